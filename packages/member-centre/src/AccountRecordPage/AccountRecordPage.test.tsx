import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetRange, rangeQuery } from '../common/recordRange';
import { fakeClient, type FakeAnswer, type SentRequest } from '@lobby/api-client/testing';
import { movementAnswers, sampleMovements } from '../testing/recordsAnswers';
import { renderPage } from '../testing/renderPage';
import { AccountRecordPage } from './AccountRecordPage';

function renderRecord(answer?: (request: SentRequest) => FakeAnswer | undefined) {
  const { client, sent } = fakeClient(movementAnswers(sampleMovements(), answer));
  renderPage(<AccountRecordPage client={client} memberId="9" currency="USD" onMoneyMoved={() => undefined} />);
  return { asked: () => sent.filter((request) => request.path === '/wps/relay/MCSFE_getTransactionHistory') };
}

const movements = async () =>
  within(await screen.findByRole('list', { name: 'Movements, newest first' })).getAllByRole('listitem');
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('AccountRecordPage', () => {
  it('lists every movement of the last 7 days: what, of what, signed, the balance after, what is not through', async () => {
    const { asked } = renderRecord();
    const rows = await movements();
    expect(asked()[0]?.query).toEqual({ ...rangeQuery(presetRange('last7', new Date())), page: '1', size: '20' });
    expect(screen.getByText('4 movements in this period')).toBeInTheDocument();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Deposit · Kasikorn Bank\+\$500\.00.*PendingNot credited$/),
      expect.stringMatching(/^Win · Gates of Olympus\+\$25\.00.*Balance \$1,015\.00$/),
      expect.stringMatching(/^Bet · Gates of Olympus-\$10\.00.*Balance \$990\.00$/),
      expect.stringMatching(/^To a game wallet · Evolution-\$200\.00.*Balance \$1,000\.00$/),
    ]);
  });

  it('asks for one type once searched, and again on each search', async () => {
    const { asked } = renderRecord();
    await movements();
    await choose('Type', 'Game rounds');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ type: 'GAME', page: '1' }));
    await waitFor(async () => expect(await movements()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked()).toHaveLength(3));
  });

  it('says a failed load with a retry, keeping the filters', async () => {
    let fail = false;
    const { asked } = renderRecord(() => (fail ? { fault: 'network' } : undefined));
    await movements();
    fail = true;
    await choose('Type', 'Deposit');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Your account record could not be loaded\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await movements()).toHaveLength(1);
    expect(asked().at(-1)?.query).toMatchObject({ type: 'DEPOSIT' });
  });
});
