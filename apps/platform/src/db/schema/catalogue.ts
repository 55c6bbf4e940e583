import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// The game catalogue: lanes, vendors, games (platform-wide), each merchant's cards of them, and members' favourite
// and recent games.

/**
 * The lanes of the vendor menu (contract §4.2), in the order they are answered: RNG, LIVE, FISH, SPORTS, PVP, ELOTT,
 * LOTT. E-sports and cockfight vendors sit in SPORTS, as the platform sends them; the client splits them out.
 */
export const gameTypes = pgTable('game_types', {
  /** The lane's `title` and the `gameType` of its cards and games. */
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
});

/**
 * The classes of a lane's games (`gameClassify`: RNG SLOT, LIVE BACCARAT ...), in the lane's order: the lanes answer
 * each class by its display name and position (`sort`, from 0), and games name theirs in `games.classify`.
 */
export const gameClasses = pgTable(
  'game_classes',
  {
    gameType: text('game_type')
      .notNull()
      .references(() => gameTypes.code, { onDelete: 'cascade' }),
    /** The class key (`SLOT`), as `games.classify` holds it. */
    code: text('code').notNull(),
    /** How the class reads in the lanes (`Slots`): English, the same in every language. */
    displayName: text('display_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ name: 'game_classes_type_code', columns: [table.gameType, table.code] })],
);

/**
 * A vendor's product in one game type, platform-wide: what a lane card shows (`RNG-JL`, `FISH-JL`) and what a game
 * belongs to. A games table references `vendors.id` (a JL fishing game belongs to FISH-JL) and game classes name
 * their vendors through it; each merchant picks its cards from these rows (merchant_vendors).
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    /** The vendor code the contract calls `vassalage` (`JL`, `TCG_LOTTO_VN`). */
    code: text('code').notNull(),
    gameType: text('game_type')
      .notNull()
      .references(() => gameTypes.code),
    /** The vendor's own brand name, whatever the language. */
    displayName: text('display_name').notNull(),
    /** The platform's wallet account type of the vendor (`accountTypeId`), shared by its products. */
    accountTypeId: integer('account_type_id').notNull(),
    /** `VASSALAGE`: the card opens the vendor's game list; `game`: it launches one game (launchGameId) directly. */
    isGame: text('is_game').$type<'VASSALAGE' | 'game'>().notNull().default('VASSALAGE'),
    launchGameId: text('launch_game_id'),
    launchNodeId: text('launch_node_id'),
    /** 1 or 2: the game opens in a window of its own. */
    appNewWindow: integer('app_new_window').notNull().default(0),
    seamlessStatus: integer('seamless_status').notNull().default(0),
    /** 1: the vendor's games offer a free trial. */
    freeplay: integer('freeplay').notNull().default(0),
    /** Games the vendor offers in this type; the count of its rows once games are stored. */
    gameCount: integer('game_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('vendors_code_game_type').on(table.code, table.gameType),
    check('vendors_is_game', sql`${table.isGame} in ('VASSALAGE', 'game')`),
    check(
      'vendors_direct_launch',
      sql`${table.isGame} = 'VASSALAGE' or (${table.launchGameId} is not null and ${table.launchNodeId} is not null)`,
    ),
  ],
);

/** A merchant's card of a vendor: which products its lanes show, in which order, and their state at this site. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    /** The card's `cardId`. */
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Position in its lane, ascending. */
    sort: integer('sort').notNull(),
    /** Hidden cards are left out of the lanes (a lane left without cards is left out too). */
    display: boolean('display').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** A maintenance window at this merchant: from its start until its end (open-ended without one). */
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('merchant_vendors_merchant_vendor').on(table.merchantId, table.vendorId),
    index('merchant_vendors_vendor').on(table.vendorId),
  ],
);

/**
 * The games of a vendor's product (a JL fishing game belongs to FISH-JL), platform-wide: a merchant offers the games
 * of the cards it shows. `id` is the game's `nodeId`, the favourite key, fixed by the seed so that favourites and
 * links survive a reset; `gameId` is the vendor's game code (`JL0078`).
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    /** The English name; lists search it. */
    name: text('name').notNull(),
    /**
     * The game's class within its lane (`gameClassify`): RNG SLOT, JP jackpot, TG table, AC arcade, SC scratch, VP video
     * poker, BG bingo; LIVE BACCARAT, SICBO, ROULETTE, DRAGONTIGER, BLACKJACK; PVP P2P, TGPVP. Null where the lane has
     * no classes (sports, lottery).
     */
    classify: text('classify'),
    /** Hot-list rank: higher plays more. */
    popularity: integer('popularity').notNull().default(0),
    /** Pay lines of a slot (`minLineNum`); null for games without lines. */
    lines: integer('lines'),
    minBet: doublePrecision('min_bet').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    /** 1: a free trial is offered (`freeplay`; the list's `supportPlay` is 0 then). */
    freeplay: integer('freeplay').notNull().default(0),
    /** 1 or 2: the game opens in a window of its own. */
    appNewWindow: integer('app_new_window').notNull().default(0),
    /** Position among the vendor's games. */
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('games_vendor_game_id').on(table.vendorId, table.gameId),
    index('games_popularity').on(table.popularity),
  ],
);

/** A member's favourite games (MCSFE_*FavoriteGame*), newest first by `createdAt`. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'favourite_games_member_game', columns: [table.memberId, table.gameId] }),
    index('favourite_games_game').on(table.gameId),
  ],
);

/** The games a member launched for real money (GCS_recentGame): one row per game, at its latest launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'recent_games_member_game', columns: [table.memberId, table.gameId] }),
    index('recent_games_member_played').on(table.memberId, table.playedAt),
    index('recent_games_game').on(table.gameId),
  ],
);

export type GameClass = typeof gameClasses.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type MerchantVendor = typeof merchantVendors.$inferSelect;
export type Game = typeof games.$inferSelect;
