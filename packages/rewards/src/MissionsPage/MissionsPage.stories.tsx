import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { missionAnswers, sampleMissions, type FakeMission } from '../testing/missionAnswers';
import { MissionsPage } from './MissionsPage';

function StoryMissions({ missions, platform }: { missions: FakeMission[]; platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...missionAnswers(structuredClone(missions)), ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <MissionsPage client={state.client} memberId="9" currency="USD" onMoneyMoved={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Rewards/MissionsPage',
  component: StoryMissions,
  args: { missions: sampleMissions(), platform: {} },
} satisfies Meta<typeof StoryMissions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once everything has loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  await waitFor(() => expect(within(canvasElement).getAllByRole('progressbar').length).toBeGreaterThan(1), {
    timeout: 10_000,
  });
};

/**
 * Presses the first milestone's claim (the stories run in each brand's own language, so buttons go by place, not
 * words) and answers the page.
 */
async function claimFirst(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const cards = await page.findAllByRole('listitem', {}, { timeout: 10_000 });
  const button = await within(cards[0]?.closest('ul')?.parentElement ?? canvasElement).findByRole(
    'button',
    {},
    { timeout: 10_000 },
  );
  await userEvent.click(button);
  return page;
}

export const Missions: Story = {
  play: async (context) => {
    await loaded(context);
    // A bar for the VIP level and one for each mission.
    await expect(within(context.canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

export const Claimed: Story = {
  play: async ({ canvasElement }) => {
    const page = await claimFirst(canvasElement);
    await expect(await page.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('5.00');
    await waitFor(() => expect(page.queryAllByRole('button')).toHaveLength(0), {
      timeout: 10_000,
    });
  },
};

/** The platform says the milestone was claimed already (another tab): the page says so and pays nothing. */
export const AlreadyClaimed: Story = {
  args: {
    platform: {
      'POST /wps/relay/MCSFE_claimMissionMilestone': {
        status: 400,
        errorCode: 'mission_milestone_claimed',
        message: 'Already claimed.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await claimFirst(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 10_000 })).not.toHaveTextContent('Already claimed.');
  },
};

export const NothingRunning: Story = {
  args: {
    missions: [],
    platform: {
      'GET /wps/relay/MCSFE_getMissionLeaderboard': {
        value: { startTime: 0, endTime: 1, list: [], self: { rank: null, points: 0 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': { status: 500, errorCode: 'internal_error' },
      'GET /wps/relay/MCSFE_getMissionLeaderboard': { status: 500, errorCode: 'internal_error' },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
  },
};
