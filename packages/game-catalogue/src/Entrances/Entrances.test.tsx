import { I18nProvider } from '@lobby/i18n/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { Entrances, type Entrance } from './Entrances';

const halls: Entrance[] = [
  { gameType: 'RNG', title: 'Slots', href: '/rng' },
  { gameType: 'LIVE', title: 'Live casino', href: '/live' },
  { gameType: 'SPORTS', title: 'Sports', href: '/sports' },
];

function renderHalls(entrances: readonly Entrance[]) {
  const onNavigate = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <Entrances entrances={entrances} onNavigate={onNavigate} />
    </I18nProvider>,
  );
  return { onNavigate, user: userEvent.setup() };
}

describe('Entrances', () => {
  it('links each hall to its centre by name, and follows a plain click with the router', async () => {
    const { onNavigate, user } = renderHalls(halls);
    const nav = screen.getByRole('navigation', { name: 'Game halls' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Slots', '/rng'],
      ['Live casino', '/live'],
      ['Sports', '/sports'],
    ]);
    await user.click(links[1] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/live');
  });

  it('leaves a click with a modifier to the browser (a new tab)', () => {
    const { onNavigate } = renderHalls(halls);
    fireEvent.click(screen.getByRole('link', { name: 'Sports' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('offers no link while the halls are not known yet (their place is kept)', () => {
    render(
      <I18nProvider language="EN" messages={en}>
        <Entrances entrances={halls} onNavigate={vi.fn()} pending />
      </I18nProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing without halls', () => {
    renderHalls([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
