import { lotteryFormats, lotteryPlaces } from '../catalogue/lotteryNames';
import { pvpTableGames } from '../catalogue/tableGames';
import type { gameClasses, games } from '../db/schema';
import { seededRandom } from '../lib/random';
import { vendorCatalogue, type GameType } from './vendors';

/** A game row before its vendor has an id: `card` names the vendor's product (`RNG-JL`). */
export type GameSeed = Omit<typeof games.$inferInsert, 'vendorId'> & { card: string };

/** The classes of each lane (`gameClassify`), with the share of the lane's games in each. */
export const classesOf: Partial<Record<GameType, ReadonlyArray<readonly [key: string, share: number]>>> = {
  RNG: [
    ['SLOT', 0.7],
    ['JP', 0.08],
    ['TG', 0.06],
    ['AC', 0.07],
    ['SC', 0.04],
    ['VP', 0.03],
    ['BG', 0.02],
  ],
  LIVE: [
    ['BACCARAT', 0.4],
    ['ROULETTE', 0.2],
    ['BLACKJACK', 0.15],
    ['DRAGONTIGER', 0.13],
    ['SICBO', 0.12],
  ],
  FISH: [['FISH', 1]],
  PVP: [
    ['P2P', 0.6],
    ['TGPVP', 0.4],
  ],
};

/** How the lanes' class keys read in English (the lanes' `gameClassify[].displayName`). */
export const classNames: Record<string, string> = {
  SLOT: 'Slots',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  SC: 'Scratch',
  VP: 'Video Poker',
  BG: 'Bingo',
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  DRAGONTIGER: 'Dragon Tiger',
  SICBO: 'Sic Bo',
  FISH: 'Fishing',
  P2P: 'Battle game',
  TGPVP: 'PVP Table Game',
};

/** The rows of `game_classes`: each lane's classes in order (`sort` from 0), named as the lanes answer them. */
export function gameClassRows(): Array<typeof gameClasses.$inferInsert> {
  return Object.entries(classesOf).flatMap(([gameType, classes]) =>
    classes.map(([code], sort) => ({ gameType, code, displayName: classNames[code] ?? code, sort })),
  );
}

// Word lists read best one line after another, not one word per line.
// prettier-ignore
const adjectives = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Mystic', 'Fortune', 'Crazy', 'Super', 'Magic', 'Ancient', 'Diamond',
  'Fire', 'Jade', 'Silver', 'Thunder', 'Sweet', 'Frozen', 'Hidden', 'Happy', 'Jungle', 'Dragon', 'Cosmic', 'Neon',
  'Rich', 'Mega', 'Shining', 'Secret', 'Emerald', 'Ruby', 'Sapphire', 'Crystal', 'Lost', 'Hot', 'Great', 'Wicked',
  'Savage', 'Blazing', 'Eternal', 'Twin', 'Starry', 'Sunny', 'Stormy', 'Grand', 'Brave', 'Candy', 'Pirate', 'Samurai',
];

// prettier-ignore
const nouns = [
  'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Empire', 'Treasure', 'Fortune', 'Pharaoh', 'Temple', 'Koi', 'Buffalo',
  'Wolf', 'Eagle', 'Gems', 'Fruits', 'Pearls', 'Riches', 'Kingdom', 'Legend', 'Queen', 'King', 'Monkey', 'Lion',
  'Rhino', 'Gorilla', 'Safari', 'Ocean', 'Volcano', 'Galaxy', 'Rocket', 'Carnival', 'Fiesta', 'Circus', 'Bonanza',
  'Heist', 'Vault', 'Gold Rush', 'Nugget', 'Samba', 'Mermaid', 'Viking', 'Ninja', 'Geisha', 'Sultan', 'Genie',
  'Lantern', 'Coins', 'Bells', 'Sevens', 'Cherries', 'Candies', 'Zeus', 'Medusa', 'Cleopatra', 'Aztec', 'Inca',
  'Mammoth', 'Yeti', 'Unicorn', 'Wizard', 'Elves', 'Goblins', 'Bandits', 'Cowboys', 'Sheriff', 'Racers', 'Dice',
];

const slotSuffixes = ['', '', '', '', '', ' Deluxe', ' Megaways', ' Hold and Win', ' 2', ' Xmas', ' Link', ' Power'];
const tableGames = ['Blackjack', 'Roulette', 'Baccarat', "Casino Hold'em", 'Three Card Poker', 'Sic Bo', 'Red Dog'];
const arcadeGames = ['Plinko', 'Mines', 'Crash', 'Keno', 'Hi-Lo', 'Limbo', 'Tower', 'Wheel', 'Goal', 'Dice'];
const videoPoker = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Double Bonus'];
const liveStyles = ['Speed', 'VIP', 'Classic', 'Lightning', 'Golden', 'Squeeze', 'Fortune', 'Super', 'Lucky', 'Prime'];
const fishNouns = ['Fishing', 'Ocean King', 'Fish Hunter', 'Shark Hunt', 'Sea Lord', 'Reef Catch', 'Deep Sea'];
const pvpBattles = ['Rummy', 'Ludo', 'Teen Patti', 'Andar Bahar', 'Tongits', 'Pusoy', 'Domino', 'Mahjong', 'Carrom'];
const lottoPaces = ['', ' 1 Minute', ' 3 Minutes', ' 5 Minutes'];

