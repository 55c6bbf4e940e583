import type { BrandConfig } from '@lobby/brand';
import type { winningRounds } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';
import { maskName, winnerBoardWindowMs } from '../wallet/winningRounds';
import { gameCatalogue, type GameSeed } from './games';
import { randomInt, seededRandom } from '../lib/random';
import { vendorLineupOf, type GameType } from './vendors';

/** How many past wins each merchant's board starts with. */
export const seededWinCount = 30;

/**
 * Below this many seeded wins left in the board's week, a merchant's history is made again (at start-up, from the
 * platform clock): a data folder left for a few days still opens on a full board of 20.
 */
export const seededWinsWanted = 20;

/**
 * The lanes of the history and how many wins each gets; a lane the merchant does not offer gives its share to RNG.
 * `LOTTERY` is the LOTT and ELOTT lanes together, led by TCG_LOTTO_VN and LOTT so that both of the board's lottery
 * routes (`/vnLottery`, `/lottery`) show where the merchant has them.
 */
const laneShares: ReadonlyArray<readonly [lane: GameType | 'LOTTERY', wins: number]> = [
  ['RNG', 12],
  ['LIVE', 6],
  ['FISH', 4],
  ['LOTTERY', 4],
  ['SPORTS', 2],
  ['PVP', 2],
];

/**
 * What a win of the lane looks like, in stakes of the currency's plan (`currencyPlan().stakes`, so VND plays with a
 * thousand times more): one of the plan's stakes times one of the factors, and the range of the win's multiple of
 * the stake. Slots and fishing pay large multiples of small stakes, live tables and sportsbooks smaller multiples of
 * larger ones, lotteries large multiples of the smallest stake.
 */
const winShapes: Record<GameType, { stakeFactors: readonly number[]; multiple: readonly [min: number, max: number] }> =
  {
    RNG: { stakeFactors: [1], multiple: [8, 600] },
    FISH: { stakeFactors: [1], multiple: [5, 300] },
    LIVE: { stakeFactors: [1, 2, 5, 10], multiple: [2, 35] },
    PVP: { stakeFactors: [1, 2, 5], multiple: [3, 20] },
    SPORTS: { stakeFactors: [1, 2, 5, 10], multiple: [1.8, 15] },
    LOTT: { stakeFactors: [0.1], multiple: [70, 990] },
    ELOTT: { stakeFactors: [0.1], multiple: [50, 500] },
  };

/** Stems of players' user names where the merchant's language has none of its own. */
const englishStems = [
  'luckyjack',
  'goldrush',
  'spinmaster',
  'acehunter',
  'nightowl',
  'bluefalcon',
  'silverfox',
  'highroller',
  'redtiger',
  'starlight',
  'jackpotjoe',
  'kingcobra',
  'moonwalker',
  'fastlane',
  'wildcard',
];

const nameEndings = ['88', '99', '68', '777', '2024', '01', '123', 'vip', 'pro', '_x', '9', '86', '168', '07', ''];

/** Stems of players' user names by the merchant's language; others use the English ones. */
const nameStems: Record<string, readonly string[]> = {
  VI: [
    'minhtuan',
    'thanhhuong',
    'ngoclan',
    'hoangvu',
    'quanghai',
    'thuytrang',
    'ducanh',
    'baongoc',
    'tuankiet',
    'phuonglinh',
    'vanlong',
    'kimchi',
    'trongnghia',
    'mylinh',
    'giahuy',
  ],
  TH: [
    'somsak',
    'nattapong',
    'kittiya',
    'suriya',
    'pimchanok',
    'thanawat',
    'wanida',
    'chaiwat',
    'siriporn',
    'anucha',
    'ratana',
    'prasert',
    'jiraporn',
    'supachai',
    'napat',
  ],
  AR: [
    'ahmed',
    'fatima',
    'omar',
    'khalid',
    'mariam',
    'yousef',
    'layla',
    'hamdan',
    'noura',
    'saeed',
    'aisha',
    'rashid',
    'salem',
    'hessa',
    'majid',
  ],
  EN: englishStems,
};

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A number from `min` to `max` on a logarithmic scale (small multiples are common, large ones rare), two decimals. */
function logUniform(random: Random, min: number, max: number): number {
  return Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))) * 100) / 100;
}

