import { useFlag } from '@lobby/whitelabel/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { coverPictureAtom } from '../startup/coverPicture';
import { useSiteConfig } from '../startup/siteConfig';
import {
  baseStatus,
  noAnnouncements,
  platformOrigin,
  renderInShell,
  testShell,
  statusHandler,
  statusWith,
  withMswServer,
} from '../testing/shellTestKit';
import { StartupGate } from './StartupGate';

// The home banner's announcements call starts with every shell on `/`: answered empty here.
const server = setupServer(noAnnouncements);
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function Site() {
  const site = useSiteConfig();
  const freePlay = useFlag('FREEPLAY3');
  return (
    <main>
      <h1>Lobby</h1>
      <p>Images from {site.imageCdn}</p>
      {freePlay && <button type="button">Free play</button>}
    </main>
  );
}

const renderGate = () =>
  renderInShell(
    <StartupGate>
      <Site />
    </StartupGate>,
  );

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The status call answers `value` only once the returned function is called: the cover stays up meanwhile. */
function holdStatus(value: unknown): () => void {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${platformOrigin}/wps/system/status`, async () => {
      await answered;
      return HttpResponse.json({ success: true, value });
    }),
  );
  return release;
}

describe('StartupGate', () => {
  it('shows only the loading cover until the status answers, then the site', async () => {
    const release = holdStatus(baseStatus);
    renderGate();

    const cover = await screen.findByTestId('loading-cover');
    expect(within(cover).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(cover).getByRole('img', { name: 'Lotus Palace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lobby' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-cover')).not.toBeInTheDocument();
  });

  it("shows the home banner's picture on the cover when the start-up knows it", async () => {
    const release = holdStatus(baseStatus);
    const shell = testShell();
    shell.store.set(coverPictureAtom, 'https://img.brand.example/banner/welcome.jpg');
    renderInShell(
      <StartupGate>
        <Site />
      </StartupGate>,
      shell,
    );

    const cover = await screen.findByTestId('loading-cover');
    // Decoration beside the named logo: the page's banner names itself.
    const picture = within(cover).getByRole('presentation');
    expect(picture).toHaveAttribute('src', 'https://img.brand.example/banner/welcome.jpg');
    release();
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it('gives the site the merchant flags and an image host from the status answer', async () => {
    server.use(statusHandler(statusWith({}, { imageCDNs: ['https://cdn-a.example/'] })));
    renderGate();
    expect(await screen.findByText('Images from https://cdn-a.example/')).toBeInTheDocument();
    // The sample tree switches FREEPLAY3 on.
    expect(screen.getByRole('button', { name: 'Free play' })).toBeInTheDocument();
  });

  it('shows the maintenance screen, with a customer-service button opening the first link in a 440x750 popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(
      statusHandler(
        statusWith(
          { maintenance: true },
          {
            customerService: [
              { csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example/room' },
              { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/other' },
            ],
          },
        ),
      ),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lobby' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/room',
      'customerService',
      expect.stringContaining('width=440'),
    );
    expect(open.mock.calls[0]?.[2]).toContain('height=750');
  });

  it('shows the platform maintenance message when it sends one', async () => {
    server.use(statusHandler({ ...statusWith({ maintenance: '1' }), message: 'Back at 10:00 GMT+7' }));
    renderGate();
    expect(await screen.findByText('Back at 10:00 GMT+7')).toBeInTheDocument();
  });

  it('lets maintenance win over a region restriction', async () => {
    server.use(statusHandler(statusWith({ maintenance: true, regionRestriction: true })));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access restricted' })).not.toBeInTheDocument();
  });

  it('shows the region-blocked screen with the visitor IP, and no customer-service button without a link', async () => {
    server.use(
      statusHandler(statusWith({ regionRestriction: true, location: { ip: '198.51.100.4' } }, { customerService: [] })),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText(/198\.51\.100\.4/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).not.toBeInTheDocument();
  });

  it('never leaves a blank page when the status call fails, and retries on request', async () => {
    server.use(http.get(`${platformOrigin}/wps/system/status`, () => HttpResponse.error()));
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');

    server.use(statusHandler(baseStatus));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it("shows the server's own message when the platform refuses the call", async () => {
    server.use(
      http.get(`${platformOrigin}/wps/system/status`, () =>
        HttpResponse.json({ success: false, message: 'Merchant suspended' }),
      ),
    );
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Merchant suspended');
  });

  it('says the address is invalid when the platform serves no site there', async () => {
    server.use(
      http.get(`${platformOrigin}/wps/system/status`, () =>
        HttpResponse.json({ success: false, errorCode: 'domain_not_available', message: '#1001 domain not available' }),
      ),
    );
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid URL, please contact customer service');
  });

  it('checks the status again when the tab becomes visible, so maintenance takes over', async () => {
    server.use(statusHandler(baseStatus));
    const { shell } = renderGate();
    await screen.findByRole('heading', { name: 'Lobby' });
    // Settled first, so the check below is the tab's and not the start-up's own call still on its way.
    await waitFor(() => expect(shell.store.get(shell.calls.status.state).fetching).toBe(false));

    let asked = 0;
    server.use(
      http.get(`${platformOrigin}/wps/system/status`, () => {
        asked += 1;
        return HttpResponse.json({ success: true, value: statusWith({ maintenance: true }) });
      }),
    );
    act(() => setVisibility('hidden'));
    expect(asked).toBe(0);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(asked).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
  });

  it('keeps the permissions in session storage and starts from them on the next load, checking again behind', async () => {
    server.use(statusHandler(statusWith({}, { imageCDNs: ['https://cdn-a.example/'] })));
    const view = renderGate();
    await screen.findByRole('heading', { name: 'Lobby' });
    expect(JSON.parse(sessionStorage.getItem('permissions') ?? '{}')).toMatchObject({ location: baseStatus.location });
    view.unmount();

    let asked = 0;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${platformOrigin}/wps/system/status`, async () => {
        asked += 1;
        await answered;
        return HttpResponse.json({ success: true, value: statusWith({ maintenance: true }) });
      }),
    );
    renderGate();
    // The kept copy shows the site while the platform has not answered yet ...
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(1));
    // ... and the fresh answer still wins.
    release();
    expect(await screen.findByRole('heading', { name: 'Game maintenance' })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('ignores a damaged copy in session storage', async () => {
    sessionStorage.setItem('permissions', '{"info": 5}');
    server.use(statusHandler(baseStatus));
    renderGate();
    expect(await screen.findByTestId('loading-cover')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });
});
