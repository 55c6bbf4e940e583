import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { referralAnswers, sampleFriends, sampleRanking } from '../testing/referralAnswers';
import { ReferralPage } from './ReferralPage';

/** Stands in for the app's QR code (the frame draws it; a feature cannot import the frame). */
function QrStandIn({ value }: { value: string }) {
  return (
    <svg role="img" aria-label={`QR code for ${value}`} width="176" height="176" viewBox="0 0 8 8">
      <rect width="8" height="8" fill="#fff" />
      <path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4zM6 5h1v2H6z" fill="#000" />
    </svg>
  );
}

function StoryReferral({ platform, withQr = true }: { platform: FakePlatform; withQr?: boolean }) {
  const [state] = useState(() => ({
    client: fakeClient(platform, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <ReferralPage
        client={state.client}
        memberId="9"
        onMoneyMoved={() => undefined}
        origin="https://www.lotus.example"
        renderQr={withQr ? (value) => <QrStandIn value={value} /> : undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Rewards/ReferralPage',
  component: StoryReferral,
  args: { platform: referralAnswers() },
} satisfies Meta<typeof StoryReferral>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once every part has loaded: no spinner left (a spinner is a status with a label). */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[role="status"][aria-label]')).toHaveLength(0), {
    timeout: 10_000,
  });
};

export const Invite: Story = {
  play: async (context) => {
    await loaded(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue('https://www.lotus.example/register?r=P7K2R9MX');
    await expect(canvas.getByRole('img')).toBeInTheDocument();
    // Friends ten a page, then the ranking's three.
    await expect(canvas.getAllByRole('list')[0]?.querySelectorAll('li')).toHaveLength(10);
  },
};

/** The second page of friends: the last two. */
export const SecondPage: Story = {
  play: async (context) => {
    await loaded(context);
    const pages = within(context.canvasElement).getByRole('navigation');
    await userEvent.click(within(pages).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(
      () => expect(within(context.canvasElement).getAllByRole('list')[0]?.querySelectorAll('li')).toHaveLength(2),
      { timeout: 10_000 },
    );
  },
};

/** A new member: the code made just now, no friend yet, no one qualified this month. */
export const NoFriendsYet: Story = {
  args: { platform: referralAnswers([], { ...sampleRanking(), list: [], myRank: null, myQualifiedCount: 0 }) },
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Outside the ranking's top ten, with a friend or two. */
export const NotRanked: Story = {
  args: { platform: referralAnswers(sampleFriends(2), { ...sampleRanking(), myRank: null, myQualifiedCount: 0 }) },
  play: loaded,
};

/** Without the app's QR code (a page shown where the app gives none). */
export const WithoutQr: Story = {
  args: { withQr: false },
  play: async (context) => {
    await loaded(context);
    await expect(within(context.canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    platform: {
      ...referralAnswers(),
      'GET /wps/relay/MCSFE_getReferralDetails': { status: 500, errorCode: 'internal_error' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const FreePlay: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getReferralDetails': {
        status: 400,
        errorCode: 'trial_account_restricted',
        message: 'Not for trial accounts.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('textbox')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('p')).not.toBeNull(), { timeout: 10_000 });
  },
};
