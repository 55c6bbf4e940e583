import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { bonusAnswers, sampleBonuses, type FakeBonus } from '../testing/profitAnswers';
import { renderPage } from '../testing/renderPage';
import { BonusesPage } from './BonusesPage';

function renderBonuses(options: { bonuses?: FakeBonus[]; platform?: FakePlatform } = {}) {
  const { client, sent } = fakeClient({ ...bonusAnswers(options.bonuses), ...options.platform });
  renderPage(<BonusesPage client={client} memberId="9" currency="THB" onMoneyMoved={() => undefined} />);
  const asked = () => sent.filter((request) => request.path.endsWith('MCSFE_getBonusDetails')).map((r) => r.query);
  return { asked };
}

const region = () => screen.findByRole('region', { name: 'Bonuses received' });
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

/** The bonuses shown: the list named by the page's heading. */
async function entries() {
  const list = await screen.findByRole('list', { name: 'Bonuses received' });
  return within(list).getAllByRole('listitem');
}

async function chooseStatus(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Twelve bonuses, for paging. */
const many = (): FakeBonus[] =>
  Array.from({ length: 12 }, (_, index) => ({
    ...(sampleBonuses()[3] as FakeBonus),
    id: 100 - index,
    promotionName: `Bonus ${index + 1}`,
  }));

describe('BonusesPage', () => {
  it('lists the bonuses newest first: promotion, status in words, amount, dates and turnover progress', async () => {
    const { asked } = renderBonuses();
    await region();
    const rows = await entries();
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Weekend reload: 50% on your deposits',
      'Free spins every Friday',
      'Weekend reload: 50% on your deposits',
      'Welcome bonus: 100% on your first deposit',
    ]);
    expect(rows.map((row) => within(row).getByText(/^(Active|Cancelled|Expired|Completed)$/).textContent)).toEqual([
      'Active',
      'Cancelled',
      'Expired',
      'Completed',
    ]);
    const [active] = rows;
    if (!active) throw new Error('no bonus');
    expect(text(active)).toContain('BonusTHB 30.00');
    expect(text(active)).toContain('ReceivedMar 14, 2026');
    expect(text(active)).toContain('EndsMar 21, 2026');
    expect(text(active)).toContain('TurnoverTHB 310.00 of THB 720.00');
    const bar = within(active).getByRole('progressbar', { name: 'Turnover of Weekend reload: 50% on your deposits' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar.getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' ')).toBe('THB 310.00 of THB 720.00');
    expect(rows.map((row) => within(row).getByRole('progressbar').getAttribute('aria-valuenow'))).toEqual([
      '43',
      '30',
      '25',
      '100',
    ]);
    expect(asked()).toEqual([{ page: '1', size: '10' }]);
  });

  it('filters by status from the first page, and says when none has it', async () => {
    const bonuses = [...sampleBonuses(), ...many()];
    const { asked } = renderBonuses({ bonuses });
    await region();
    await entries();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Bonus 7')).toBeInTheDocument();
    expect(asked().at(-1)).toEqual({ page: '2', size: '10' });

    await chooseStatus('Expired');
    expect(asked().at(-1)).toEqual({ page: '1', size: '10', status: 'EXPIRED' });
    await screen.findByText('Expired', { selector: 'li span' });
    expect(await entries()).toHaveLength(1);

    bonuses.splice(0, bonuses.length, ...bonuses.filter((bonus) => bonus.status !== 'CANCELLED'));
    await chooseStatus('Cancelled');
    expect(await screen.findByText('No bonus has this status.')).toBeInTheDocument();
  });

  it('says a failed load with a retry that keeps the filter', async () => {
    let fail = false;
    const answers = bonusAnswers();
    const { asked } = renderBonuses({
      platform: {
        'GET /wps/relay/MCSFE_getBonusDetails': (request) => {
          if (fail) return { fault: 'network' };
          const route = answers['GET /wps/relay/MCSFE_getBonusDetails'];
          return typeof route === 'function' ? route(request) : { fault: 'network' };
        },
      },
    });
    await entries();
    fail = true;
    await chooseStatus('Completed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bonuses could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(1);
    expect(asked().slice(-2)).toEqual([
      { page: '1', size: '10', status: 'COMPLETED' },
      { page: '1', size: '10', status: 'COMPLETED' },
    ]);
  });

  it('says when the member has received no bonus', async () => {
    renderBonuses({ bonuses: [] });
    expect(await screen.findByText('You have not received any bonus yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
