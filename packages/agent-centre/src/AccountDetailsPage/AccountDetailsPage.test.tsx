import { fakeClient } from '@lobby/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportAnswers } from '../testing/reportAnswers';
import { renderPage } from '../testing/renderPage';
import { AccountDetailsPage } from './AccountDetailsPage';
import { firstDetailsFilter, rangeProblem } from './accountDetails';

function renderDetails() {
  const { client, sent } = fakeClient(reportAnswers());
  renderPage(<AccountDetailsPage client={client} memberId="9" currency="USD" />);
  return { sent };
}

describe('AccountDetailsPage', () => {
  it("lists the team's movements of the last seven days, each with its member, type and status", async () => {
    const { sent } = renderDetails();
    const table = await screen.findByRole('table', { name: '4 transactions, newest first' });
    const first = firstDetailsFilter();
    expect(sent.at(-1)?.query).toEqual({ startDate: first.from, endDate: first.to, page: '1', size: '20' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['agent02', 'Withdrawal', '-$1,000.00', '$3,000.00', 'Pending', 'Bangkok Bank']);
  });

  it('filters by a member of the team and a type, and refuses a name outside the team at its field', async () => {
    const { sent } = renderDetails();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'player07');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: '1 transaction, newest first' })).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ username: 'player07', type: 'DEPOSIT' });

    await userEvent.clear(screen.getByRole('textbox', { name: /Username/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'stranger');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('There is no member of that name in your team.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the dates before asking: the end before the start, more than 31 days', async () => {
    const { sent } = renderDetails();
    await screen.findByRole('table');
    const asked = sent.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please choose at most 31 days.')).toBeInTheDocument();
    expect(sent).toHaveLength(asked);
    expect(rangeProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(rangeProblem('2026-01-01', '2026-02-01')).toBe('rangeTooLong');
  });
});
