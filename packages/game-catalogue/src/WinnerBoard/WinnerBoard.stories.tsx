import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { recordingClient } from '../testing/recordingClient';
import { WinnerBoard } from './WinnerBoard';

const games = [
  ['Fortune Tiger', 'PG'],
  ['Lightning Roulette', 'EVO'],
  ['Ocean King', 'JL'],
  ['Mahjong Ways 2', 'PG'],
  ['Speed Baccarat', 'EVO'],
  ['VN Lottery 45s', 'TCG_LOTTO_VN'],
  ['Sweet Bonanza', 'PP'],
  ['Fishing God', 'JDB'],
] as const;

const names = ['ng***88', 'so***12', 'an***07', 'ki***99', 'la***31', 'mi***45', 'ta***02', 'ph***70'];

/** Twenty wins, sent in no particular order, from a few hundred to tens of thousands. */
function wins(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const [gameName, vendor] = games[index % games.length] ?? games[0];
    return {
      vo: {
        recordId: index + 1,
        customerName: names[(index * 3) % names.length],
        winAmount: Math.round(((index * 7919) % 48_000) + 250.5 * (index + 1)) + 0.25 * (index % 4),
        gameName,
        gameId: `G${index}`,
        nodeId: 500 + index,
        vendor,
      },
    };
  });
}

function Board({ count, fails }: { count: number; fails?: boolean }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(
    () =>
      recordingClient({
        winnerBoard: () => {
          if (fails) throw new Error('The platform did not answer.');
          return { list: wins(count) };
        },
      }).client,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <WinnerBoard scope={{ client, merchantCode: 'lotus88', language: 'EN' }} onPlay={() => undefined} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Catalogue/WinnerBoard',
  component: Board,
  args: { count: 20 },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The twenty biggest wins, biggest first, gold, silver and bronze for the first three; the rest scroll. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = await canvas.findByRole('list');
    await expect(within(board).getAllByRole('listitem')).toHaveLength(20);
  },
};

/** The board could not be loaded: a message and a retry. */
export const Failed: Story = {
  args: { fails: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button')).toBeVisible();
  },
};
