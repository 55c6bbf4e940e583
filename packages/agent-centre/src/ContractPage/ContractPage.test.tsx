import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractAnswers, dailyEnding, dailyOffer } from '../testing/contractAnswers';
import { renderPage } from '../testing/renderPage';
import { DailySalaryPage } from '../DailySalaryPage';
import { RealTimeSalaryPage } from '../RealTimeSalaryPage';
import { DividendPage } from '../DividendPage';

function renderDaily(platform: FakePlatform = contractAnswers()) {
  const { client, sent } = fakeClient(platform);
  renderPage(<DailySalaryPage client={client} memberId="13" currency="USD" />);
  return { sent };
}

const mine = () => screen.getByRole('region', { name: 'My contract with my upline' });
const offerCard = async () => within(mine()).findByRole('region', { name: 'Slots' });

describe('ContractPage', () => {
  it('shows an offer with its terms and the higher-rate warning, and accepts it with the contract’s call', async () => {
    const { sent } = renderDaily();
    const card = await offerCard();
    expect(within(card).getByText('Offer waiting for an answer')).toBeInTheDocument();
    expect(within(card).getByText(/pay more than your upline’s own contract/)).toBeInTheDocument();
    const terms = within(card).getByRole('table', { name: /Terms of Slots/ });
    const rows = within(terms).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tier 1$0.001$16.00 fixed');
    expect(rows[2]).toHaveTextContent('Tier 2$100.0021%');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(mine()).getAllByRole('status')[0]).toHaveTextContent('The contract is in force.'),
    );
    expect(sent.find((request) => request.path.endsWith('MCSFE_processDailySalaryContract'))?.body).toEqual({
      id: 31,
      status: 'A',
    });
  });

  it('confirms a termination the upline asked for', async () => {
    const { sent } = renderDaily();
    const card = await within(mine()).findByRole('region', { name: 'Live casino' });
    expect(within(card).getByText('Termination requested')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm the termination' }));
    await waitFor(() => expect(within(mine()).getAllByRole('status')[0]).toHaveTextContent('The contract has ended.'));
    expect(sent.findLast((request) => request.method === 'POST')?.body).toEqual({ id: dailyEnding.id, status: 'C' });
  });

  it('says so when the upline withdrew the offer meanwhile, and nothing is accepted', async () => {
    renderDaily(
      contractAnswers({ refuse: { errorCode: 'contract_withdrawn', message: 'Your upline withdrew this offer.' } }),
    );
    const card = await offerCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(mine()).findByRole('alert')).toHaveTextContent(
      'Your upline withdrew this offer: nothing was accepted.',
    );
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('pages the settlement records, 20 at a time, newest first', async () => {
    renderDaily();
    const records = await screen.findByRole('table', { name: 'Settled periods, newest first' });
    expect(within(records).getAllByRole('row')).toHaveLength(21);
    expect(within(records).getAllByRole('row')[1]).toHaveTextContent('Jan 19, 2026Live casino$250.003Tier 2$2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /Settled periods/ })).getAllByRole('row')).toHaveLength(6),
    );
    expect(screen.getByRole('table', { name: /Settled periods/ })).toHaveTextContent('None$0.00');
  });

  it('offers a downline agent a contract, checking the tiers first', async () => {
    const { sent } = renderDaily();
    const downline = await screen.findByRole('region', { name: 'agent05' });
    expect(within(downline).getByText('No contract of this kind yet.')).toBeInTheDocument();
    await userEvent.click(within(downline).getByRole('button', { name: 'Offer a contract' }));
    const form = await within(downline).findByRole('form', { name: 'Offer agent05 a contract' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(3);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 1: Bet volume' }), '500');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 1: Active members' }), '1.5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 1: Rate' }), '120');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 2: Bet volume' }), '100');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 2: Active members' }), '3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tier 2: Rate' }), '0.8');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(within(form).getByText('Enter a whole number.')).toBeInTheDocument();
    expect(within(form).getByText('At most 100%.')).toBeInTheDocument();
    expect(within(form).getByText('Needs more turnover than the tier before.')).toBeInTheDocument();
    expect(sent.some((request) => request.path.endsWith('MCSFE_offerAgentContract'))).toBe(false);

    const fix = async (name: string, text: string) => {
      const field = within(form).getByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, text);
    };
    await fix('Tier 1: Active members', '1');
    await fix('Tier 1: Rate', '0.5');
    await fix('Tier 2: Bet volume', '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(downline).findByRole('status')).toHaveTextContent('Offer sent to agent05.');
    expect(sent.find((request) => request.path.endsWith('MCSFE_offerAgentContract'))?.body).toEqual({
      type: 'daily',
      username: 'agent05',
      productType: 'LIVE',
      tiers: [
        { minimumBet: 500, activeMember: 1, rate: 0.5, rateType: 'P' },
        { minimumBet: 2000, activeMember: 3, rate: 0.8, rateType: 'P' },
      ],
    });
  });

  it('asks to end a downline’s contract in force', async () => {
    const { sent } = renderDaily();
    const downline = await screen.findByRole('region', { name: 'agent04 · Agent Four' });
    await userEvent.click(within(downline).getByRole('button', { name: 'Request termination' }));
    expect(await within(downline).findByRole('status')).toHaveTextContent(
      'Termination requested: agent04 confirms it.',
    );
    expect(sent.findLast((request) => request.path.endsWith('MCSFE_terminateAgentContract'))?.body).toEqual({
      contractId: 40,
    });
  });

  it('says why the contracts failed to load, and tries again', async () => {
    let fail = true;
    const platform = contractAnswers();
    const contracts = platform['GET /wps/relay/MCSFE_getAgentContracts'];
    if (typeof contracts !== 'function') throw new Error('the contracts answer is a function');
    renderDaily({
      ...platform,
      'GET /wps/relay/MCSFE_getAgentContracts': (request) => (fail ? { fault: 'network' } : contracts(request)),
    });
    const [retry] = await screen.findAllByRole('button', { name: 'Try again' });
    if (!retry) throw new Error('no retry');
    fail = false;
    await userEvent.click(retry);
    expect(await offerCard()).toBeInTheDocument();
  });

  it('shows a real-time salary’s loss and win rates, and a dividend’s share of the net loss', async () => {
    const realtime = {
      ...dailyOffer,
      type: 'realtime',
      details: null,
      realTimeSalaryRates: [{ betAmount: 50, lossRate: 0.5, winRate: 0.2 }],
    };
    const { client } = fakeClient(contractAnswers({ mine: [realtime] }));
    const view = renderPage(<RealTimeSalaryPage client={client} memberId="13" currency="USD" />);
    const terms = await within(mine()).findByRole('table', { name: /Terms of Slots/ });
    expect(
      within(terms)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tier', 'Bet amount', 'When the team lost', 'When the team won']);
    expect(within(terms).getAllByRole('row')[1]).toHaveTextContent('Tier 1$50.000.5%0.2%');
    view.unmount();

    const dividend = {
      ...dailyOffer,
      type: 'dividend',
      computationPeriod: 'H',
      details: null,
      dividendRates: [{ contractRate: 20, minimumBet: 1000, activeMember: 3 }],
    };
    const other = fakeClient(contractAnswers({ mine: [dividend] }));
    renderPage(<DividendPage client={other.client} memberId="13" currency="USD" />);
    expect(await screen.findByText(/Settled for each half-month/)).toBeInTheDocument();
    const dividendTerms = await within(mine()).findByRole('table', { name: /Terms of Slots/ });
    expect(within(dividendTerms).getAllByRole('row')[1]).toHaveTextContent('Tier 1$1,000.00320%');
  });
});
