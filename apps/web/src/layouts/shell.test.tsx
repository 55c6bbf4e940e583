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
  statusWith,
  withMswServer,
} from '../testing/shellTestKit';

const server = setupServer();
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.use(statusHandler(baseStatus), noVendors, noAnnouncements);
});

const signIn = (patch: Record<string, unknown> = {}) => {
  sessionStorage.setItem('token', 'tok-1');
  server.use(
    http.get(`${platformOrigin}/wps/member/info`, () => answer({ ...sampleValues.memberInfo, ...patch })),
    http.get(`${platformOrigin}/wps/relay/CSP_unreadCount`, () => answer(3)),
  );
};

async function openAccountMenu() {
  const header = within(await screen.findByRole('banner'));
  await userEvent.click(await header.findByRole('button', { name: /Demo/ }));
  return screen.findByRole('menu', { name: 'Account' });
}

/** The invite friends page's calls: a member with a code and no friend yet. */
const referralAnswers = [
  http.get(`${platformOrigin}/wps/relay/MCSFE_getReferralDetails`, () =>
    answer({ referralCode: 'P7K2R9MX', totalInvitations: 0, qualifiedInvitations: 0, promotionDomains: [] }),
  ),
  http.get(`${platformOrigin}/wps/relay/MCSFE_getReferralList`, () =>
    answer({ list: [], totalCount: 0, totalPages: 0 }),
  ),
  http.get(`${platformOrigin}/wps/relay/MCSFE_getReferralRanking`, () =>
    answer({ periodStart: 0, periodEnd: 1, list: [], myRank: null, myQualifiedCount: 0 }),
  ),
];

