import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { recordingClient } from '../testing/recordingClient';
import { GameCentre } from './GameCentre';

const names = ['Dragon', 'Lucky', 'Golden', 'Wild', 'Fortune', 'Jungle', 'Ocean', 'Royal'];
const things = ['Treasure', 'Tiger', 'Gems', 'Phoenix', 'Fruits', 'Panda'];

/** A catalogue of 30 games per filter, 24 a page; `empty` answers none, `loading` never answers. */
function storyClient(empty: boolean, loading: boolean) {
  return recordingClient({
    gameList: (input) => {
      if (loading) return new Promise(() => undefined);
      const pageNo = Number(input.pageNo);
      const size = empty ? 0 : pageNo === 1 ? 24 : 6;
      return {
        games: Array.from({ length: size }, (_, index) => {
          const n = (pageNo - 1) * 24 + index;
          return {
            nodeId: n,
            gameName: `${names[n % names.length] ?? ''} ${things[n % things.length] ?? ''} ${n + 1}`,
          };
        }),
        pageNum: pageNo,
        totalPages: empty ? 0 : 2,
      };
    },
  }).client;
}

const slotVendors = ['PG Soft', 'Jili', 'CQ9', 'FC', 'BGS', 'JDB', 'EG7'].map((displayName) => ({
  vassalage: displayName.replace(/\W/g, '').toUpperCase(),
  displayName,
}));

function Centre({
  empty,
  loading = false,
  layout = 'list',
}: {
  empty: boolean;
  loading?: boolean;
  layout?: 'list' | 'switcher';
}) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(() => storyClient(empty, loading));
  return (
    <QueryClientProvider client={queryClient}>
      <GameCentre
        scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
        gameType="RNG"
        layout={layout}
        vendors={
          layout === 'switcher'
            ? slotVendors
            : [
                { vassalage: 'PG', displayName: 'PG Soft' },
                { vassalage: 'JDB', displayName: 'JDB' },
                { vassalage: 'JL', displayName: 'Jili' },
              ]
        }
        classes={[
          { key: 'JP', displayName: 'Jackpot' },
          { key: 'TG', displayName: 'Table games' },
        ]}
        signedIn={false}
        onNeedLogin={() => undefined}
        onLaunch={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Catalogue/GameCentre',
  component: Centre,
  args: { empty: false },
} satisfies Meta<typeof Centre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The games of the list (the last list of the centre). */
const gameButtons = async (canvasElement: HTMLElement) => {
  const lists = await within(canvasElement).findAllByRole('list');
  const games = lists.at(-1);
  return games ? within(games).findAllByRole('listitem') : [];
};

/** A slots centre: providers, filters and a first page of 24; loading more shows the last 6. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await gameButtons(canvasElement)).toHaveLength(24);
    const buttons = within(canvasElement).getAllByRole('button');
    const loadMore = buttons.at(-1);
    if (loadMore) await userEvent.click(loadMore);
    await expect(await gameButtons(canvasElement)).toHaveLength(30);
  },
};

/** Nothing matches: the empty state says so. */
export const Empty: Story = { args: { empty: true } };

/**
 * The slot centre's RNG switcher: All and five providers with arrows to the rest, the hot, favourites and recent
 * icons, the search box and the sub-categories; Jackpot chosen.
 */
export const Switcher: Story = {
  args: { layout: 'switcher' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gameButtons(canvasElement);
    // The sub-categories are the switcher's last group (vendor tabs, list icons, categories), in every language.
    const categories = canvas.getAllByRole('group').at(-1);
    const [jackpot] = categories ? within(categories).getAllByRole('button') : [];
    if (jackpot) await userEvent.click(jackpot);
    await expect(jackpot).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * While the first page loads: the menus, filters and search are there, and the grid, busy, holds a page of tile
 * skeletons in its own columns, so the games take their place without moving anything. No skeleton is read out.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    // The games are the centre's last list, named in the story's language.
    const games = within(canvasElement).getAllByRole('list').at(-1);
    await expect(games).toHaveAttribute('aria-busy', 'true');
    await expect(games && within(games).queryAllByRole('listitem')).toHaveLength(0);
  },
};
