import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportAnswers } from '../testing/reportAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { TeamBettingPage } from './TeamBettingPage';

function StoryTeamBettingPage({ platform }: { platform: FakePlatform }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <TeamBettingPage client={client} memberId="9" currency="USD" />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/TeamBettingPage',
  component: StoryTeamBettingPage,
  args: { platform: reportAnswers() },
} satisfies Meta<typeof StoryTeamBettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
};

export const Loaded: Story = { play: loaded };

export const Drill: Story = {
  play: async (context) => {
    await loaded(context);
    const canvas = within(context.canvasElement);
    const [first] = within(canvas.getByRole('table')).getAllByRole('button');
    if (first) await userEvent.click(first);
    // The member's heading takes the focus (in the brand's language).
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
  },
};

export const LoadFailed: Story = {
  args: { platform: { ...reportAnswers(), 'GET /wps/relay/MCSFE_getAgentTeamBetting': { fault: 'network' } } },
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
      'GET /wps/relay/MCSFE_getAgentTeamBetting': { status: 403, errorCode: 'agent_only', message: 'Agents only' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
