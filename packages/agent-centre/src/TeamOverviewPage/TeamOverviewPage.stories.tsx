import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryQueries } from '../testing/StoryQueries';
import { teamAnswers } from '../testing/teamAnswers';
import { TeamOverviewPage } from './TeamOverviewPage';

function StoryOverview({ platform }: { platform: FakePlatform }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <TeamOverviewPage client={client} memberId="9" currency="USD" />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/TeamOverviewPage',
  component: StoryOverview,
  args: { platform: teamAnswers() },
} satisfies Meta<typeof StoryOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
};

export const Today: Story = {
  play: async (context) => {
    await loaded(context);
    const rows = within(within(context.canvasElement).getByRole('table')).getAllByRole('row');
    // A heading row and the seven days.
    await expect(rows).toHaveLength(8);
  },
};

export const HalfMonth: Story = {
  play: async (context) => {
    await loaded(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const options = await within(context.canvasElement.ownerDocument.body).findAllByRole('option');
    const half = options[2];
    if (half) await userEvent.click(half);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(7), { timeout: 10_000 });
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getAgentTeamOverview': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
