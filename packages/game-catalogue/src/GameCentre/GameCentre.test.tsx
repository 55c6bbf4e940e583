import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { recordingClient } from '../testing/recordingClient';
import { GameCentre } from './GameCentre';

/** 30 games over two pages of 24 for any filter (the name says which vendor and page), and favourites. */
function catalogue() {
  const favourites = new Set(['ALL-1-1']);
  return recordingClient({
    gameList: (input) => {
      const pageNo = Number(input.pageNo);
      const count = pageNo === 1 ? 24 : 6;
      const vendor = typeof input.vassalage === 'string' ? input.vassalage : 'ALL';
      return {
        games: Array.from({ length: count }, (_, index) => ({
          nodeId: `${vendor}-${pageNo}-${index}`,
          gameName: `${vendor} game ${pageNo}.${index}`,
        })),
        pageNum: pageNo,
        totalPages: 2,
      };
    },
    favouriteIds: () => [...favourites],
    addFavourite: (input) => void favourites.add(String(input.nodeId)),
    removeFavourite: (input) => void favourites.delete(String(input.nodeId)),
  });
}

function renderCentre(props: { signedIn?: boolean } = {}) {
  const { client, calls } = catalogue();
  const handlers = { onNeedLogin: vi.fn(), onLaunch: vi.fn(), onVendorChange: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="EN" messages={en}>
        <GameCentre
          scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
          gameType="RNG"
          vendors={[
            { vassalage: 'PG', displayName: 'PG Soft' },
            { vassalage: 'JL', displayName: 'Jili' },
          ]}
          classes={[{ key: 'JP', displayName: 'Jackpot' }]}
          signedIn={props.signedIn ?? false}
          {...handlers}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { calls, handlers, user: userEvent.setup() };
}

const tiles = async () => within(await screen.findByRole('list', { name: 'Games' })).findAllByRole('listitem');

describe('GameCentre', () => {
  it('holds a first page of tile skeletons in the busy grid while the games load, none of them read out', () => {
    const { client } = recordingClient({ gameList: () => new Promise(() => {}) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider language="EN" messages={en}>
          <GameCentre
            scope={{ client, merchantCode: 'lotus88', language: 'EN' }}
            gameType="RNG"
            layout="switcher"
            vendors={[]}
            signedIn={false}
            onNeedLogin={() => {}}
            onLaunch={() => {}}
          />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const games = screen.getByRole('list', { name: 'Games' });
    expect(games).toHaveAttribute('aria-busy', 'true');
    expect(within(games).queryAllByRole('listitem')).toHaveLength(0);
    expect(games).toHaveTextContent('');
    // The switcher's first page is 42 games: as many places are kept.
    expect(within(games).getAllByRole('listitem', { hidden: true })).toHaveLength(42);
  });

  it('lists the centre a page at a time and launches the chosen game', async () => {
    const { handlers, user } = renderCentre();
    expect(await tiles()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByText('That is every game here.')).toBeInTheDocument();
    expect(await tiles()).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'ALL game 2.5' }));
    expect(handlers.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'ALL-2-5' }));
  });

  it('a vendor lists its games from page 1 and is reported for the address', async () => {
    const { calls, handlers, user } = renderCentre();
    await tiles();
    await user.click(screen.getByRole('button', { name: 'Jili' }));
    expect(await screen.findByRole('button', { name: 'JL game 1.0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jili' })).toHaveAttribute('aria-pressed', 'true');
    expect(handlers.onVendorChange).toHaveBeenCalledWith('JL');
    expect(calls.at(-1)?.[1]).toMatchObject({ vassalage: 'JL', pageNo: 1, pageSize: 24 });
  });

  it('searches the trimmed name 42 at a time', async () => {
    const { calls, user } = renderCentre();
    await tiles();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), '  dragon ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(calls.at(-1)?.[1]).toMatchObject({ gameName: 'dragon', pageNo: 1, pageSize: 42 }));
  });

  it('asks a visitor to log in for favourites and recent games, without changing the list', async () => {
    const { handlers, user } = renderCentre();
    await tiles();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(handlers.onNeedLogin).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a player’s favourites at once and tells the platform', async () => {
    const { calls, user } = renderCentre({ signedIn: true });
    await tiles();
    const second = screen.getByRole('button', { name: 'Favourite: ALL game 1.1' });
    await vi.waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    const first = screen.getByRole('button', { name: 'Favourite: ALL game 1.0' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContainEqual(['addFavourite', { nodeId: 'ALL-1-0', vendor: '', gameType: '' }]);
  });

  it('hands a visitor’s favourite click to the login', async () => {
    const { handlers, user } = renderCentre();
    await tiles();
    await user.click(screen.getByRole('button', { name: 'Favourite: ALL game 1.0' }));
    expect(handlers.onNeedLogin).toHaveBeenCalledOnce();
  });

  it('filters by class from page 1', async () => {
    const { calls, user } = renderCentre();
    await tiles();
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    await vi.waitFor(() => expect(calls.at(-1)?.[1]).toMatchObject({ gameClassify: 'JP', pageNo: 1 }));
    expect(screen.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });
});
