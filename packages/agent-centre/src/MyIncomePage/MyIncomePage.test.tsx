import { fakeClient } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportAnswers } from '../testing/reportAnswers';
import { renderPage } from '../testing/renderPage';
import { MyIncomePage } from './MyIncomePage';

function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('MyIncomePage', () => {
  it("shows the period's total, each kind's, and the payments newest first; a kind chosen asks for it", async () => {
    const { client, sent } = fakeClient(reportAnswers());
    renderPage(<MyIncomePage client={client} memberId="9" currency="USD" />);
    const table = await screen.findByRole('table', { name: '3 payments, newest first' });
    expect(figure('Total income')).toBe('$176.25');
    expect(figure('Hourly salary')).toBe('$26.252 payments');
    expect(figure('Dividend')).toBe('$0.000 payments');
    const [, ...rows] = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Hourly salary', '+$13.75', '$2,163.75']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of income' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Daily salary' }));
    expect(await screen.findByRole('table', { name: '1 payment, newest first' })).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ period: 'D', kind: 'DAILY_SALARY', page: '1' });
  });

  it('says when nothing was paid', async () => {
    const { client } = fakeClient({
      ...reportAnswers(),
      'GET /wps/relay/MCSFE_getAgentIncome': {
        value: {
          period: 'D',
          startTime: 0,
          endTime: 86_400_000,
          kinds: [],
          totalAmount: 0,
          list: [],
          totalCount: 0,
          totalPages: 0,
        },
      },
    });
    renderPage(<MyIncomePage client={client} memberId="9" currency="USD" />);
    expect(await screen.findByText('No income was paid to you in this period.')).toBeInTheDocument();
  });
});
