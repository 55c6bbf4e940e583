import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportAnswers } from '../testing/reportAnswers';
import { renderPage } from '../testing/renderPage';
import { TeamBettingPage } from './TeamBettingPage';

function renderBetting(platform: FakePlatform = reportAnswers()) {
  const { client, sent } = fakeClient(platform);
  renderPage(<TeamBettingPage client={client} memberId="9" currency="USD" />);
  return { sent };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TeamBettingPage', () => {
  it("shows today's members who bet, each row's figures and the totals of all of them", async () => {
    const { sent } = renderBetting();
    const table = await screen.findByRole('table', { name: '3 members who bet' });
    expect(sent.at(-1)?.query).toEqual({ period: 'D', sort: 'betAmount', page: '1', size: '20' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'agent02',
      'player07',
      'player10',
      'Totals',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual(['3', '6', '$300.50', '$290.00', '$0.00', '-$300.50']);
    expect(cells(rows[3] as HTMLElement)).toEqual(['', '66', '$7,900.50', '$7,690.00', '$7,350.00', '-$550.50']);
  });

  it('asks again for the period, product and order chosen', async () => {
    const { sent } = renderBetting();
    await screen.findByRole('table');
    await choose('Period', 'This month');
    await screen.findByRole('cell', { name: '$15,600.00' });
    expect(sent.at(-1)?.query).toMatchObject({ period: 'M' });
    await choose('Order by', 'Username');
    expect(sent.at(-1)?.query).toMatchObject({ period: 'M', sort: 'username' });
    await choose('Product', 'Live casino');
    expect(await screen.findByText('Nobody in your team bet in this period.')).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ period: 'M', productType: 'LIVE', page: '1' });
  });

  it("opens a member's bets, its heading focused, and goes back to that member's name", async () => {
    const { sent } = renderBetting();
    await userEvent.click(await screen.findByRole('button', { name: 'Bets of player07' }));
    const heading = await screen.findByRole('heading', { name: 'Bets of player07' });
    expect(heading).toHaveFocus();
    expect(sent.at(-1)?.query).toMatchObject({ username: 'player07', period: 'D' });
    const table = await screen.findByRole('table', { name: /18 bets/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Mahjong Ways')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the team' }));
    expect(await screen.findByRole('button', { name: 'Bets of player07' })).toHaveFocus();
  });

  it('says why it could not load, with a retry; a caller who is not an agent is told so', async () => {
    renderBetting({ 'GET /wps/relay/MCSFE_getAgentTeamBetting': { fault: 'network' } });
    expect(await screen.findByText(/Your team’s bets could not be loaded\. Network link/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells a caller who is not an agent that the page is for agents', async () => {
    renderBetting({
      'GET /wps/relay/MCSFE_getAgentTeamBetting': { status: 403, errorCode: 'agent_only', message: 'Agents only' },
    });
    expect(await screen.findByText(/Non-agents cannot log in/)).toBeInTheDocument();
  });
});
