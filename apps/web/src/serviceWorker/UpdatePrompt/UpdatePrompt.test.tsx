import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderApp } from '../../testing/appHarness';
import { baseStatus, noAnnouncements, noVendors, statusHandler, withMswServer } from '../../testing/shellTestKit';
import { updateOfferAtom } from '../updateOffer';

const server = setupServer();
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  server.use(statusHandler(baseStatus), noVendors, noAnnouncements);
});

async function openSite() {
  const view = renderApp('/');
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  return view;
}

describe('the new-version prompt', () => {
  it('shows nothing until a new version is offered', async () => {
    await openSite();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says so politely, without taking focus, and reloads into it when asked', async () => {
    const { shell } = await openSite();
    const apply = vi.fn();
    act(() => shell.store.set(updateOfferAtom, { apply }));

    const status = await screen.findByText('A new version of the site is available.');
    expect(status).toHaveAttribute('role', 'status');
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Not now' })).not.toHaveFocus();

    await userEvent.click(reload);
    expect(apply).toHaveBeenCalledOnce();
    // Busy while the new version starts: a second press does nothing.
    expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes when put off, the page staying on its version', async () => {
    const { shell } = await openSite();
    const apply = vi.fn();
    act(() => shell.store.set(updateOfferAtom, { apply }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('A new version of the site is available.')).not.toBeInTheDocument();
    expect(shell.store.get(updateOfferAtom)).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