describe('header', () => {
  it('offers a visitor log in and register, and the always-present navigation only without vendor data', async () => {
    renderApp('/');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Lotus Palace home' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Promotions', 'App download', 'Rewards']);
  });

  it('adds category items in the spec order when the vendor data has them', async () => {
    server.use(
      http.get(`${platformOrigin}/wps/relay/GCSGAME_newGameVendor`, () =>
        answer({
          data: {
            lanes: [
              { title: 'RNG', cards: [{ vassalage: 'JL' }] },
              { title: 'LIVE', cards: [{ vassalage: 'EZ' }] },
              { title: 'ELOTT', cards: [{ vassalage: 'TCG_SEA' }] },
              { title: 'FISH', cards: [] },
            ],
          },
        }),
      ),
    );
    renderApp('/');
    const header = within(await screen.findByRole('banner'));
    const nav = header.getByRole('navigation', { name: 'Main', hidden: true });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link', { hidden: true })
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Hot games', 'Lottery', 'Live casino', 'Slots', 'Promotions', 'App download', 'Rewards']),
    );
    expect(within(nav).getByRole('link', { name: 'Lottery', hidden: true })).toHaveAttribute('href', '/elott');
  });

  it('opens the login popup from the header', async () => {
    renderApp('/');
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the register popup from the header, with the form the merchant allows', async () => {
    server.use(
      http.get(`${platformOrigin}/wps/system/country`, () =>
        answer({ countryCode: 'VN', countries: [{ countryCode: 'VN', countryDialingCode: '84' }] }),
      ),
    );
    renderApp('/');
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Register' }));
    const popup = await screen.findByRole('dialog', { name: 'Register' });
    // The sample merchant has MOBILENUMREG3 on: registration by mobile number.
    expect(within(popup).getByLabelText(/^Mobile number/, { selector: 'input' })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('switches the language: stored in hisLang, and the page mirrors for Arabic', async () => {
    renderApp('/');
    const select = await within(await screen.findByRole('banner')).findByRole('combobox', {
      name: 'Language',
      hidden: true,
    });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await userEvent.selectOptions(select, 'AR');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('hisLang')).toBe('AR');

    await userEvent.selectOptions(select, 'EN');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it("tells the platform a signed-in member's new language", async () => {
    signIn();
    let stored: unknown;
    server.use(
      http.put(`${platformOrigin}/wps/member/language`, async ({ request }) => {
        stored = await request.json();
        return answer(null);
      }),
    );
    renderApp('/');
    await within(await screen.findByRole('banner')).findByRole('button', { name: /Demo/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language', hidden: true }), 'VI');
    await waitFor(() => expect(stored).toEqual({ language: 'VI' }));
  });
});

describe('account menu and centres', () => {
  it('shows a member the account menu of spec 1 §2, without the agent entry for a plain member', async () => {
    signIn();
    renderApp('/');
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Deposit', 'Withdraw', 'My account', 'Betting record', 'Account record', 'Sign out']);
  });

  it('opens the member centre on the chosen page, with red counts on messages and missions', async () => {
    signIn();
    server.use(
      statusHandler(statusWith({}, { whitelabel: { modId: 'INBOX3', enabled: '1' } })),
      http.get(`${platformOrigin}/wps/relay/MCSFE_getMissionSummaryDetails`, () =>
        answer({ ...sampleValues.missionSummary, claimableCount: 2 }),
      ),
    );
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const pages = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    // Every entry but the manual rebate, which this merchant has off (MANPLAYREB3).
    expect(within(pages).getAllByRole('button')).toHaveLength(14);
    expect(within(pages).queryByRole('button', { name: 'Manual rebate' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Betting record' })).toHaveAttribute('aria-current', 'page');
    expect(within(centre).getByRole('heading', { name: 'Betting record' })).toBeInTheDocument();
    // The page itself, loaded when it opens: the record's filters.
    expect(await within(centre).findByRole('combobox', { name: 'Games' })).toBeInTheDocument();
    expect(await within(pages).findByText('3 unread messages')).toBeInTheDocument();
    // Milestones waiting to be claimed, asked as the centre opened.
    expect(await within(pages).findByText('2 missions to check')).toBeInTheDocument();

    // A page of the rewards feature, given what it needs: invite friends shows the member's link.
    server.use(...referralAnswers);
    await userEvent.click(within(pages).getByRole('button', { name: 'Invite friends' }));
    expect(within(centre).getByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
    expect(await within(centre).findByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      `${window.location.origin}/register?r=P7K2R9MX`,
    );
  });

  it('opens my account (securityCenter) for the blank key', async () => {
    signIn();
    renderApp('/');
    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'My account' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the open page in the address: it reopens from there, moves with the menu and closing removes it', async () => {
    signIn();
    server.use(...referralAnswers);
    const { router } = renderApp('/help?member=withdraw');
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(centre).getByRole('button', { name: 'Invite friends' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ member: 'referral' }));
    expect(router.state.location.pathname).toBe('/help');

    await userEvent.click(within(centre).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
    // Back undoes the closing.
    router.history.back();
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });

  it('sends a visitor who follows a link to a member-centre page to log in', async () => {
    server.use(...referralAnswers);
    const { router } = renderApp('/help?member=withdraw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('opens nothing for a page the member centre does not have', async () => {
    signIn();
    renderApp('/?member=nothing');
    await openAccountMenu();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('gives agents the agent centre, with salary entries only where their flags are on', async () => {
    signIn({ type: 41 });
    server.use(
      statusHandler(
        statusWith(
          {},
          {
            whitelabel: {
              modId: 'WHITELABEL',
              enabled: '1',
              childrenNodes: [
                { modId: 'SIGNCONDIV3', enabled: '1' },
                { modId: 'DAILYSALCONT3', enabled: '0' },
                { modId: 'RTSALARY3', enabled: '1' },
              ],
            },
          },
        ),
      ),
    );
    renderApp('/');
    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Agent centre' }));
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    const entries = within(within(centre).getByRole('navigation')).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Announcement',
      'Team overview',
      'Register centre',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Bonus and dividend',
      'Real-time salary',
    ]);
    expect(within(centre).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a trial account that a real account is needed instead of opening the member centre', async () => {
    signIn({ type: 4 });
    renderApp('/');
    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Deposit' }));
    expect(await screen.findByRole('alertdialog', { name: 'A real account is needed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('sends a visitor who tries a member action to log in', async () => {
    const { router } = renderApp('/rng');
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('lets a signed-in player who clicks while the session is still being checked into the member centre', async () => {
    sessionStorage.setItem('token', 'tok-1');
    let answerMemberInfo = () => {};
    const memberInfoSent = new Promise<void>((resolve) => {
      answerMemberInfo = resolve;
    });
    server.use(
      http.get(`${platformOrigin}/wps/member/info`, async () => {
        await memberInfoSent;
        return answer(sampleValues.memberInfo);
      }),
      http.get(`${platformOrigin}/wps/relay/CSP_unreadCount`, () => answer(0)),
    );
    const { router } = renderApp('/rng');
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    answerMemberInfo();
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('signs out after a confirmation, keeping only the merchant code', async () => {
    signIn();
    sessionStorage.setItem('gameVendor', '{}');
    renderApp('/');
    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));

    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('gameVendor')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('lotus88');
  });
});

describe('popup announcements', () => {
  const popups = [
    { id: 1, execution: 'B', title: 'Welcome', content: '<p>Hello visitor<img src=x onerror="alert(1)"></p>' },
    { id: 2, execution: 'A', title: 'Members only', content: '<p>Hello member</p>' },
    { id: 3, execution: 'F', title: 'First time', content: '<p>First deposit bonus</p>' },
  ];
  beforeEach(() => {
    server.use(http.get(`${platformOrigin}/wps/relay/MCSFE_getListAnnouncements`, () => answer({ popup: popups })));
  });

  it('shows a visitor the visitors’ popup, sanitised, once per session', async () => {
    const { unmount } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog).toHaveTextContent('Hello visitor');
    expect(dialog.innerHTML).not.toMatch(/onerror/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');

    unmount();
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a signed-in player the members’ popup, never the visitors’ one', async () => {
    signIn();
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('footer and right bar', () => {
  it('shows follow-us links only for the networks the merchant lists, and the contact entries it configures', async () => {
    server.use(
      statusHandler(
        statusWith(
          {},
          {
            resources: [
              { resourceType: 'FACEBOOK', url: 'https://facebook.com/lotus' },
              { resourceType: 'DISCORD', url: 'https://discord.gg/lotus' },
              { resourceType: 'TELEPHONE', url: '+84 912 000 000' },
              { resourceType: 'QR', url: 'https://lotus.example/app', qrCodeUrl: 'https://lotus.example/app' },
            ],
            customerService: [{ csType: 'LIVECHAT', title: 'Chat', path: 'https://chat.example/room' }],
          },
        ),
      ),
    );
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', 'https://facebook.com/lotus');
    expect(footer.getByRole('link', { name: /^Discord/ })).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /^Telegram/ })).not.toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /^Instagram/ })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/help');
    for (const vendor of ['EG7', 'CQ9', 'FC', 'BGS', 'PG', 'JDB', 'JL'])
      expect(footer.getByText(vendor)).toBeInTheDocument();

    const bar = within(await screen.findByRole('complementary', { name: 'Quick contact' }));
    expect(bar.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: /^Facebook/ })).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: /^Telegram/ })).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+84912000000');
    expect(bar.getByRole('button', { name: 'App QR code' })).toBeInTheDocument();
  });

  it('opens the help popup from the footer', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await userEvent.click(footer.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help centre' })).toBeInTheDocument();
  });

  it('hides the live chat when the merchant lists no customer service', async () => {
    server.use(statusHandler(statusWith({}, { customerService: [] })));
    renderApp('/');
    const bar = within(await screen.findByRole('complementary', { name: 'Quick contact' }));
    expect(bar.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });
});
