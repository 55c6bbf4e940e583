import { fakeClient } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingContracts } from '../contracts/contractKinds';
import { contractAnswers, dailyEnding, dailyOffer } from '../testing/contractAnswers';
import { renderPage } from '../testing/renderPage';
import { ContractPopup } from './ContractPopup';

describe('ContractPopup', () => {
  it('lists the offers and termination requests of the consolidated info, each answered from the popup', async () => {
    const { client, sent } = fakeClient(contractAnswers());
    const onClose = vi.fn();
    const info = { dailysalreqtype: { RNG: dailyOffer, LIVE: dailyEnding }, divtypereq: [], dailysalinfotype: {} };
    renderPage(<ContractPopup client={client} memberId="13" currency="USD" info={info} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contracts waiting for you' });
    const offer = within(dialog).getByRole('region', { name: 'Daily salary · Slots' });
    expect(within(offer).getByText(/pay more than your upline’s own contract/)).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent('You rejected the offer.');
    expect(sent.findLast((request) => request.method === 'POST')?.body).toEqual({ id: 31, status: 'R' });
    const ending = within(dialog).getByRole('region', { name: 'Daily salary · Live casino' });
    await userEvent.click(within(ending).getByRole('button', { name: 'Confirm the termination' }));
    expect(await within(dialog).findByText('Nothing more waits for your answer.')).toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no close button');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing when nothing waits, and reads past rows that are not contracts', () => {
    expect(
      pendingContracts({ dailysalreqtype: null, divtypereq: [], contracthoursalreq: { LIVE: { bad: true } } }),
    ).toEqual([]);
    expect(pendingContracts({ realtimesalreqtype: [{ ...dailyOffer, status: 'E' }] })).toEqual([]);
    expect(pendingContracts('oops')).toEqual([]);
    const { client } = fakeClient({});
    const { container } = renderPage(
      <ContractPopup client={client} memberId="13" info={{ dailysalreqtype: {} }} onClose={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
