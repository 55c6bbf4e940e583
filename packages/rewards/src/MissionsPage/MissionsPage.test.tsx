import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform, type SentRequest } from '@lobby/api-client/testing';
import { missionAnswers, sampleMissions, type FakeMission } from '../testing/missionAnswers';
import { renderPage } from '../testing/renderPage';
import { MissionsPage } from './MissionsPage';

function renderMissions(missions: FakeMission[] = sampleMissions(), platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...missionAnswers(missions), ...platform });
  const onMoneyMoved = vi.fn();
  const onCountsChanged = vi.fn();
  renderPage(
    <MissionsPage
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      onCountsChanged={onCountsChanged}
    />,
  );
  const claims = () => sent.filter((request) => request.method === 'POST');
  return { claims, sent, onMoneyMoved, onCountsChanged };
}

/** A mission's card: its heading names it. */
function card(name: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`No card of ${name}`);
  return found;
}

const claimButton = () => screen.findByRole('button', { name: 'Claim milestone 1 of Daily slots spins' });

describe('MissionsPage', () => {
  it("shows the member's VIP level, the way to the next one and the ladder", async () => {
    renderMissions();
    expect(await screen.findByText('Level: Gold')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Turnover this month toward Platinum' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '$3,000.00 of $10,000.00');
    const ladder = await screen.findByRole('list', { name: 'VIP levels and their monthly turnover' });
    const levels = within(ladder).getAllByRole('listitem');
    expect(levels.map((level) => level.textContent)).toEqual([
      'Bronze$0.00',
      'Silver$500.00',
      'Gold (your level)$2,500.00',
      'Platinum$10,000.00',
      'Diamond$50,000.00',
    ]);
    expect(levels[2]).toHaveAttribute('aria-current', 'true');
  });

  it('lists the missions with their progress toward the next milestone, their rewards and statuses', async () => {
    renderMissions();
    await claimButton();
    expect(screen.getByText(/1 reward is waiting to be claimed\./)).toHaveTextContent(
      '1 reward is waiting to be claimed. Your mission points this week: 40',
    );
    const slots = screen.getByRole('progressbar', { name: 'Progress of Daily slots spins' });
    // Twelve rounds toward the second milestone's thirty.
    expect(slots).toHaveAttribute('aria-valuenow', '40');
    expect(slots).toHaveAttribute('aria-valuetext', '12 rounds of 30 rounds');
    const live = screen.getByRole('progressbar', { name: 'Progress of Live casino of the day' });
    expect(live).toHaveAttribute('aria-valuetext', '$120.00 of $200.00');
    const steps = within(card('Daily slots spins')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Milestone 1 · 10 roundsReward $5.00 · 10 pointsClaimClaim milestone 1 of Daily slots spins',
      'Milestone 2 · 30 roundsReward $15.00 · 25 pointsIn progress',
      'Milestone 3 · 60 roundsReward $40.00 · 50 pointsIn progress',
    ]);
    const deposit = within(card('Weekly top-up'));
    expect(deposit.getByText('Each deposit from $100.00 counts.')).toBeInTheDocument();
    expect(deposit.getByText('Claimed')).toBeInTheDocument();
    expect(deposit.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 deposit of 3 deposits');
    expect(within(card('Daily slots spins')).getByText(/^Daily · Ends /)).toBeInTheDocument();
  });

  it('claims a milestone once on a double click, with a key; says what was paid; refreshes balance and badge', async () => {
    const { claims, onMoneyMoved, onCountsChanged } = renderMissions();
    await userEvent.dblClick(await claimButton());
    expect(await screen.findByRole('status')).toHaveTextContent('A reward of $5.00 was paid into your main wallet.');
    expect(claims()).toHaveLength(1);
    expect(claims()[0]?.body).toEqual({ missionId: 1, milestoneId: 11 });
    expect(claims()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(onCountsChanged).toHaveBeenCalled();
    expect(await screen.findByText(/No reward is waiting to be claimed\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim milestone/ })).not.toBeInTheDocument();
    expect(within(card('Daily slots spins')).getByText('Claimed')).toBeInTheDocument();
  });

  it("says so when the platform refuses a claim, and pays nothing; a failed claim's key is not reused", async () => {
    const { claims, onMoneyMoved } = renderMissions(sampleMissions(), {
      'POST /wps/relay/MCSFE_claimMissionMilestone': () => ({
        status: 400,
        errorCode: 'mission_milestone_claimed',
        message: 'Already claimed.',
      }),
    });
    await userEvent.click(await claimButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This milestone was already claimed in this period.');
    expect(onMoneyMoved).not.toHaveBeenCalled();
    await userEvent.click(await claimButton());
    await waitFor(() => expect(claims()).toHaveLength(2));
    const [first, second] = claims();
    expect(first?.headers.get(idempotencyKeyHeader)).not.toBe(second?.headers.get(idempotencyKeyHeader));
  });

  it("shows the week's leaderboard with masked names and the member's place", async () => {
    renderMissions();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RankPlayerPoints', '1pl***01135', '2ag***0140', '2pl***0340']);
    expect(screen.getByText('Your place: 2 with 40 points.')).toBeInTheDocument();
  });

  it('says when nothing runs and nobody has points', async () => {
    renderMissions([], {
      'GET /wps/relay/MCSFE_getMissionLeaderboard': () => ({
        value: { startTime: 0, endTime: 1, list: [], self: { rank: null, points: 0 } },
      }),
    });
    expect(await screen.findByText('There are no missions running right now.')).toBeInTheDocument();
    expect(await screen.findByText('Nobody has mission points this week yet.')).toBeInTheDocument();
    expect(screen.getByText('You have no mission points this week yet.')).toBeInTheDocument();
  });

  it('says when the missions could not be loaded or came malformed, and tries again', async () => {
    let calls = 0;
    const summary = missionAnswers(sampleMissions())['GET /wps/relay/MCSFE_getMissionSummaryDetails'] as (
      request: SentRequest,
    ) => FakeAnswer;
    renderMissions(sampleMissions(), {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': (request) => {
        calls += 1;
        if (calls === 1) return { value: { missions: [{ missionId: 1 }], claimableCount: -1 } };
        return summary(request);
      },
      'GET /wps/relay/MCSFE_getPlayerRankProgress': () => ({ status: 500, message: 'down' }),
    });
    expect(await screen.findByText('Your missions could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your VIP level could not be loaded.')).toBeInTheDocument();
    // The rest of the page stands: the leaderboard loads.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[1] as HTMLElement);
    expect(await claimButton()).toBeInTheDocument();
  });
});
