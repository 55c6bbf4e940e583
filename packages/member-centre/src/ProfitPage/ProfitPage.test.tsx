import { ThemeProvider } from '@lobby/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { profitAnswers } from '../testing/profitAnswers';
import { renderPage } from '../testing/renderPage';
import { ProfitChart } from './ProfitChart';
import { ProfitPage } from './ProfitPage';

function renderProfit(platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...profitAnswers(), ...platform });
  renderPage(<ProfitPage client={client} memberId="9" currency="THB" onMoneyMoved={() => undefined} />);
  const asked = () => sent.filter((request) => request.path.endsWith('MCSFE_getPersonalProfitLoss'));
  return { asked };
}

const page = () => screen.findByRole('region', { name: 'Profit and loss' });

async function choosePeriod(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** An element's text with the formatters' no-break spaces as spaces. */
const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

/** The summary's figures as term and value. */
function summary() {
  const terms = screen.getAllByRole('term').map(text);
  const values = screen.getAllByRole('definition').map(text);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

/* eslint-disable testing-library/no-node-access -- the chart is a picture hidden from assistive technology: no role
   or name reaches its bars. */
/** Each bar of the chart by product: its start and end on the track (0-100, the middle at 50), left to right. */
function chartBars() {
  return Object.fromEntries(
    [...document.querySelectorAll('svg[data-product]')].map((svg) => {
      const rect = svg.querySelector('rect');
      const x = Number(rect?.getAttribute('x') ?? 50);
      return [svg.getAttribute('data-product'), [x, x + Number(rect?.getAttribute('width') ?? 0)]];
    }),
  );
}
const chartOf = (title: string) => screen.getByText(title).parentElement;
/* eslint-enable testing-library/no-node-access */

/** The product table's rows as their cells' text. */
function tableRows() {
  const table = screen.getByRole('table', { name: 'By product' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(text));
}

describe('ProfitPage', () => {
  it('opens on today: nothing played yet, every product at zero', async () => {
    const { asked } = renderProfit();
    await page();
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Today');
    expect(screen.getByText('Mar 18, 2026 (UTC)')).toBeInTheDocument();
    expect(asked().map((request) => request.query)).toEqual([{ period: 'TODAY' }]);
    expect(tableRows()).toHaveLength(1 + 7 + 1);
    expect(summary()['Net profit or loss']).toBe('THB 0.00');
  });

  it("shows a period's bets, wins, bonuses, rebates and net, per product and in total, and a chart of the played", async () => {
    const { asked } = renderProfit();
    await page();
    await choosePeriod('This month');
    await screen.findByText('Mar 1, 2026 to Mar 31, 2026 (UTC)');
    expect(asked().at(-1)?.query).toEqual({ period: 'THIS_MONTH' });
    expect(summary()).toEqual({
      // The amount, and the count under it.
      Bets: 'THB 3,710.00' + '68 bets',
      Wins: 'THB 3,090.00',
      Bonuses: 'THB 30.00',
      Rebates: 'THB 18.55',
      'Net profit or loss': '-THB 571.45',
    });
    const rows = tableRows();
    expect(rows[0]).toEqual(['Product', 'Bets', 'Wins', 'Win/loss']);
    expect(rows[1]).toEqual(['Slots', 'THB 1,620.00', 'THB 1,210.00', '-THB 410.00']);
    expect(rows[2]).toEqual(['Live casino', 'THB 800.00', 'THB 1,100.00', '+THB 300.00']);
    expect(rows.at(-1)).toEqual(['Total', 'THB 3,710.00', 'THB 3,090.00', '-THB 620.00']);
    // The chart pictures the table: hidden from assistive technology, one bar a product played.
    expect(screen.getByText('Win or loss by product')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(Object.keys(chartBars())).toHaveLength(7);
  });

  it('says a failed load with a retry that asks for the same period again', async () => {
    let fail = false;
    const answers = profitAnswers();
    const { asked } = renderProfit({
      'GET /wps/relay/MCSFE_getPersonalProfitLoss': (request) => {
        if (fail) return { status: 500, errorCode: 'internal_error' };
        const route = answers['GET /wps/relay/MCSFE_getPersonalProfitLoss'];
        return typeof route === 'function' ? route(request) : { fault: 'network' };
      },
    });
    await page();
    await screen.findByText('No bets in this period.');
    fail = true;
    await choosePeriod('Last week');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profit and loss could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last week');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Mar 9, 2026 to Mar 15, 2026 (UTC)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      asked()
        .slice(-2)
        .map((request) => request.query.period),
    ).toEqual(['LAST_WEEK', 'LAST_WEEK']);
  });
});

describe('ProfitChart', () => {
  const rows = [
    { key: 'RNG', label: 'Slots', value: -410 },
    { key: 'LIVE', label: 'Live casino', value: 300 },
    { key: 'LOTT', label: 'Lottery', value: 0 },
  ];
  it('draws a win towards the end and a loss towards the start, the largest the longest', () => {
    render(<ProfitChart title="Win or loss" rows={rows} />);
    expect(chartBars()).toEqual({ RNG: [0, 50], LIVE: [50, 50 + (300 / 410) * 50], LOTT: [50, 50] });
    expect(chartOf('Win or loss')).toHaveAttribute('aria-hidden', 'true');
  });

  it('mirrors under right to left: a win grows to the left', async () => {
    render(
      <ThemeProvider brand="sahara" dir="rtl" lang="ar" scope="element">
        <ProfitChart title="Win or loss" rows={rows} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(chartBars().RNG).toEqual([50, 100]));
    expect(chartBars().LIVE).toEqual([50 - (300 / 410) * 50, 50]);
  });
});
