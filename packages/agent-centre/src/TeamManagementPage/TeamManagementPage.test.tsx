import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downlineAnswers } from '../testing/downlineAnswers';
import { renderPage } from '../testing/renderPage';
import { TeamManagementPage } from './TeamManagementPage';

function renderTeam(platform: FakePlatform = downlineAnswers(), { several = false } = {}) {
  const { client, sent } = fakeClient(platform);
  const moved = vi.fn();
  const opened = vi.fn();
  renderPage(
    <TeamManagementPage
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={moved}
      onOpenPage={opened}
      isFlagOn={(flag) => several && flag === 'AGENTRANSMULTDOWN3'}
    />,
  );
  return { sent, moved, opened };
}

/** The row of a downline: the table's rows, the one whose header names it. */
const rowOf = (name: string) => {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: new RegExp(name) }));
  if (!row) throw new Error(`no row of ${name}`);
  return row;
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function transferTo(name: string, amount: string, password = 'pay-pass-1') {
  await userEvent.click(screen.getByRole('button', { name: `Transfer to ${name}` }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.type(screen.getByLabelText(/Payment password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('TeamManagementPage', () => {
  it('lists every downline with its level, upline, balance, last login and status', async () => {
    renderTeam();
    const table = await screen.findByRole('table', { name: '7 downlines' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(cells(rowOf('somchai.k'))).toEqual([
      '1',
      'agent01',
      '$8,400.00',
      'Jan 5, 2026, 4:00 AM',
      'Active',
      'Transfer',
    ]);
    expect(within(rowOf('somchai.k')).getByText('Agent')).toBeInTheDocument();
    expect(cells(rowOf('kanya99')).slice(0, 5)).toEqual(['2', 'somchai.k', '$95.00', 'Never', 'Active']);
    expect(cells(rowOf('vy.nguyen'))[4]).toBe('Self-excluded');
    expect(cells(rowOf('tuan_le'))[4]).toBe('Dormant');
  });

  it('searches by username and narrows to the direct downlines', async () => {
    const { sent } = renderTeam();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), ' an ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: '4 downlines' })).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ search: 'an', scope: 'all', page: '1' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Levels' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Direct downlines only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: '2 downlines' })).toBeInTheDocument();
    expect(sent.at(-1)?.query).toMatchObject({ search: 'an', scope: 'direct' });
  });

  it('says when the search finds nobody, and when the team is empty', async () => {
    renderTeam(downlineAnswers({ list: [] }));
    expect(await screen.findByText(/You have no downlines yet/)).toBeInTheDocument();
  });

  it('transfers to one downline with the payment password: the balances follow and the wallet is told', async () => {
    const { sent, moved } = renderTeam();
    await screen.findByRole('table');
    await transferTo('lan.pham', '200');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '$200.00 went to lan.pham. Your main wallet now holds $4,800.00.',
    );
    const transfer = sent.find((request) => request.path.endsWith('MCSFE_transferToDownlines'));
    expect(transfer?.body).toEqual({ downlines: ['lan.pham'], amount: 200, password: 'pay-pass-1' });
    expect(transfer?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(moved).toHaveBeenCalledOnce();
    expect(await screen.findByText('$1,450.50')).toBeInTheDocument();
  });

  it('checks the amount against the main wallet before sending, and words a wrong payment password', async () => {
    const { sent } = renderTeam(downlineAnswers({ balance: 100 }));
    await screen.findByRole('table');
    await transferTo('minh88', '150');
    expect(await screen.findByText('Only $100.00 is available.')).toBeInTheDocument();
    expect(sent.some((request) => request.path.endsWith('MCSFE_transferToDownlines'))).toBe(false);

    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.clear(screen.getByLabelText(/Payment password/));
    await userEvent.type(screen.getByLabelText(/Payment password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The payment password is wrong. Check it and try again.')).toBeInTheDocument();
  });

  it('sends a retry of a transfer whose outcome is unknown with the same idempotency key', async () => {
    let attempts = 0;
    const answers = downlineAnswers();
    const platform: FakePlatform = {
      ...answers,
      'POST /wps/relay/MCSFE_transferToDownlines': (request) => {
        attempts += 1;
        if (attempts === 1) return { fault: 'network' };
        const answer = answers['POST /wps/relay/MCSFE_transferToDownlines'];
        return typeof answer === 'function' ? answer(request) : { fault: 'network' };
      },
    };
    const { sent } = renderTeam(platform);
    await screen.findByRole('table');
    await transferTo('lan.pham', '10');
    expect(await screen.findByText(/We could not tell whether this transfer went through/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('status');
    const keys = sent
      .filter((request) => request.path.endsWith('MCSFE_transferToDownlines'))
      .map((request) => request.headers.get(idempotencyKeyHeader));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('pays several chosen downlines at once when the merchant allows it, checking the total', async () => {
    const { sent } = renderTeam(downlineAnswers({ balance: 250 }), { several: true });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select minh88' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select anan.s' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer to 2 selected downlines' }));
    expect(screen.getByRole('heading', { name: 'Transfer to 2 downlines' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: /Amount for each/ }), '150');
    expect(screen.getByText('In all: $300.00 for 2 downlines.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Payment password/), 'pay-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/not enough for every downline chosen/)).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: /Amount for each/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$100.00 went to each of 2 downlines.');
    const transfer = sent.find((request) => request.path.endsWith('MCSFE_transferToDownlines'));
    expect(transfer?.body).toMatchObject({ downlines: ['minh88', 'anan.s'], amount: 100 });
  });

  it('offers no choosing of several when the merchant does not allow it', async () => {
    renderTeam();
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
