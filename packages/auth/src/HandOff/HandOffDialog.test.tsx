import { storageKeys, writeStorage } from '@lobby/storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { tokenAtom } from '../session';
import { answer, platform, refuse, renderWithAuth, withMswServer } from '../testing/authTestKit';
import { handOffCodeAtom } from './handOff';
import { HandOffDialog } from './HandOffDialog';

const server = setupServer();
withMswServer(server);

const login = { token: 'tok-link', firstTimeLogin: false, passwordExpired: false, userName: 'player01', id: 7 };

/** The platform: redemptions recorded and answered by `reply`; member info of whichever token is sent. */
function platformWith(reply: () => Response = () => answer(login)) {
  const redeemed: unknown[] = [];
  const loggedOut: string[] = [];
  server.use(
    http.post(`${platform}/wps/session/handoff/redeem`, async ({ request }) => {
      redeemed.push(((await request.json()) as { code: string }).code);
      return reply();
    }),
    http.get(`${platform}/wps/member/info`, ({ request }) =>
      answer({ id: 3, account: request.headers.get('authorization') === 'tok-own' ? 'player02' : 'player01', type: 0 }),
    ),
    http.delete(`${platform}/wps/session/logout`, ({ request }) => {
      loggedOut.push(request.headers.get('authorization') ?? '');
      return answer(null);
    }),
  );
  return { redeemed, loggedOut };
}

function renderWithCode(code: string) {
  const store = createStore();
  store.set(handOffCodeAtom, code);
  const onSignedIn = vi.fn();
  renderWithAuth(<HandOffDialog onSignedIn={onSignedIn} />, { store });
  return { store, onSignedIn };
}

describe('a page opened by a hand-off link', () => {
  it("signs a visitor in with the link's account, spending the code once", async () => {
    const { redeemed } = platformWith();
    const { store, onSignedIn } = renderWithCode('code-1');
    await waitFor(() => expect(store.get(tokenAtom)).toBe('tok-link'));
    expect(redeemed).toEqual(['code-1']);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(store.get(handOffCodeAtom)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks a signed-in player first, and staying signed in spends nothing', async () => {
    writeStorage(storageKeys.token, 'tok-own');
    const { redeemed } = platformWith();
    const { store } = renderWithCode('code-2');
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the account of the link?' });
    expect(dialog).toHaveTextContent('You are signed in as player02.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.get(tokenAtom)).toBe('tok-own');
    expect(store.get(handOffCodeAtom)).toBeNull();
    expect(redeemed).toEqual([]);
  });

  it('switching signs the player out, then in with the link', async () => {
    writeStorage(storageKeys.token, 'tok-own');
    const { redeemed, loggedOut } = platformWith();
    const { store } = renderWithCode('code-3');
    await screen.findByRole('alertdialog', { name: 'Switch to the account of the link?' });
    await userEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBe('tok-link'));
    expect(loggedOut).toEqual(['tok-own']);
    expect(redeemed).toEqual(['code-3']);
  });

  it('tells a link that expired or was used, and the page stays a visitor’s', async () => {
    platformWith(() => refuse(400, 'handoff_code_invalid', 'This sign-in link has expired or was used already.'));
    const { store } = renderWithCode('code-4');
    const dialog = await screen.findByRole('alertdialog', { name: 'The sign-in link did not work' });
    expect(dialog).toHaveTextContent('It has expired or was used already. Sign in here instead.');
    expect(store.get(tokenAtom)).toBeNull();
  });
});
