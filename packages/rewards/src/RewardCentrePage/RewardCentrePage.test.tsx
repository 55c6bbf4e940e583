import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { rewardAnswers, sampleState, type RewardState } from '../testing/rewardAnswers';
import { RewardCentrePage } from './RewardCentrePage';

function renderCentre(state: RewardState = sampleState(), platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...rewardAnswers(state), ...platform });
  const onMoneyMoved = vi.fn();
  const onCountsChanged = vi.fn();
  renderPage(
    <RewardCentrePage
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      onCountsChanged={onCountsChanged}
    />,
  );
  const posts = (path: string) => sent.filter((request) => request.method === 'POST' && request.path.endsWith(path));
  return { posts, onMoneyMoved, onCountsChanged, state };
}

const part = (name: string) => screen.findByRole('region', { name });
/** A card of a part: the list item its heading names. */
function card(region: HTMLElement, name: string): HTMLElement {
  const found = within(region)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card of ${name}`);
  return found;
}

describe('RewardCentrePage', () => {
  it('shows each promotion with its status, the draws, the tickets and vouchers with their expiry, and the history', async () => {
    renderCentre();
    const promotions = await part('Your promotions');
    expect(within(card(promotions, 'Free spins every Friday')).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(card(promotions, 'Weekend reload')).getByText('Open to join')).toBeInTheDocument();
    expect(within(card(promotions, 'Welcome bonus')).getByText('Claimed')).toBeInTheDocument();
    const tickets = await part('Cash tickets');
    expect(within(card(tickets, 'Birthday cash ticket')).getByText('$25.00')).toBeInTheDocument();
    expect(within(card(tickets, 'Birthday cash ticket')).getByText('Nov 7, 2026, 8:00 AM')).toBeInTheDocument();
    const vouchers = await part('Deposit vouchers');
    expect(within(card(vouchers, '10% deposit voucher')).getByText('10% up to $200.00')).toBeInTheDocument();
    expect(within(vouchers).queryByText('5% deposit voucher')).not.toBeInTheDocument();
    const history = await part('History');
    expect(within(history).getByText('Welcome bonus: $50.00 claimed')).toBeInTheDocument();
    expect(within(history).getByText('Weekend cash ticket: $10.00 claimed')).toBeInTheDocument();
    expect(within(history).getByText('5% deposit voucher: expired unused')).toBeInTheDocument();
    const draws = await part('Lucky draws');
    const draw = card(draws, 'Weekly lucky draw');
    expect(await within(draw).findByText('Running')).toBeInTheDocument();
    expect(within(draw).getByText('2 days 03:05:09')).toBeInTheDocument();
  });

  it('claims a reward once with a key, however often it is pressed, and says what was paid', async () => {
    const user = userEvent.setup();
    const { posts, onMoneyMoved, onCountsChanged } = renderCentre();
    const claim = await screen.findByRole('button', { name: 'Claim Free spins every Friday' });
    await user.dblClick(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('$10.00 was added to your main wallet.');
    expect(posts('MCSFE_claimLoginPromotion')).toHaveLength(1);
    expect(posts('MCSFE_claimLoginPromotion')[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(onCountsChanged).toHaveBeenCalled();
    const promotions = await part('Your promotions');
    await waitFor(() =>
      expect(within(card(promotions, 'Free spins every Friday')).getByText('Claimed')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Claim Free spins every Friday' })).not.toBeInTheDocument();
  });

  it('says so when the platform refuses a second claim, and nothing is paid', async () => {
    const user = userEvent.setup();
    const state = sampleState();
    const { onMoneyMoved } = renderCentre(state, {
      'POST /wps/relay/PROMOFE_claimTicket': { status: 400, errorCode: 'reward_already_claimed', message: 'x' },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Birthday cash ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed this.');
    expect(onMoneyMoved).not.toHaveBeenCalled();
  });

  it('cancels a voucher after asking, and keeps it when the member changes their mind', async () => {
    const user = userEvent.setup();
    const { posts } = renderCentre();
    await user.click(await screen.findByRole('button', { name: 'Cancel 10% deposit voucher' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts('MCSFE_cancelTicket')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel 10% deposit voucher' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('10% deposit voucher was cancelled.');
    expect(posts('MCSFE_cancelTicket')[0]?.body).toEqual({ ticketId: 'VC-3' });
    const history = await part('History');
    await waitFor(() => expect(within(history).getByText('10% deposit voucher: cancelled')).toBeInTheDocument());
  });

  it('takes a raffle ticket once and shows its number and validity', async () => {
    const user = userEvent.setup();
    const { posts } = renderCentre();
    await user.dblClick(await screen.findByRole('button', { name: 'Get my ticket for Weekly lucky draw' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your ticket R12-000007 is in the draw from 2026-11-01 to 2026-11-07.',
    );
    expect(posts('MCSFE_claimRafflePromotion')).toHaveLength(1);
    const draw = card(await part('Lucky draws'), 'Weekly lucky draw');
    expect(
      await within(draw).findByText('Ticket R12-000007, in the draw from 2026-11-01 to 2026-11-07'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the rewards cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCentre(sampleState(), {
      'GET /wps/relay/PROMOFE_getClaimTicketList': () => (fail ? { fault: 'network' } : { value: { list: [] } }),
    });
    expect(await screen.findByText('Your rewards could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no cash ticket to use.')).toBeInTheDocument();
  });
});
