import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameCentre } from '../GameCentre';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { rngCategoriesOf } from './RngSwitcher';

const vendors = ['PG', 'JL', 'CQ9', 'FC', 'BGS', 'JDB', 'EG7'].map((code) => ({
  vassalage: code,
  displayName: `${code} games`,
}));

/** A page of games named after the list that answered it, so the grid shows which list is on screen. */
function catalogue() {
  const page = (label: string, count: number) => ({
    games: Array.from({ length: count }, (_, index) => ({
      nodeId: `${label}-${index}`,
      gameName: `${label} ${index}`,
    })),
    pageNum: 1,
    totalPages: 3,
  });
  return recordingClient({
    gameList: (input) => page(`${String(input.vassalage ?? 'ALL')}/${String(input.gameClassify ?? '-')}`, 42),
    hotGames: () => ({ list: page('hot', 8).games }),
    favouriteIds: () => page('fav', 20).games.map((game) => game.nodeId),
    favouriteList: () => ({ content: page('fav', 20).games, pageNum: 1, totalPages: 2 }),
    recentGames: () => ({ list: page('recent', 3).games, totalPages: 1 }),
  });
}

function renderSwitcher({ signedIn = true, secondLanguage = false } = {}) {
  const { client, calls } = catalogue();
  const handlers = { onNeedLogin: vi.fn(), onLaunch: vi.fn(), onVendorChange: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="EN" messages={en}>
        <GameCentre
          scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
          gameType="RNG"
          layout="switcher"
          secondLanguage={secondLanguage}
          vendors={vendors}
          classes={['SLOT', 'JP', 'TG', 'AC', 'SC', 'VP', 'BG'].map((key) => ({ key, displayName: key }))}
          signedIn={signedIn}
          {...handlers}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { calls, handlers, user: userEvent.setup() };
}

const grid = () => screen.findByRole('list', { name: 'Games' });
const vendorTabs = () =>
  within(screen.getByRole('group', { name: 'Providers' }))
    .getAllByRole('button')
    .map((tab) => tab.textContent);
const lastList = (calls: Array<[string, Record<string, unknown>]>) =>
  calls.filter(([id]) => id !== 'favouriteIds').at(-1);

describe('RngSwitcher in the slot centre', () => {
  it('starts in game mode with 42 games a page', async () => {
    const { calls } = renderSwitcher();
    expect(await within(await grid()).findAllByRole('listitem')).toHaveLength(42);
    expect(lastList(calls)).toEqual(['gameList', expect.objectContaining({ pageNo: 1, pageSize: 42 })]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows All and five vendors at a time, with arrows to page through the rest', async () => {
    const { user } = renderSwitcher();
    await grid();
    expect(vendorTabs()).toEqual(['All', 'PG games', 'JL games', 'CQ9 games', 'FC games', 'BGS games']);
    const earlier = screen.getByRole('button', { name: 'Earlier providers' });
    expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'More providers' }));
    expect(vendorTabs()).toEqual(['JDB games', 'EG7 games']);
    expect(screen.getByRole('button', { name: 'More providers' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(earlier);
    expect(vendorTabs()[0]).toBe('All');
  });

  it('has no arrows while every vendor fits', async () => {
    const { client } = catalogue();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider language="EN" messages={en}>
          <GameCentre
            scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
            gameType="RNG"
            layout="switcher"
            vendors={vendors.slice(0, 5)}
            signedIn={false}
            onNeedLogin={() => {}}
            onLaunch={() => {}}
          />
        </I18nProvider>
      </QueryClientProvider>,
    );
    await grid();
    expect(vendorTabs()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'More providers' })).not.toBeInTheDocument();
  });

  it('the hot, favourites and recent icons switch modes; the active icon returns to game mode', async () => {
    const { calls, user } = renderSwitcher();
    await grid();
    const hot = screen.getByRole('button', { name: 'Hot games' });
    await user.click(hot);
    expect(await screen.findByRole('button', { name: 'hot 0' })).toBeInTheDocument();
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Favourite games' }));
    expect(await screen.findByRole('button', { name: 'fav 19' })).toBeInTheDocument();
    expect(lastList(calls)).toEqual(['favouriteList', expect.objectContaining({ pageNo: 1, pageSize: 20 })]);

    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    expect(await screen.findByRole('button', { name: 'recent 2' })).toBeInTheDocument();
    expect(lastList(calls)).toEqual(['recentGames', expect.objectContaining({ pageSize: 20 })]);

    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    expect(await screen.findByRole('button', { name: 'ALL/- 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recently played' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor asking for favourites or recent games to log in', async () => {
    const { handlers, user } = renderSwitcher({ signedIn: false });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Favourite games' }));
    await user.click(screen.getByRole('button', { name: 'Recently played' }));
    expect(handlers.onNeedLogin).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sub-category lists its class from page 1; a vendor tab returns to game mode without it', async () => {
    const { calls, handlers, user } = renderSwitcher();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    expect(await screen.findByRole('button', { name: 'ALL/JP 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'JL games' }));
    expect(await screen.findByRole('button', { name: 'JL/- 0' })).toBeInTheDocument();
    expect(lastList(calls)?.[1]).toMatchObject({ vassalage: 'JL', pageNo: 1, pageSize: 42 });
    expect(lastList(calls)?.[1]).not.toHaveProperty('gameClassify', 'JP');
    expect(screen.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'false');
    expect(handlers.onVendorChange).toHaveBeenCalledWith('JL');
  });

  it('offers bingo only with the second language', async () => {
    renderSwitcher();
    await grid();
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    expect(categories.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Scratch & music',
      'Video poker',
      'Jackpot',
      'Table games',
      'Arcade games',
    ]);
  });
});

describe('rngCategoriesOf', () => {
  it('keeps the spec’s order, adds bingo with the second language, and leaves out classes the lane lacks', () => {
    const keys = (offered: string[], secondLanguage: boolean) =>
      rngCategoriesOf(offered, { secondLanguage }).map((category) => category.key);
    expect(keys([], true)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(keys([], false)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(keys(['JP', 'AC', 'BG'], true)).toEqual(['JP', 'AC', 'BG']);
  });
});