const slotLines = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function classOf(random: Random, gameType: GameType): string | null {
  const classes = classesOf[gameType];
  if (!classes) return null;
  let roll = random();
  for (const [key, share] of classes) {
    roll -= share;
    if (roll < 0) return key;
  }
  return classes[0]?.[0] ?? null;
}

/** A name for a game of the class: the lane's vocabulary, mostly adjective + noun. */
function nameOf(random: Random, gameType: GameType, classify: string | null, vendorName: string): string {
  const charm = () => `${pick(random, adjectives)} ${pick(random, nouns)}`;
  switch (classify) {
    case 'SLOT':
      return `${charm()}${pick(random, slotSuffixes)}`;
    case 'JP':
      return `${charm()} Jackpot`;
    case 'SC':
      return `${charm()} Scratch`;
    case 'BG':
      return `${pick(random, adjectives)} Bingo`;
    case 'TG':
      return `${pick(random, adjectives)} ${pick(random, tableGames)}`;
    case 'AC':
      return `${pick(random, nouns)} ${pick(random, arcadeGames)}`;
    case 'VP':
      return `${pick(random, videoPoker)}`;
    case 'FISH':
      return `${pick(random, adjectives)} ${pick(random, fishNouns)}`;
    case 'P2P':
      return pick(random, pvpBattles);
    case 'TGPVP':
      return pick(random, pvpTableGames);
    case null:
      break;
    default:
      // The live classes: a table of the class in a house style.
      return `${pick(random, liveStyles)} ${classNames[classify] ?? classify}`;
  }
  if (gameType === 'SPORTS') return vendorName;
  return `${pick(random, lotteryPlaces)} ${pick(random, lotteryFormats)}${pick(random, lottoPaces)}`;
}

const minBets: Record<GameType, readonly number[]> = {
  RNG: [0.01, 0.05, 0.1, 0.2, 0.5, 1],
  LIVE: [1, 5, 10, 20, 50],
  FISH: [0.1, 0.5, 1],
  SPORTS: [1],
  PVP: [0.5, 1, 5, 10],
  ELOTT: [0.1, 1],
  LOTT: [0.1, 1, 2],
};

/** Where the seed's node ids start: six digits, as the platform's are. */
export const firstNodeId = 100_001;

/**
 * Every vendor's games, generated from a generator seeded by the card id, so every machine and every reset gets the
 * same catalogue, and a change to one vendor leaves the others' games as they were. Node ids run on from
 * `firstNodeId` in catalogue order; a vendor whose card launches one game directly has that game, with the card's ids.
 * Names are unique within a vendor (a repeat gets a number) and game codes within a vendor code across its lanes.
 */
function buildGames(): GameSeed[] {
  const rows: GameSeed[] = [];
  const codesTaken = new Map<string, Set<string>>();
  const numbers = new Map<string, number>();
  let nextNodeId = firstNodeId;
  for (const vendor of vendorCatalogue) {
    const taken = codesTaken.get(vendor.code) ?? new Set<string>();
    codesTaken.set(vendor.code, taken);
    if (vendor.launchGameId) taken.add(vendor.launchGameId);
  }
  for (const vendor of vendorCatalogue) {
    const gameType = vendor.gameType as GameType;
    const card = `${gameType}-${vendor.code}`;
    const random = seededRandom(`games-${card}`);
    const taken = codesTaken.get(vendor.code) ?? new Set<string>();
    const names = new Map<string, number>();
    const count = vendor.gameCount ?? 0;
    for (let index = 0; index < count; index += 1) {
      const classify = classOf(random, gameType);
      const base = nameOf(random, gameType, classify, vendor.displayName);
      const repeats = (names.get(base) ?? 0) + 1;
      names.set(base, repeats);
      const name = repeats === 1 ? base : `${base} ${repeats}`;
      let nodeId: number;
      let gameId: string;
      if (vendor.isGame === 'game' && vendor.launchGameId && vendor.launchNodeId) {
        nodeId = Number(vendor.launchNodeId);
        gameId = vendor.launchGameId;
      } else {
        nodeId = nextNodeId;
        nextNodeId += 1;
        let number = numbers.get(vendor.code) ?? 0;
        do {
          number += 1;
          gameId = `${vendor.code}${String(number).padStart(4, '0')}`;
        } while (taken.has(gameId));
        numbers.set(vendor.code, number);
        taken.add(gameId);
      }
      // Cubing skews play: a few hits, a long tail.
      const popularity = Math.round(random() ** 3 * 10_000);
      rows.push({
        card,
        id: nodeId,
        gameId,
        name,
        classify,
        popularity,
        lines: classify === 'SLOT' || classify === 'JP' ? pick(random, slotLines) : null,
        minBet: pick(random, minBets[gameType]),
        isNew: random() < 0.04,
        freeplay: vendor.freeplay === 1 && random() < 0.85 ? 1 : 0,
        // Live tables open beside the site, as the platform's live vendors do.
        appNewWindow: gameType === 'LIVE' ? 1 : (vendor.appNewWindow ?? 0),
        sort: (index + 1) * 10,
      });
    }
  }
  return rows;
}

export const gameCatalogue: readonly GameSeed[] = buildGames();