/** The games a brand's site offers, by lane, most played first: its cards' games. */
function offeredGames(brand: BrandConfig): Map<GameType | 'LOTTERY', GameSeed[]> {
  const cards = new Set(vendorLineupOf(brand).map((card) => `${card.gameType}-${card.code}`));
  const byLane = new Map<GameType | 'LOTTERY', GameSeed[]>();
  for (const game of gameCatalogue) {
    if (!cards.has(game.card)) continue;
    const type = game.card.slice(0, game.card.indexOf('-')) as GameType;
    const lane = type === 'LOTT' || type === 'ELOTT' ? 'LOTTERY' : type;
    const list = byLane.get(lane);
    if (list) list.push(game);
    else byLane.set(lane, [game]);
  }
  for (const list of byLane.values()) list.sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id);
  return byLane;
}

/**
 * The lottery games the history uses, in turn: the most played VN lottery (TCG_LOTTO_VN) and LOTT game first, where
 * the merchant has them, then the lanes' other most played games.
 */
function lotteryTurns(games: readonly GameSeed[]): GameSeed[] {
  const leaders = ['LOTT-TCG_LOTTO_VN', 'LOTT-LOTT'].flatMap((card) => {
    const game = games.find((item) => item.card === card);
    return game ? [game] : [];
  });
  return [...leaders, ...games.filter((game) => !leaders.includes(game)).slice(0, 20)];
}

export type WinningRoundSeed = Omit<typeof winningRounds.$inferInsert, 'merchantId'>;

/**
 * A merchant's past wins for its winner board: `seededWinCount` wins over the week before `now`, by invented players
 * (masked as the board shows them; no member), on the most played games of the lanes the merchant offers, amounts in
 * its currency. The same for the same brand and clock on every machine and every reset.
 */
export function seededWinsFor(
  brand: BrandConfig,
  merchant: { code: string; currency: string; defaultLanguage: string },
  now: Date,
): WinningRoundSeed[] {
  const random = seededRandom(`winners-${merchant.code}`);
  const byLane = offeredGames(brand);
  const stems = nameStems[merchant.defaultLanguage] ?? englishStems;
  const { stakes } = currencyPlan(merchant.currency);
  const smallest = stakes[0] ?? 100;

  // Each lane's share, the shares of lanes the merchant lacks moved to RNG.
  const picks: Array<GameType | 'LOTTERY'> = [];
  let spare = 0;
  for (const [lane, wins] of laneShares) {
    if (lane !== 'RNG' && !byLane.get(lane)?.length) spare += wins;
    else picks.push(...Array.from({ length: wins }, () => lane));
  }
  picks.push(...Array.from({ length: spare }, () => 'RNG' as const));

  const lottery = lotteryTurns(byLane.get('LOTTERY') ?? []);
  let lotteryTurn = 0;
  const rows: WinningRoundSeed[] = [];
  for (const lane of picks) {
    const game =
      lane === 'LOTTERY'
        ? lottery[lotteryTurn++ % Math.min(lottery.length, 4)]
        : pick(random, (byLane.get(lane) ?? []).slice(0, 40));
    if (!game) continue;
    const type = game.card.slice(0, game.card.indexOf('-')) as GameType;
    const shape = winShapes[type];
    const stake: Cents = Math.max(
      Math.round(pick(random, stakes) * pick(random, shape.stakeFactors)),
      Math.round(smallest * Math.min(...shape.stakeFactors)),
    );
    const multiple = logUniform(random, ...shape.multiple);
    const player = `${pick(random, stems)}${pick(random, nameEndings)}`;
    // From five minutes to an hour short of a week ago, so every win stays on the board for a while.
    const ageMs = randomInt(random, 5 * 60_000, winnerBoardWindowMs - 60 * 60_000);
    rows.push({
      customerName: maskName(player),
      memberId: null,
      gameId: game.id,
      roundId: null,
      stake,
      win: Math.round((stake * Math.round(multiple * 100)) / 100),
      currency: merchant.currency,
      createdAt: new Date(now.getTime() - ageMs),
    });
  }
  return rows;
}
