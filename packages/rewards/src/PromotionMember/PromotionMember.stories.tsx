import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient } from '@lobby/api-client/testing';
import type { PromotionStatus } from '@lobby/contract';
import { rewardAnswers, sampleState } from '../testing/rewardAnswers';
import { PromotionMember } from './PromotionMember';

/** The weekend reload (a MANUAL promotion) in `status`, as its detail shows the member's side. */
function StoryMember({ status, announcementId = 103 }: { status: PromotionStatus; announcementId?: number }) {
  const [held] = useState(() => {
    const state = sampleState();
    const reload = state.promotions.find((row) => row.promotionType === 'MANUAL');
    if (reload) {
      reload.status = status;
      if (status !== 'join') reload.comment = 'Deposited 500 on Saturday by bank transfer';
      if (status === 'rejected') reload.remark = 'No qualifying deposit this weekend';
      if (status === 'claimed') reload.claimTime = reload.startTime;
    }
    return {
      client: fakeClient(rewardAnswers(state), { delayMs: 150 }).client,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    };
  });
  return (
    <QueryClientProvider client={held.queryClient}>
      <PromotionMember
        client={held.client}
        memberId="9"
        currency="USD"
        onMoneyMoved={() => undefined}
        announcementId={announcementId}
        place="detail"
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Rewards/PromotionMember',
  component: StoryMember,
  args: { status: 'join' },
} satisfies Meta<typeof StoryMember>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('region', {}, { timeout: 10_000 });
};

/** Open to join: the comment with its count and the Apply button. */
export const Apply: Story = { play: shown };

/** A comment over 140 characters refused by the form, nothing sent. */
export const CommentTooLong: Story = {
  play: async (context) => {
    await shown(context);
    const canvas = within(context.canvasElement);
    const comment = canvas.getByRole('textbox');
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Applying: Story = { args: { status: 'applying' }, play: shown };
export const Rejected: Story = { args: { status: 'rejected' }, play: shown };
export const Issued: Story = { args: { status: 'issued' }, play: shown };
export const Claimed: Story = { args: { status: 'claimed' }, play: shown };
export const Closed: Story = { args: { status: 'closed' }, play: shown };
export const Coming: Story = { args: { status: 'coming' }, play: shown };
