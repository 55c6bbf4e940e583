import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { teamAnswers } from '../testing/teamAnswers';
import { TeamOverviewPage } from './TeamOverviewPage';

function renderOverview(platform: FakePlatform = teamAnswers()) {
  const { client, sent } = fakeClient(platform);
  renderPage(<TeamOverviewPage client={client} memberId="9" currency="USD" />);
  return { sent };
}

/** The value shown under a figure's label. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function choosePeriod(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('TeamOverviewPage', () => {
  it("shows today's team and figures, then the trend of the seven days, the running one marked", async () => {
    const { sent } = renderOverview();
    expect(await screen.findAllByText('Jan 5, 2026')).toHaveLength(2);
    expect(sent.at(-1)?.query).toEqual({ period: 'D' });
    expect(figure('Team members')).toBe('12');
    expect(figure('Direct downlines')).toBe('5');
    expect(figure('Agents in the team')).toBe('2');
    expect(figure('Active members')).toBe('9');
    expect(figure('Bets')).toBe('$12,000.00310 bets');
    expect(figure('Members’ win or loss')).toBe('-$840.00');
    expect(figure('Deposits')).toBe('$4,500.006 transactions');

    const table = screen.getByRole('table', { name: 'Trend' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Dec 30, 2025');
    expect(rows.at(-1)).toHaveAttribute('aria-current', 'true');
    expect(
      within(rows.at(-1) as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '3', '$12,000.00', '-$840.00', '$4,500.00']);
  });

  it('asks for the period chosen and shows its bounds and its trend', async () => {
    const { sent } = renderOverview();
    await screen.findAllByText('Jan 5, 2026');
    await choosePeriod('This half-month');
    expect(await screen.findAllByText('Jan 1, 2026 to Jan 15, 2026')).toHaveLength(2);
    expect(sent.at(-1)?.query).toEqual({ period: 'H' });
    const rows = within(screen.getByRole('table', { name: 'Trend' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Oct 16, 2025 to Oct 31, 2025',
      'Nov 1, 2025 to Nov 15, 2025',
      'Nov 16, 2025 to Nov 30, 2025',
      'Dec 1, 2025 to Dec 15, 2025',
      'Dec 16, 2025 to Dec 31, 2025',
      'Jan 1, 2026 to Jan 15, 2026',
    ]);
  });

  it('says why it could not load, keeps the period, and loads on a retry', async () => {
    let fail = true;
    const answers = teamAnswers();
    const overview = answers['GET /wps/relay/MCSFE_getAgentTeamOverview'];
    const { sent } = renderOverview({
      'GET /wps/relay/MCSFE_getAgentTeamOverview': (request) =>
        fail ? { fault: 'network' } : typeof overview === 'function' ? overview(request) : { fault: 'network' },
    });
    expect(
      await screen.findByText(/The team overview could not be loaded\. Network link is abnormal/),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Jan 5, 2026')).toHaveLength(2);
    expect(sent.every((request) => request.query.period === 'D')).toBe(true);
  });

  it('tells a caller who is not an agent that the page is for agents', async () => {
    renderOverview({
      'GET /wps/relay/MCSFE_getAgentTeamOverview': { status: 403, errorCode: 'agent_only', message: 'Agents only' },
    });
    expect(await screen.findByText(/Non-agents cannot log in/)).toBeInTheDocument();
  });
});
