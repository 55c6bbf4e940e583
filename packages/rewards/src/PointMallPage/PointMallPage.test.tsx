import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pointAnswers, samplePointsState, type FakePointsState } from '../testing/pointAnswers';
import { renderPage } from '../testing/renderPage';
import { PointMallPage } from './PointMallPage';

function renderMall(
  options: { member?: boolean; state?: FakePointsState; platform?: FakePlatform; delayMs?: number } = {},
) {
  const state = options.state ?? samplePointsState();
  const { client, sent } = fakeClient(
    { ...pointAnswers(state), ...options.platform },
    { delayMs: options.delayMs ?? 0 },
  );
  const onMoneyMoved = vi.fn();
  const onSignIn = vi.fn();
  renderPage(
    <PointMallPage
      client={client}
      memberId={options.member === false ? undefined : '9'}
      currency="USD"
      onMoneyMoved={onMoneyMoved}
      onSignIn={onSignIn}
    />,
  );
  const posts = (path: string) => sent.filter((request) => request.method === 'POST' && request.path.endsWith(path));
  return { state, sent, posts, onMoneyMoved, onSignIn };
}

/** A reward's card in the catalogue: its heading names it. */
async function card(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name, level: 3 });
  const found = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card of ${name}`);
  return found;
}

/** Presses a reward's Redeem and answers its dialog. */
async function openRedeem(name: string): Promise<HTMLElement> {
  await userEvent.click(within(await card(name)).getByRole('button', { name: `Redeem ${name}` }));
  return screen.findByRole('dialog', { name: `Redeem ${name}` });
}

describe('PointMallPage', () => {
  it('shows the points, and each reward with its picture, price in points and money, and what is left', async () => {
    renderMall();
    expect(await screen.findByText('5,000 points')).toBeInTheDocument();
    const spins = await card('20 free spins');
    expect(within(spins).getByText('500 points')).toBeInTheDocument();
    expect(within(spins).getByText('Worth $5.00')).toBeInTheDocument();
    expect(within(spins).getByText('200 left')).toBeInTheDocument();
    const vip = await card('VIP lounge pass');
    expect(within(vip).getByText('Sold out')).toBeInTheDocument();
    expect(within(vip).getByRole('button', { name: 'Redeem VIP lounge pass' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Merchandise' }));
    expect(await card('Football jersey')).toBeTruthy();
  });

  it('shows a visitor the catalogue and asks them to log in to redeem', async () => {
    const { onSignIn, sent } = renderMall({ member: false });
    const spins = await card('20 free spins');
    expect(screen.getByText('Log in to see your points and redeem rewards.')).toBeInTheDocument();
    await userEvent.click(within(spins).getByRole('button', { name: 'Redeem 20 free spins' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((request) => request.path)).not.toContain('/wps/relay/MCSFE_getPointBalance');
    expect(screen.queryByRole('heading', { name: 'Redeem history' })).not.toBeInTheDocument();
  });

  it('redeems with the password, once for a double click, and the points and history follow', async () => {
    const { posts, state } = renderMall({ delayMs: 30 });
    const dialog = await openRedeem('20 free spins');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByText('1,000 points')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Login password/), state.password);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await screen.findByText(
        '20 free spins redeemed for 1,000 points. It is being processed: follow it in your redeem history.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = posts('MCSFE_redeemPointReward');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ rewardId: 1, quantity: 2, password: state.password });
    expect(sent[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('4,000 points')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Redeem history' }));
    await waitFor(() => expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Processing'));
    expect(history.getAllByRole('listitem')[1]).toHaveTextContent('Approved');
  });

  it('refuses in the form what it knows: no password, more than is left, more than the points', async () => {
    const { posts } = renderMall();
    const dialog = await openRedeem('Bonus credit');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    expect(within(dialog).getByText('You can redeem up to 3.')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('Only 3 left: enter 3 or fewer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your login password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Merchandise' }));
    const jersey = await openRedeem('Football jersey');
    await userEvent.type(within(jersey).getByLabelText(/Login password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(jersey).findByText('That needs 6,000 points, more than you have.')).toBeInTheDocument();
    expect(within(jersey).getByText('Enter the address to send it to.')).toBeInTheDocument();
    expect(posts('MCSFE_redeemPointReward')).toHaveLength(0);
  });

  it("shows the platform's refusals: a wrong password on its field, inventory gone meanwhile, nothing taken", async () => {
    const state = samplePointsState();
    const { posts } = renderMall({ state });
    const dialog = await openRedeem('Bonus credit');
    const password = within(dialog).getByLabelText(/Login password/);
    await userEvent.type(password, 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    // Sold to others meanwhile: one left.
    const bonus = state.rewards.find((reward) => reward.id === 2);
    if (bonus) bonus.inventory = 1;
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.clear(password);
    await userEvent.type(password, state.password);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('Only 1 of this reward are left. Lower the quantity.')).toBeInTheDocument();
    expect(posts('MCSFE_redeemPointReward')).toHaveLength(2);
    expect(state.points).toBe(5000);
  });

  it('converts points with the password, says what arrived and refreshes the balances', async () => {
    const { state, onMoneyMoved, posts } = renderMall();
    const region = within(await screen.findByRole('region', { name: 'Convert points into money' }));
    await userEvent.type(region.getByRole('textbox', { name: /Points to convert/ }), '50');
    await userEvent.click(region.getByRole('button', { name: 'Convert' }));
    expect(await region.findByText('Enter a whole number of points, at least 100.')).toBeInTheDocument();
    const amount = region.getByRole('textbox', { name: /Points to convert/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(region.getByText('You receive $10.00.')).toBeInTheDocument();
    await userEvent.type(region.getByLabelText(/Login password/), state.password);
    await userEvent.click(region.getByRole('button', { name: 'Convert' }));
    expect(await region.findByText('1,000 points converted: $10.00 is in your main wallet.')).toBeInTheDocument();
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    expect(posts('MCSFE_convertPoint')[0]?.body).toEqual({ amount: 1000, password: state.password });
    expect(await screen.findByText('4,000 points')).toBeInTheDocument();
    // The password is not kept once done.
    expect(region.getByLabelText(/Login password/)).toHaveValue('');
  });

  it('lists the point details, each movement named and signed, with the points after it', async () => {
    renderMall();
    const details = within(await screen.findByRole('region', { name: 'Point details' }));
    expect(await details.findByText('Reward redeemed')).toBeInTheDocument();
    expect(details.getByText('-500')).toBeInTheDocument();
    expect(details.getByText('Points given')).toBeInTheDocument();
    expect(details.getByText('+5,500')).toBeInTheDocument();
    expect(details.getByText('Balance 5,000')).toBeInTheDocument();
  });

  it('says when the points mall is off, and offers a retry when it could not load', async () => {
    renderMall({
      platform: {
        'GET /wps/relay/MCSFE_getPointRewardConversionType': {
          status: 400,
          errorCode: 'function.not.available',
          message: 'off',
        },
      },
    });
    expect(await screen.findByText('The points mall is not offered here.')).toBeInTheDocument();
  });

  it('offers a retry when the catalogue types could not load', async () => {
    renderMall({ platform: { 'GET /wps/relay/MCSFE_getPointRewardConversionType': { fault: 'network' } } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
