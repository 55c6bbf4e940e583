import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { pointAnswers, samplePointsState, type FakePointsState } from '../testing/pointAnswers';
import { PointMallPage } from './PointMallPage';

function StoryMall({ state, platform, member }: { state: FakePointsState; platform: FakePlatform; member: boolean }) {
  const [setup] = useState(() => ({
    client: fakeClient({ ...pointAnswers(structuredClone(state)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={setup.queryClient}>
      <PointMallPage
        client={setup.client}
        memberId={member ? '9' : undefined}
        currency="USD"
        onMoneyMoved={() => undefined}
        onSignIn={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Rewards/PointMallPage',
  component: StoryMall,
  args: { state: samplePointsState(), platform: {}, member: true },
} satisfies Meta<typeof StoryMall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once everything has loaded: no spinner left, the catalogue's cards shown. */
async function settle(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0);
      // The catalogue's cards: each reward's name is a heading of the third level.
      expect(within(canvasElement).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
}

const loaded: Story['play'] = ({ canvasElement }) => settle(canvasElement);

/** The first card's Redeem (the stories run in each brand's own language: buttons go by place, not words). */
async function openFirstRedeem(canvasElement: HTMLElement) {
  await settle(canvasElement);
  const [first] = within(canvasElement).getAllByRole('listitem');
  // From the top, whatever the story before left: the dialog is drawn over the same part of the page every time.
  window.scrollTo(0, 0);
  await userEvent.click(within(first as HTMLElement).getByRole('button'));
  const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 10_000 });
  const password = dialog.querySelector<HTMLInputElement>('input[type="password"]');
  if (!password) throw new Error('No password field in the dialog');
  return { dialog: within(dialog), password };
}

/** A member's page: the points, the catalogue, the conversion, the redeem history and the point details. */
export const Member: Story = { play: loaded };

/** A visitor: the catalogue, and the way to log in in place of the points. */
export const Visitor: Story = { args: { member: false }, play: loaded };

/** The redeem dialog with the form's refusals: no password yet. */
export const RedeemDialog: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, password } = await openFirstRedeem(canvasElement);
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The platform refused the password: shown on its field. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, password } = await openFirstRedeem(canvasElement);
    await userEvent.type(password, 'not-it');
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
  },
};

/** A sold-out reward, a reward with three left, and the rest. */
export const SoldOut: Story = {
  args: {
    state: { ...samplePointsState(), points: 300 },
  },
  play: loaded,
};

export const NothingRedeemedYet: Story = {
  args: { state: { ...samplePointsState(), redemptions: [], ledger: [] } },
  play: loaded,
};

export const NotOffered: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getPointRewardConversionType': {
        status: 400,
        errorCode: 'function.not.available',
        message: 'off',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getPointRewardConversionType': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument(), { timeout: 10_000 });
  },
};
