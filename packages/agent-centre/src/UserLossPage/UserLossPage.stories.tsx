import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reportAnswers } from '../testing/reportAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { UserLossPage } from './UserLossPage';

function StoryUserLossPage({ platform }: { platform: FakePlatform }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <UserLossPage client={client} memberId="9" currency="USD" />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/UserLossPage',
  component: StoryUserLossPage,
  args: { platform: reportAnswers() },
} satisfies Meta<typeof StoryUserLossPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
};

export const Loaded: Story = { play: loaded };

export const LoadFailed: Story = {
  args: { platform: { ...reportAnswers(), 'GET /wps/relay/MCSFE_getAgentUserLoss': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    // In the brand's language: the alert saying why, and the retry beside it.
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('button').length).toBeGreaterThan(0);
  },
};

export const NotAnAgent: Story = {
  args: {
    platform: {
      ...reportAnswers(),
      'GET /wps/relay/MCSFE_getAgentUserLoss': { status: 403, errorCode: 'agent_only', message: 'Agents only' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
