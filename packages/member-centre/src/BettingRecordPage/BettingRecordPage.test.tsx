import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameVendor } from '../common/pageProps';
import { presetRange, rangeQuery } from '../common/recordRange';
import { fakeClient, type FakeAnswer, type SentRequest } from '@lobby/api-client/testing';
import { betAnswers, sampleBets, type FakeBet } from '../testing/recordsAnswers';
import { renderPage } from '../testing/renderPage';
import { BettingRecordPage } from './BettingRecordPage';

const vendors: Record<string, GameVendor[]> = {
  RNG: [
    { code: 'PP', name: 'Pragmatic Play' },
    { code: 'JDB', name: 'JDB' },
  ],
  LIVE: [{ code: 'EVO', name: 'Evolution' }],
};

function renderRecord(options: { bets?: FakeBet[]; answer?: (request: SentRequest) => FakeAnswer | undefined } = {}) {
  const { client, sent } = fakeClient(betAnswers(options.bets ?? sampleBets(), options.answer));
  renderPage(
    <BettingRecordPage
      client={client}
      memberId="9"
      currency="USD"
      onMoneyMoved={() => undefined}
      gameVendors={vendors}
    />,
  );
  const asked = () => sent.filter((request) => request.path.includes('MCSFE_getPersonal'));
  return { asked };
}

const bets = async () => within(await screen.findByRole('list', { name: 'Bets, newest first' })).getAllByRole('button');
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const setDay = async (label: string, day: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, day);
  return field;
};
const search = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('BettingRecordPage', () => {
  it('opens on the slots of the last 7 days: the totals of the filter and a row a bet, newest first', async () => {
    const { asked } = renderRecord();
    const rows = await bets();
    expect(asked()[0]).toMatchObject({
      path: '/wps/relay/MCSFE_getPersonalRNGHistory',
      query: { ...rangeQuery(presetRange('last7', new Date())), page: '1', size: '20' },
    });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Gates of Olympus\+\$15\.00Pragmatic Play.*Stake \$10\.00$/),
      expect.stringMatching(/^Lucky Neko-\$5\.00JDB.*Stake \$5\.00$/),
      expect.stringMatching(/^Sweet Bonanza0\.00|^Sweet Bonanza\$0\.00.*Not settled yet.*Stake \$2\.00$/),
    ]);
    const totals = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(totals).toEqual(['3', '$17.00', '$17.00', '+$10.00']);
  });

  it('asks for the product, vendor and days chosen once searched, and pages through them', async () => {
    const many = sampleBets(45).map((bet) => ({ ...bet, productType: 'LIVE', vendor: 'EVO', vendorName: 'Evolution' }));
    const { asked } = renderRecord({ bets: many });
    await screen.findByText('No bets in this period.');
    await choose('Games', 'Live casino');
    await choose('Vendor', 'Evolution');
    await choose('Period', 'Choose the days');
    await setDay('From', '2026-11-01');
    await setDay('To', '2026-11-10');
    // Nothing is asked until the search.
    expect(asked()).toHaveLength(1);
    await search();
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toMatchObject({
      path: '/wps/relay/MCSFE_getPersonalLIVEHistory',
      query: {
        startDate: new Date(2026, 10, 1).toISOString(),
        endDate: new Date(new Date(2026, 10, 11).getTime() - 1).toISOString(),
        vendor: 'EVO',
        page: '1',
      },
    });
    expect(await bets()).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ page: '3', vendor: 'EVO' }));
    await waitFor(async () => expect(await bets()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a range past the platform’s limit or ending before it starts at the field, asking nothing', async () => {
    const { asked } = renderRecord();
    await bets();
    await choose('Period', 'Choose the days');
    await setDay('From', '2026-10-01');
    const to = await setDay('To', '2026-11-10');
    await search();
    expect(to).toHaveAccessibleDescription('Records are searched 31 days at a time. Choose a shorter range.');
    await setDay('To', '2026-09-30');
    await search();
    expect(to).toHaveAccessibleDescription('The last day is before the first. Choose a later one.');
    expect(asked()).toHaveLength(1);
  });

  it('says a failed load with a retry that asks again with the same filters', async () => {
    let fail = true;
    const { asked } = renderRecord({
      answer: () => (fail ? { status: 503, errorCode: 'unavailable', message: 'Down' } : undefined),
    });
    await choose('Vendor', 'JDB');
    await search();
    expect(await screen.findByText(/Your bets could not be loaded\. Your filters are kept/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await bets()).toHaveLength(1);
    expect(asked().at(-1)?.query).toMatchObject({ vendor: 'JDB' });
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('JDB');
  });

  it('opens a bet’s details, and back returns to its row', async () => {
    renderRecord();
    const [first] = await bets();
    if (!first) throw new Error('no bets');
    await userEvent.click(first);
    const details = await screen.findByRole('region', { name: 'Bet details' });
    expect(within(details).getByRole('heading', { name: 'Bet details' })).toHaveFocus();
    expect(
      within(details)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'R1000',
      'Gates of Olympus · Slots',
      'Pragmatic Play',
      expect.any(String),
      expect.any(String),
      '$10.00',
      '$10.00',
      '$25.00',
      '+$15.00',
      'Settled',
    ]);
    await userEvent.click(within(details).getByRole('button', { name: 'Back to the bets' }));
    expect((await bets())[0]).toHaveFocus();
  });
});
