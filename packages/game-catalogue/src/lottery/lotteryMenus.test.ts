import type { VendorLane } from '@lobby/contract';
import { QueryClient } from '@tanstack/react-query';
import { recordingClient } from '../testing/recordingClient';
import { groupLotteryGames, launchLottery, lotteryMenuQuery, prizeModeOf, recentLotteryQuery } from './lotteryMenus';

const lane = (title: string, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((vassalage) => ({ vassalage })),
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT lane holds the VN or LOTT vendor, else LOTT', () => {
    expect(prizeModeOf([lane('ELOTT', 'GPI', 'TCG_SEA'), lane('LOTT', 'LOTT')], { secondLanguage: false })).toBe(
      'LOTT',
    );
    expect(prizeModeOf([lane('ELOTT', 'GPI', 'TCG_LOTTO_VN')], { secondLanguage: false })).toBe('ELOTT');
    expect(prizeModeOf([lane('elott', 'LOTT')], { secondLanguage: false })).toBe('ELOTT');
    expect(prizeModeOf([], { secondLanguage: false })).toBe('LOTT');
  });

  it('treats LOTT as ELOTT with the second language', () => {
    expect(prizeModeOf([lane('LOTT', 'LOTT')], { secondLanguage: true })).toBe('ELOTT');
  });
});

describe('groupLotteryGames', () => {
  it('keeps the platform order of tags and puts untagged games last', () => {
    const groups = groupLotteryGames([
      { gameCode: 'A', gameGroupCode: 'FAST' },
      { gameCode: 'B' },
      { gameCode: 'C', gameGroupCode: 'VN' },
      { gameCode: 'D', gameGroupCode: 'FAST' },
    ]);
    expect(groups.map((group) => [group.key, group.games.map((game) => game.gameCode)])).toEqual([
      ['FAST', ['A', 'D']],
      ['VN', ['C']],
      ['', ['B']],
    ]);
  });
});

describe('lottery queries', () => {
  const scope = (client: ReturnType<typeof recordingClient>['client']) => ({
    client,
    merchantCode: 'lotus88',
    language: 'VI',
  });

  it('asks the menu in the prize mode and tags the VN menus with their vendor, by region', async () => {
    const { client, calls } = recordingClient({
      lotteryGameMenus: () => [{ gameCode: 'TH1', gameGroupCode: 'TH' }],
      vnLotteryMenus: () => ({ NORTH: { gameMenus: [{ gameCode: 'HN1', gameName: 'Ha Noi' }] } }),
    });
    const queries = new QueryClient();
    const sea = await queries.fetchQuery(lotteryMenuQuery(scope(client), 'sea', 'SEA'));
    const vn = await queries.fetchQuery(lotteryMenuQuery(scope(client), 'vn', 'ELOTT'));
    expect(sea).toEqual([{ key: 'TH', games: [{ gameCode: 'TH1', gameGroupCode: 'TH' }] }]);
    expect(vn).toEqual([
      { key: 'NORTH', games: [{ gameCode: 'HN1', gameName: 'Ha Noi', accountTypeName: 'TCG_LOTTO_VN' }] },
    ]);
    expect(calls).toEqual([
      ['lotteryGameMenus', { prizeMode: 'SEA' }],
      ['vnLotteryMenus', { prizeMode: 'ELOTT', device: 'WEB' }],
    ]);
  });

  it('never asks a visitor for recent lottery games', () => {
    const { client } = recordingClient({});
    expect(recentLotteryQuery(scope(client), 'lottery', 'LOTT', false).enabled).toBe(false);
    expect(recentLotteryQuery(scope(client), 'lottery', 'LOTT', true).enabled).toBe(true);
  });

  it('launches the betting view of a game, or the lobby, with the VN area on the VN page', async () => {
    const { client, calls } = recordingClient({ launchGame: () => ({ gameUrl: '/play/1' }) });
    const backUrl = 'https://lotus.example/';
    expect(await launchLottery(scope(client), { area: 'vn', prizeMode: 'ELOTT', gameCode: 'HN1', backUrl })).toBe(
      '/play/1',
    );
    await launchLottery(scope(client), { area: 'lottery', prizeMode: 'LOTT', gameCode: '', backUrl });
    expect(calls.map(([, input]) => input)).toEqual([
      {
        launchMode: 'LOTT',
        lottoPrizeMode: 'ELOTT',
        lottoGameCode: 'HN1',
        lottoView: 'betting',
        lottoArea: 'VN',
        device: 'WEB',
        backUrl,
        language: 'VI',
      },
      {
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: 'lobby',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl,
        language: 'VI',
      },
    ]);
  });
});
