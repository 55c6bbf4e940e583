import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reportAnswers } from '../testing/reportAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { fakeToday } from '../testing/teamAnswers';
import { AccountDetailsPage } from './AccountDetailsPage';

function StoryAccountDetailsPage({ platform }: { platform: FakePlatform }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <AccountDetailsPage client={client} memberId="9" currency="USD" />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/AccountDetailsPage',
  component: StoryAccountDetailsPage,
  args: { platform: reportAnswers() },
  // The days the search starts with are the last seven up to today: the fake platform's today, so the picture holds.
  beforeEach: () => {
    const realNow = Date.now;
    Date.now = () => fakeToday + 12 * 60 * 60 * 1000;
    return () => {
      Date.now = realNow;
    };
  },
} satisfies Meta<typeof StoryAccountDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
};

export const Loaded: Story = { play: loaded };

export const LoadFailed: Story = {
  args: { platform: { ...reportAnswers(), 'GET /wps/relay/MCSFE_getAgentDownlineTransactions': { fault: 'network' } } },
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
      'GET /wps/relay/MCSFE_getAgentDownlineTransactions': {
        status: 403,
        errorCode: 'agent_only',
        message: 'Agents only',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
