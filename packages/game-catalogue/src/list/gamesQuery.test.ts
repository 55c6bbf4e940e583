import { QueryClient } from '@tanstack/react-query';
import { gamesQuery } from './gamesQuery';
import { changeList, initialListView } from './listView';
import { recordingClient } from '../testing/recordingClient';

const page = (pageNo: unknown, totalPages: number) => ({
  games: [{ nodeId: `g${String(pageNo)}`, gameName: `Game ${String(pageNo)}` }],
  pageNum: pageNo,
  totalPages,
});

describe('gamesQuery', () => {
  it('lists a centre page by page, with only the filters that are set, until the last page', async () => {
    const { client, calls } = recordingClient({ gameList: (input) => page(input.pageNo, 2) });
    const scope = { client, merchantCode: 'lotus88', language: 'VI' };
    const view = changeList(initialListView('RNG', 'PG'), { type: 'search', gameName: ' dragon ' });
    const queryClient = new QueryClient();
    const options = gamesQuery(scope, view, { signedIn: false });
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(calls[0]).toEqual([
      'gameList',
      {
        clientType: 3,
        platform: 'flash,html5-desktop',
        merchant: 'lotus88',
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: undefined,
        gameName: 'dragon',
        pageNo: 1,
        pageSize: 42,
        language: 'VI',
      },
    ]);
    const lastPage = first.pages[0];
    expect(lastPage && options.getNextPageParam(lastPage, first.pages, 1, first.pageParams)).toBe(2);
    const second = page(2, 2);
    expect(options.getNextPageParam({ ...second, pageNo: 2 }, [], 2, [])).toBeUndefined();
  });

  it('asks hot games once, as a single page', async () => {
    const { client, calls } = recordingClient({ hotGames: () => ({ list: [{ nodeId: 1 }, { nodeId: 2 }] }) });
    const view = changeList(initialListView('RNG'), { type: 'list', listType: 'HOT' });
    const result = await new QueryClient().fetchInfiniteQuery(
      gamesQuery({ client, merchantCode: 'siam99', language: 'TH' }, view, { signedIn: false }),
    );
    expect(calls).toEqual([
      ['hotGames', { merchantCode: 'siam99', isPlatform: 2, platform: 'html5-desktop', language: 'TH' }],
    ]);
    expect(result.pages[0]).toMatchObject({ pageNo: 1, totalPages: 1 });
    expect(result.pages[0]?.games).toHaveLength(2);
  });

  it('leaves favourites and recent unasked for a visitor, and reads recent from list or content', async () => {
    const { client } = recordingClient({ recentGames: () => ({ content: [{ nodeId: 7 }], totalPages: 1 }) });
    const scope = { client, merchantCode: 'lotus88', language: 'EN' };
    const recent = changeList(initialListView('RNG'), { type: 'list', listType: 'RECENT' });
    expect(gamesQuery(scope, recent, { signedIn: false }).enabled).toBe(false);
    const result = await new QueryClient().fetchInfiniteQuery(gamesQuery(scope, recent, { signedIn: true }));
    expect(result.pages[0]?.games.map((game) => game.nodeId)).toEqual([7]);
  });

  it('keys each view and language apart, so a change starts again from page 1', () => {
    const { client } = recordingClient({});
    const view = initialListView('RNG');
    const key = (language: string, v = view) =>
      JSON.stringify(gamesQuery({ client, merchantCode: 'm', language }, v, { signedIn: false }).queryKey);
    expect(key('EN')).not.toBe(key('VI'));
    expect(key('EN')).not.toBe(key('EN', changeList(view, { type: 'vendor', vassalage: 'JL' })));
  });
});
