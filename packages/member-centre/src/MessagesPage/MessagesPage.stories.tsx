import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { hostileHtml, inboxAnswers, sampleMails, type FakeMail } from '../testing/messagesAnswers';
import { MessagesPage } from './MessagesPage';

function StoryMessages({ mails, platform }: { mails: FakeMail[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...inboxAnswers(structuredClone(mails)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <MessagesPage client={state.client} memberId="9" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/MessagesPage',
  component: StoryMessages,
  args: { mails: sampleMails(), platform: {} },
} satisfies Meta<typeof StoryMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the inbox has loaded: no spinner left, the rows shown. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/** Opens the row at `index` (the stories run in each brand's own language, so rows go by place, not words). */
async function open(canvasElement: HTMLElement, index: number) {
  const list = await waitFor(
    () => {
      const found = canvasElement.querySelector('ul');
      if (!found) throw new Error('No inbox yet');
      return found;
    },
    { timeout: 10_000 },
  );
  await userEvent.click(within(list).getAllByRole('button')[index] as HTMLElement);
  await waitFor(() => expect(canvasElement.querySelector('h4[tabindex="-1"]')).toHaveFocus(), { timeout: 10_000 });
}

export const Inbox: Story = { play: loaded };

export const Empty: Story = { args: { mails: [] }, play: loaded };

export const OpenMessage: Story = {
  play: async ({ canvasElement }) => open(canvasElement, 0),
};

export const Thread: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, 2);
    await expect(canvasElement.querySelector('textarea')).not.toBeNull();
  },
};

export const HostileMessage: Story = {
  args: {
    mails: sampleMails()
      .slice(0, 1)
      .map((mail) => ({ ...mail, title: '<img src=x onerror=alert(1)>', content: hostileHtml })),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 0);
    await expect(canvasElement.querySelector('img, script, [onerror]')).toBeNull();
    await expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/CSP_getInbox': { status: 500, errorCode: 'internal_error' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
