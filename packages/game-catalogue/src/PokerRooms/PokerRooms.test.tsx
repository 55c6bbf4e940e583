import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { PokerRooms } from './PokerRooms';

/** The rooms' region once the answer is shown (it is busy, with skeleton rooms, until then). */
async function loadedRegion() {
  const region = await screen.findByRole('region', { name: 'Poker rooms' });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  return region;
}

function renderRooms(vassalage = '', answer?: () => unknown) {
  const { client, calls } = recordingClient({
    pokerRooms:
      answer ??
      (() => ({
        list: [
          {
            roomId: 'KY-101',
            roomName: 'Texas 1/2',
            gameName: "Texas Hold'em",
            minBet: 1,
            maxBet: 2,
            players: 4,
            seats: 9,
            vassalage: 'KY',
          },
          { roomId: 'KY-102', roomName: 'Omaha High', minBet: 10, seats: 6, vassalage: 'KY' },
        ],
      })),
  });
  const onJoin = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="EN" messages={en}>
        <PokerRooms scope={{ client, merchantCode: 'lotus88', language: 'EN' }} vassalage={vassalage} onJoin={onJoin} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { calls, onJoin, user: userEvent.setup() };
}

describe('PokerRooms', () => {
  it('keeps the first rooms’ place while they load, busy and with nothing to read but its title', () => {
    renderRooms('', () => new Promise(() => {}));
    const region = screen.getByRole('region', { name: 'Poker rooms' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(region).toHaveTextContent(/^Poker rooms$/);
    expect(within(region).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
  });

  it('lists each room with its game, stakes and seats; joining starts the room by its id', async () => {
    const { calls, onJoin, user } = renderRooms('KY');
    const region = await loadedRegion();
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent("Texas 1/2Texas Hold'emStakes 1 – 24 of 9 seats taken");
    expect(second).toHaveTextContent('Omaha HighFrom 100 of 6 seats taken');
    await user.click(within(region).getByRole('button', { name: 'Join Omaha High' }));
    expect(onJoin).toHaveBeenCalledWith(
      expect.objectContaining({ gameId: 'KY-102', roomId: 'KY-102', vassalage: 'KY', gameType: 'PVP' }),
    );
    expect(calls[0]).toEqual(['pokerRooms', { language: 'EN', vassalage: 'KY' }]);
  });

  it('shows six rooms first and the rest on request', async () => {
    const { client } = recordingClient({
      pokerRooms: () => ({
        list: Array.from({ length: 9 }, (_, index) => ({ roomId: `R${index}`, roomName: `Room ${index}` })),
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider language="EN" messages={en}>
          <PokerRooms scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onJoin={() => {}} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const region = await loadedRegion();
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(region).getByRole('button', { name: 'Show all 9 rooms' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(9);
  });
});
