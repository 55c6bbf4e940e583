import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordingClient } from '../testing/recordingClient';
import { PokerRooms } from './PokerRooms';

const games: Array<[string, number, number]> = [
  ["Texas Hold'em", 1, 9],
  ['Omaha', 2, 6],
  ['Capsa', 0.5, 4],
];
const levels: Array<[string, number]> = [
  ['Starter', 1],
  ['Classic', 10],
  ['High Roller', 100],
];

const rooms = games.flatMap(([gameName, minBet, seats], game) =>
  levels.map(([level, stake], index) => ({
    roomId: `KM${game}-R${index + 1}`,
    roomName: `${gameName} ${level}`,
    gameName,
    minBet: minBet * stake,
    maxBet: minBet * stake * 200,
    players: (game * 3 + index * 2) % (seats + 1),
    seats,
    vassalage: 'KM',
  })),
);

function Rooms({ loading = false }: { loading?: boolean }) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(
    () => recordingClient({ pokerRooms: () => (loading ? new Promise(() => undefined) : { list: rooms }) }).client,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PokerRooms scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onJoin={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = { title: 'Catalogue/PokerRooms', component: Rooms } satisfies Meta<typeof Rooms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine rooms: six first, the rest on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region');
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    const showAll = within(region).getAllByRole('button').at(-1);
    if (showAll) await userEvent.click(showAll);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(9);
  },
};

/** While the rooms load: six rooms' skeletons keep their place, the section busy and nothing in it read out. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
  },
};
