import { idempotencyKeyHeader } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakeAnswer, type FakePlatform } from '@lobby/api-client/testing';
import { rebateAnswers, sampleRebates, type FakeRebate } from '../testing/rebateAnswers';
import { renderPage } from '../testing/renderPage';
import { ManualRebatePage } from './ManualRebatePage';

function renderRebate(rebates: FakeRebate[] = sampleRebates(), platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...rebateAnswers(rebates), ...platform });
  const onMoneyMoved = vi.fn();
  renderPage(<ManualRebatePage client={client} memberId="9" currency="USD" onMoneyMoved={onMoneyMoved} />);
  const claims = () => sent.filter((request) => request.method === 'POST');
  return { claims, onMoneyMoved };
}

const page = () => screen.findByRole('region', { name: 'Your rebate' });
/** The page once the rebate has loaded: its figures and buttons shown. */
const loaded = async () => {
  await screen.findByRole('button', { name: 'Claim all' });
  return page();
};
/** A product's card: its heading names it. */
function card(name: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`No card of ${name}`);
  return found;
}
const figures = (name: string) =>
  within(card(name))
    .getAllByRole('definition')
    .map((value) => value.textContent);
const claimAll = () => screen.getByRole('button', { name: 'Claim all' });

describe('ManualRebatePage', () => {
  it("shows each product's valid bets since the last claim, the rate, the rebate and the last claim", async () => {
    renderRebate();
    const region = within(await loaded());
    expect(region.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual([
      'Slots',
      'Live casino',
      'Fishing',
    ]);
    expect(
      within(card('Slots'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Valid bets since your last claim', 'Your rate', 'Rebate', 'Last claimed']);
    expect(figures('Slots')).toEqual(['$4,250.00', '0.8%', '$34.00', 'Not yet']);
    expect(figures('Live casino')).toEqual(['$150.00', '0.5%', '$0.75', 'Nov 1, 2026, 8:30 AM']);
    expect(within(card('Live casino')).getByText('Can be claimed from $1.00.')).toBeInTheDocument();
    // What claiming all pays: the rebates that reach their minimum.
    expect(region.getAllByRole('term')[0]).toHaveTextContent('Ready to claim');
    expect(region.getAllByRole('definition')[0]).toHaveTextContent('$34.00');
    expect(region.getByRole('button', { name: 'Claim the Slots rebate' })).toBeInTheDocument();
  });

  it('claims all with a key, says what was paid, refreshes the balance and starts the rebate over', async () => {
    const { claims, onMoneyMoved } = renderRebate();
    await loaded();
    await userEvent.click(claimAll());
    expect(await screen.findByRole('status')).toHaveTextContent('A rebate of $34.00 was added to your main wallet.');
    expect(claims()[0]?.body).toEqual({});
    expect(claims()[0]?.headers.get(idempotencyKeyHeader)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(figures('Slots')).toEqual(['$0.00', '0.8%', '$0.00', 'Nov 20, 2026, 12:00 PM']));
    expect(figures('Live casino')[2]).toBe('$0.75');
  });

  it('claims nothing on a second press, in words of its own, each attempt a claim of its own', async () => {
    const { claims, onMoneyMoved } = renderRebate();
    await loaded();
    await userEvent.click(claimAll());
    await screen.findByRole('status');
    await userEvent.click(claimAll());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your rebate of $0.75 is below the minimum claim of $1.00. Play on and claim it later.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim the Slots rebate' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There is no rebate to claim yet: every valid bet you place adds to it.',
      ),
    );
    expect(claims()[2]?.body).toEqual({ productType: 'RNG' });
    expect(new Set(claims().map((request) => request.headers.get(idempotencyKeyHeader))).size).toBe(3);
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);
  });

  it('claims one product alone', async () => {
    const { claims } = renderRebate();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Claim the Slots rebate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$34.00');
    expect(claims()[0]?.body).toEqual({ productType: 'RNG' });
  });

  it('after no answer says to check the records, and sends the same key when the player tries again', async () => {
    const rebates = sampleRebates();
    const answers = rebateAnswers(rebates);
    let fault = true;
    const { claims, onMoneyMoved } = renderRebate(rebates, {
      'POST /wps/relay/MCSFE_claimManualRebate': (request): FakeAnswer => {
        if (fault) return { fault: 'network' };
        const answer = answers['POST /wps/relay/MCSFE_claimManualRebate'];
        return typeof answer === 'function' ? answer(request) : { fault: 'network' };
      },
    });
    await loaded();
    await userEvent.click(claimAll());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your main wallet balance and account records/);
    expect(onMoneyMoved).not.toHaveBeenCalled();
    fault = false;
    await userEvent.click(claimAll());
    expect(await screen.findByRole('status')).toHaveTextContent('$34.00');
    const [first, retry] = claims().map((request) => request.headers.get(idempotencyKeyHeader));
    expect(retry).toBe(first);
  });

  it('says the site does not offer it when the switch is off, with nothing to press', async () => {
    const off: FakeAnswer = { status: 400, errorCode: 'function.not.available', message: '#543' };
    renderRebate(sampleRebates(), {
      'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType': off,
      'GET /wps/relay/MCSFE_getManualRebate': off,
    });
    const region = within(await page());
    expect(await region.findByText('Manual rebate is not offered on this site.')).toBeInTheDocument();
    expect(region.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again when the rebate cannot load', async () => {
    renderRebate(sampleRebates(), { 'GET /wps/relay/MCSFE_getManualRebate': { status: 500, message: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your rebate could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so where no game type earns a rebate', async () => {
    renderRebate([]);
    expect(await within(await page()).findByText('No game type earns a rebate on this site yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim all' })).not.toBeInTheDocument();
  });
});
