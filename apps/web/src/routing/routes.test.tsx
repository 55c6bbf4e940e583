import { sampleValues } from '@lobby/contract-fixtures/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../testing/appHarness';
import {
  answer,
  baseStatus,
  noAnnouncements,
  noVendors,
  platformOrigin,
  statusHandler,
  withMswServer,
} from '../testing/shellTestKit';

const server = setupServer();
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.use(statusHandler(baseStatus), noVendors, noAnnouncements);
});

const signedIn = (member: unknown = sampleValues.memberInfo) => {
  sessionStorage.setItem('token', 'tok-1');
  server.use(http.get(`${platformOrigin}/wps/member/info`, () => answer(member)));
};

describe('routes and layouts', () => {
  it('frames home with the header, the side menu and the footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Lotus Palace' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // jsdom applies no media queries: the wide-screen side menu is in the page but styled as on a phone (hidden).
    expect(
      await screen.findByRole('navigation', { name: 'Side menu', hidden: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Home | Lotus Palace');
  });

  it('shows a page that a later release fills as an honest "coming soon" with its name', async () => {
    renderApp('/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('gives standalone pages no header', async () => {
    renderApp('/forget');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lotus Palace home' })).toBeInTheDocument();
  });

  it('shows the registration and forgot-password forms as pages of their own', async () => {
    server.use(
      http.get(`${platformOrigin}/wps/system/country`, () =>
        answer({ countryCode: 'VN', countries: [{ countryCode: 'VN', countryDialingCode: '84' }] }),
      ),
    );
    const { unmount } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'submit');
    unmount();

    renderApp('/forget');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/, { selector: 'input' })).toBeInTheDocument();
  });

  it('sends a visitor from a page that needs a session to home with the login popup open', async () => {
    const { router } = renderApp('/lottery');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Lotus Palace' })).toBeInTheDocument();
  });

  it('lets a stored session into a page that needs one, with the header only', async () => {
    signedIn();
    renderApp('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opens the login popup over home at /login', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a message and a way home when a page breaks, keeping the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be shown');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown address with a page-not-found page', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});

describe('scrolling', () => {
  it('goes to the top when the path changes and to the #anchor when there is one', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Lotus Palace' });

    await router.navigate({ to: '/rng' });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));

    const anchor = document.createElement('div');
    anchor.id = 'term';
    const scrollIntoView = vi.fn();
    anchor.scrollIntoView = scrollIntoView;
    document.body.append(anchor);
    await router.navigate({ to: '/help', hash: 'term' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    anchor.remove();
  });
});

describe('the side menu', () => {
  it('hides and shows with the header toggle on wide screens', async () => {
    renderApp('/');
    // Wide-screen controls: jsdom applies no media queries, so they count as hidden here.
    const toggle = await screen.findByRole('button', { name: 'Side menu', hidden: true });
    expect(await screen.findByRole('navigation', { name: 'Side menu', hidden: true })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Side menu', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByRole('navigation', { name: 'Side menu', hidden: true })).toBeInTheDocument();
  });

  it('holds the main navigation and the side menu in a drawer on phones', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Help and FAQ' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Rewards' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
