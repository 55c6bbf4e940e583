import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { hostileHtml, inboxAnswers, sampleMails, type FakeMail } from '../testing/messagesAnswers';
import { renderPage } from '../testing/renderPage';
import { MessagesPage } from './MessagesPage';

function renderMessages(
  options: { mails?: FakeMail[]; platform?: FakePlatform; renderHtml?: (html: string) => ReactNode } = {},
) {
  const mails = options.mails ?? sampleMails();
  const { client, sent } = fakeClient({ ...inboxAnswers(mails), ...options.platform });
  const onUnreadChanged = vi.fn();
  renderPage(
    <MessagesPage
      client={client}
      memberId="9"
      onMoneyMoved={() => undefined}
      onUnreadChanged={onUnreadChanged}
      renderHtml={options.renderHtml}
    />,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  return { mails, sent, writes, onUnreadChanged };
}

const inbox = () => screen.findByRole('region', { name: 'Inbox' });
/** The inbox's rows: the first list of the page (the pager is another). */
const rows = async () => {
  const [list] = await screen.findAllByRole('list');
  if (!list) throw new Error('no inbox list');
  return within(list).getAllByRole('button');
};
/** A sample message by its place, with changes. */
const sample = (index: number, changes: Partial<FakeMail>): FakeMail => {
  const mail = sampleMails()[index];
  if (!mail) throw new Error(`no sample ${index}`);
  return { ...mail, ...changes };
};
const openMail = async (title: RegExp) => {
  const row = (await rows()).find((button) => title.test(button.textContent ?? ''));
  if (!row) throw new Error(`no row ${String(title)}`);
  await userEvent.click(row);
  return row;
};

/** Stands in for the app's sanitising renderer: marks where the page placed the HTML, as text. */
const markedRenderer = (html: string) => <div data-testid="rendered-html">{html}</div>;

describe('MessagesPage', () => {
  it('lists the messages newest first, the unread ones marked in words, with the unread count', async () => {
    renderMessages();
    await inbox();
    const list = await rows();
    expect(list.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Scheduled maintenance on TuesdayNew/),
      expect.stringMatching(/^Your deposit bonus is readyNew/),
      expect.stringMatching(/^When will my withdrawal arrive\?.*You1 reply$/),
      expect.not.stringContaining('New'),
    ]);
    expect(screen.getByText('2 unread messages')).toBeInTheDocument();
  });

  it('opens a message: its body through the renderer, focus on its title, the badges refreshed; back returns focus', async () => {
    const rendered = vi.fn(markedRenderer);
    const { mails, onUnreadChanged } = renderMessages({ renderHtml: rendered });
    await openMail(/deposit bonus/);
    const heading = await screen.findByRole('heading', { name: 'Your deposit bonus is ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(rendered).toHaveBeenCalledWith('<p>Your next deposit this week earns a <strong>10% bonus</strong>.</p>');
    expect(screen.getByTestId('rendered-html')).toBeInTheDocument();
    expect(mails.find((mail) => mail.id === 12)?.read).toBe(true);
    await waitFor(() => expect(onUnreadChanged).toHaveBeenCalled());

    await userEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    const row = (await rows())[1];
    expect(row).toHaveTextContent(/^Your deposit bonus is ready(?!New)/);
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('shows a hostile message inert: no script, no image, no handler, without a renderer only its text', async () => {
    const hostile = sample(0, { id: 66, title: '<img src=x onerror=alert(1)>', content: hostileHtml });
    renderMessages({ mails: [hostile] });
    await openMail(/img src=x/);
    await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' });
    const page = await screen.findByRole('region');
    expect(within(page).queryByRole('img')).toBeNull();
    expect(within(page).queryByRole('link')).toBeNull();
    expect(within(page).getByText(/Claim now/)).toBeInTheDocument();
    // Neither the title nor the body became markup: the title's tag reads as text.
    expect(within(page).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('shows the member’s own words as text and the thread; a reply is sent and joins it', async () => {
    const { writes } = renderMessages({ renderHtml: markedRenderer });
    await openMail(/withdrawal/);
    await screen.findByRole('heading', { name: 'When will my withdrawal arrive?' });
    expect(screen.getByText(/How long does it usually take\?/)).toBeInTheDocument();
    const thread = screen.getAllByRole('list').at(-1);
    if (!thread) throw new Error('no thread');
    expect(within(thread).getByText(/Customer service/)).toBeInTheDocument();
    expect(within(thread).getByTestId('rendered-html')).toHaveTextContent('<p>It has been paid.</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Enter your message.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(writes()[0]?.body).toEqual({ mailId: '9', content: 'Thank you!' });
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
  });

  it('marks all read and refreshes the badges', async () => {
    const { writes, onUnreadChanged } = renderMessages();
    await inbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages are marked as read.')).toBeInTheDocument();
    expect(writes()[0]?.body).toEqual({ all: true });
    expect(onUnreadChanged).toHaveBeenCalled();
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('deletes a message only after the confirmation', async () => {
    const { mails, writes } = renderMessages();
    await openMail(/maintenance/);
    await screen.findByRole('heading', { name: 'Scheduled maintenance on Tuesday' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete message' }),
    );
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    expect(mails.map((mail) => mail.id)).toEqual([12, 9, 2]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inbox' })).toHaveFocus());
  });

  it('writes to customer service and opens the new thread; a failure keeps what was typed', async () => {
    let fail = true;
    const mails = sampleMails();
    const answers = inboxAnswers(mails);
    const { writes } = renderMessages({
      mails,
      platform: {
        'POST /wps/relay/CSP_sendMail': (request) => {
          if (fail) return { fault: 'network' };
          const answer = answers['POST /wps/relay/CSP_sendMail'];
          return typeof answer === 'function' ? answer(request) : { fault: 'network' };
        },
      },
    });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Write to customer service' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'My bonus');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Where is it?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('My bonus');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Where is it?');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'My bonus' })).toBeInTheDocument();
    expect(writes().at(-1)?.body).toEqual({ title: 'My bonus', content: 'Where is it?' });
  });

  it('offers a retry when the inbox cannot be loaded', async () => {
    let fail = true;
    const answers = inboxAnswers();
    renderMessages({
      platform: {
        'GET /wps/relay/CSP_getInbox': (request) => {
          if (fail) return { status: 500, errorCode: 'internal_error' };
          const answer = answers['GET /wps/relay/CSP_getInbox'];
          return typeof answer === 'function' ? answer(request) : { fault: 'network' };
        },
      },
    });
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(4);
  });

  it('pages the inbox ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, n) => sample(3, { id: 100 - n, title: `Notice ${n + 1}` }));
    const { sent } = renderMessages({ mails: many });
    expect(await rows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(sent.filter((request) => request.path.endsWith('CSP_getInbox')).at(-1)?.query).toEqual({
      page: '2',
      size: '10',
    });
  });
});
