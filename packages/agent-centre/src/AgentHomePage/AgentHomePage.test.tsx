import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { contractAnswers } from '../testing/contractAnswers';
import { reportAnswers } from '../testing/reportAnswers';
import { teamAnswers } from '../testing/teamAnswers';
import { AgentHomePage } from './AgentHomePage';

function renderHome(platform: FakePlatform = teamAnswers()) {
  const { client, sent } = fakeClient(platform);
  const onOpenPage = vi.fn();
  renderPage(<AgentHomePage client={client} memberId="9" currency="USD" onOpenPage={onOpenPage} />);
  return { sent, onOpenPage };
}

const figuresOf = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('definition')
    .map((value) => value.textContent);
};

describe('AgentHomePage', () => {
  it("shows the team, today's and this month's figures, from the day's and the month's overview", async () => {
    const { sent } = renderHome();
    expect(await screen.findByRole('region', { name: 'Your team' })).toBeInTheDocument();
    expect(figuresOf('Your team')).toEqual(['12', '9']);
    expect(figuresOf('Today')).toEqual(['$12,000.00', '$4,500.00', '-$840.00']);
    expect(figuresOf('This month')).toEqual(['$12,000.00', '$4,500.00', '-$840.00']);
    expect(
      sent
        .filter((request) => request.path.endsWith('TeamOverview'))
        .map((request) => request.query.period)
        .sort(),
    ).toEqual(['D', 'M']);
  });

  it("adds the month's income and the contracts waiting for an answer, each type opening its page", async () => {
    const { onOpenPage } = renderHome({ ...reportAnswers(), ...contractAnswers(), ...teamAnswers() });
    expect(await screen.findByText('Your income')).toBeInTheDocument();
    expect(figuresOf('This month')).toEqual(['$12,000.00', '$4,500.00', '-$840.00', '$176.25']);
    const waiting = await screen.findByRole('region', { name: /waits? for your answer/ });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Daily salary' }));
    expect(onOpenPage).toHaveBeenCalledWith('agentDailySalary');
  });

  it('leads into the agent centre', async () => {
    const { onOpenPage } = renderHome();
    const shortcuts = await screen.findByRole('navigation', { name: 'Agent centre' });
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Register centre' }));
    expect(onOpenPage).toHaveBeenCalledWith('agentRegisterCentre');
  });

  it('says why the figures could not load and loads them on a retry', async () => {
    let fail = true;
    const overview = teamAnswers()['GET /wps/relay/MCSFE_getAgentTeamOverview'];
    renderHome({
      'GET /wps/relay/MCSFE_getAgentTeamOverview': (request) =>
        fail || typeof overview !== 'function' ? { fault: 'network' } : overview(request),
    });
    expect(await screen.findByText(/could not be loaded\. Network link is abnormal/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your team' })).toBeInTheDocument();
  });
});
