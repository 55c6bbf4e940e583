import { fakeClient } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportAnswers } from '../testing/reportAnswers';
import { renderPage } from '../testing/renderPage';
import { UserLossPage } from './UserLossPage';

function renderLoss() {
  const { client, sent } = fakeClient(reportAnswers());
  renderPage(<UserLossPage client={client} memberId="9" currency="USD" />);
  return { sent };
}

describe('UserLossPage', () => {
  it("lists each downline's result, the biggest loser first, with bonuses, rebates and the totals", async () => {
    renderLoss();
    const table = await screen.findByRole('table', { name: '3 members, biggest loss first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'agent02',
      'player10',
      'player07',
      'Totals',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$5,200.00', '$5,200.00', '$4,700.00', '$20.00', '$26.00', '-$454.00', '+$454.00']);
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .at(-2)?.textContent,
    ).toBe('-$491.00');
  });

  it('searches by username and says when nobody matches', async () => {
    const { sent } = renderLoss();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), ' player1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: '1 member, biggest loss first' })).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ period: 'D', search: 'player1', page: '1' });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Username' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No member of your team matches this search.')).toBeInTheDocument();
  });
});
