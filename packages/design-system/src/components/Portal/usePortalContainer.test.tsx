import { render, screen, within } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from './usePortalContainer';

function Overlay({ container }: { container?: HTMLElement | null }) {
  const portal = usePortalContainer(container);
  return (
    <>
      {portal.anchor}
      {portal.container && createPortal(<p>Overlay content</p>, portal.container)}
    </>
  );
}

describe('usePortalContainer', () => {
  it('portals into the nearest theme scope so the brand and direction apply', () => {
    render(
      <div data-theme-scope="" data-testid="outer">
        <div data-theme-scope="" data-testid="inner" dir="rtl">
          <section aria-label="Declared here">
            <Overlay />
          </section>
        </div>
      </div>,
    );
    expect(within(screen.getByTestId('inner')).getByText('Overlay content')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Declared here' })).queryByText('Overlay content')).toBeNull();
  });

  it('portals into the body when no theme scope is around', () => {
    render(
      <main>
        <Overlay />
      </main>,
    );
    expect(within(document.body).getByText('Overlay content')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByText('Overlay content')).toBeNull();
  });

  it('prefers an explicit container', () => {
    const target = document.createElement('div');
    document.body.append(target);
    render(
      <div data-theme-scope="" data-testid="scope">
        <Overlay container={target} />
      </div>,
    );
    expect(within(target).getByText('Overlay content')).toBeVisible();
    expect(within(screen.getByTestId('scope')).queryByText('Overlay content')).toBeNull();
    target.remove();
  });

  it('renders nothing visible or announced where it is declared', () => {
    render(
      <ul aria-label="Anchors">
        <Overlay />
      </ul>,
    );
    const list = screen.getByRole('list', { name: 'Anchors' });
    expect(list).toHaveTextContent(/^$/);
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  });
});
