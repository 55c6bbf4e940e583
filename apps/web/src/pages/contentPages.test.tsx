import { sampleValues } from '@lobby/contract-fixtures/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
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

const help = (lang: string) => [
  { title: `About us (${lang})`, content: '<p>Who we are</p>', tag: 'aboutus' },
  { title: 'Terms and conditions', content: '<ol><li>Be 18</li></ol>', tag: 'term' },
];

/** The languages the help centre was asked in, in order. */
let helpAsked: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  helpAsked = [];
  server.use(
    statusHandler(baseStatus),
    noVendors,
    noAnnouncements,
    http.get(`${platformOrigin}/wps/system/helpCenter`, async ({ request }) => {
      const url = new URL(request.url);
      helpAsked.push(`${url.searchParams.get('lang')} ${url.searchParams.get('device')}`);
      await delay(50);
      return answer(help(url.searchParams.get('lang') ?? ''));
    }),
  );
});

describe('the help page', () => {
  it('lists the help centre in the chosen language and scrolls to the #tag once the content is there', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/help#term');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' });
    await waitFor(() => expect((scrolled.mock.contexts as Element[]).map((element) => element.id)).toContain('term'));
    expect(helpAsked).toEqual(['EN WEB']);
    scrolled.mockRestore();
  });

  it('asks again in a new language', async () => {
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'About us (EN)' })).toBeInTheDocument();
    const languages = within(await screen.findByRole('banner')).getByRole('combobox', { hidden: true });
    await userEvent.selectOptions(languages, 'VI');
    expect(await screen.findByRole('heading', { level: 2, name: 'About us (VI)' })).toBeInTheDocument();
    expect(helpAsked).toEqual(['EN WEB', 'VI WEB']);
  });

  it('offers to try again when the platform fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${platformOrigin}/wps/system/helpCenter`, () => {
        calls += 1;
        return calls <= 3 ? new Response(null, { status: 503 }) : answer(help('EN'));
      }),
    );
    renderApp('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About us (EN)' })).toBeInTheDocument();
  });
});

describe('the announcement page', () => {
  it("lists the merchant's notices six a page; a title opens and closes its text", async () => {
    const player = Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      title: `Notice ${index + 1}`,
      content: `<p>Body ${index + 1}</p>`,
    }));
    server.use(http.get(`${platformOrigin}/wps/relay/MCSFE_getListAnnouncements`, () => answer({ player })));
    renderApp('/announcement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2, name: /^Notice \d$/ })).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const eighth = await screen.findByRole('button', { name: 'Notice 8' });
    await userEvent.click(eighth);
    expect(screen.getByText('Body 8')).toBeVisible();
    await userEvent.click(eighth);
    expect(screen.queryByText('Body 8')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderApp('/announcement');
    expect(await screen.findByText('There are no notices at the moment.')).toBeInTheDocument();
  });
});

describe('the footer popups', () => {
  const feedbackOn = statusWith(
    {},
    { whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'FEEDBACK3', enabled: '1' }] } },
  );

  it('has no feedback entry where the merchant switched feedback off', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(footer.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('asks for the help centre only when its popup first opens', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(helpAsked).toEqual([]);
    await userEvent.click(footer.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'About us (EN)' })).toBeInTheDocument();
    expect(helpAsked).toEqual(['EN WEB']);
  });

  it('sends feedback from a signed-in player with the username as the sender, then thanks', async () => {
    const sent: unknown[] = [];
    sessionStorage.setItem('token', 'tok-1');
    server.use(
      statusHandler(feedbackOn),
      http.get(`${platformOrigin}/wps/member/info`, () => answer(sampleValues.memberInfo)),
      http.get(`${platformOrigin}/wps/relay/CSP_unreadCount`, () => answer(0)),
      http.put(`${platformOrigin}/wps/feedback`, async ({ request }) => {
        sent.push(await request.json());
        return answer(null);
      }),
    );
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await userEvent.click(await footer.findByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Your feedback' }), 'Faster withdrawals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank you for your feedback' })).toBeInTheDocument();
    expect(sent).toEqual([{ content: 'Faster withdrawals', type: 1, sender: 'demo01' }]);
  });

  it("keeps the form and says the platform's refusal", async () => {
    server.use(
      statusHandler(feedbackOn),
      http.put(`${platformOrigin}/wps/feedback`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests: try again in 60 s.' },
          { status: 429 },
        ),
      ),
    );
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await userEvent.click(await footer.findByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const text = await within(dialog).findByRole('textbox', { name: 'Your feedback' });
    await userEvent.type(text, 'Faster withdrawals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests: try again in 60 s.');
    expect(text).toHaveValue('Faster withdrawals');
  });
});

describe('the rewards page', () => {
  it('asks a visitor to log in, and the button opens the login', async () => {
    const user = userEvent.setup();
    renderApp('/rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(await screen.findByText('Log in to see your rewards, tickets and draws.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
