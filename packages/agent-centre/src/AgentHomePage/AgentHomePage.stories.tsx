import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StoryQueries } from '../testing/StoryQueries';
import { contractAnswers } from '../testing/contractAnswers';
import { reportAnswers } from '../testing/reportAnswers';
import { teamAnswers } from '../testing/teamAnswers';
import { AgentHomePage } from './AgentHomePage';

function StoryHome({ platform, onOpenPage }: { platform: FakePlatform; onOpenPage: (page: string) => void }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <AgentHomePage client={client} memberId="9" currency="USD" onOpenPage={onOpenPage} />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/AgentHomePage',
  component: StoryHome,
  args: { platform: { ...reportAnswers(), ...contractAnswers(), ...teamAnswers() }, onOpenPage: fn() },
} satisfies Meta<typeof StoryHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('region')).toHaveLength(4), { timeout: 10_000 });
    await expect(within(canvas.getByRole('navigation')).getAllByRole('button')).toHaveLength(4);
  },
};
