import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A node of the white-label permission tree as the platform sends it: `enabled` is the string "1" or "0". */
export type WhitelabelNode = {
  modId: string;
  enabled: string;
  childrenNodes: WhitelabelNode[];
};

/** One field's rule of the registration form (platform contract §3.3). */
export type RegisterRule = {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern: string;
  type?: string;
  message?: string;
  updateRequired?: boolean;
};

export type MerchantResource = {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
  labelNameEn?: string;
  /** App downloads (spec 2 §3): the file's title, its kind (MOBILECONFIG, Android) and platform (IOS, Android). */
  title?: string;
  type?: string;
  name?: string;
};

export type CustomerServiceLink = {
  csType: string;
  /** "3" = web chat opened in a popup. */
  type: string;
  title: string;
  path: string;
};

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  /** The merchant code a brand sends as the `Merchant` header (`lotus88`). */
  code: text('code').notNull().unique(),
  /** The brand folder and host label (`lotus` -> lotus.localhost). */
  brandId: text('brand_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  whitelabel: jsonb('whitelabel').$type<WhitelabelNode>().notNull(),
  registerRules: jsonb('register_rules').$type<Record<string, RegisterRule>>().notNull(),
  resources: jsonb('resources').$type<MerchantResource[]>().notNull(),
  customerService: jsonb('customer_service').$type<CustomerServiceLink[]>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
  mainDomain: text('main_domain').notNull(),
  /** Alternative domains offered by /wps/system/domainRoute when the main one is blocked. */
  domainList: jsonb('domain_list').$type<string[]>().notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  defaultLanguage: text('default_language').notNull(),
  /** ISO 3166 alpha-2 country assumed for a visitor whose address gives none (loopback, private ranges). */
  defaultCountry: text('default_country').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  /** Forces the region-blocked screen for every visitor (the dev switch); blockedCountries blocks by country. */
  regionRestriction: boolean('region_restriction').notNull().default(false),
  blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull(),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    email: text('email'),
    nickname: text('nickname'),
    /** 0 member, 1/2/41/42 agent, 4 trial. */
    type: integer('type').notNull().default(0),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    passwordExpired: boolean('password_expired').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    language: text('language'),
    /** Agents' invitation code (`?affiliateCode=`): registering with it makes the agent the new member's upline. */
    affiliateCode: text('affiliate_code'),
    payeeName: text('payee_name'),
    /** argon2id, like the login password. */
    paymentPasswordHash: text('payment_password_hash'),
    /** The other registration fields the merchant's rules asked for (qqNum, line, whatsapp, idNumber ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Who invited the member (`?r=` / `?referralCode=`), as sent at registration. */
    referralCode: text('referral_code'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    ...timestamps,
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('members_merchant_username').on(table.merchantId, sql`lower(${table.username})`),
    uniqueIndex('members_merchant_affiliate_code')
      .on(table.merchantId, sql`lower(${table.affiliateCode})`)
      .where(sql`${table.affiliateCode} is not null`),
    uniqueIndex('members_merchant_mobile')
      .on(table.merchantId, table.countryDialingCode, table.mobile)
      .where(sql`${table.mobile} is not null`),
    index('members_upline').on(table.uplineId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/**
 * The addresses a member's sessions were opened from (LOGINIPVERF3): where the merchant has the switch on, a password
 * login from an address not in this list is confirmed with a second factor first. The address as the platform reads
 * it (`clientIp`), an IPv4-mapped IPv6 address stored as its IPv4 form.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'member_addresses_member_ip', columns: [table.memberId, table.ip] })],
);

/**
 * Third-party sign-ins linked to a member (login `type: 'firebase'`): the provider's channel and stable subject (the
 * ID token's `sub`) per merchant, and the e-mail the provider gave when the link was made.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** `google`, `facebook` or `twitter`. */
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('member_identities_subject').on(table.merchantId, table.channel, table.subject),
    index('member_identities_member').on(table.memberId),
  ],
);

export const captchaChallenges = pgTable('captcha_challenges', {
  /** The random id in the caller's HttpOnly cookie: one live challenge per cookie. */
  cookieId: text('cookie_id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  /** Kept only in dev mode, for GET /__dev/captcha; null in production. */
  devAnswer: text('dev_answer'),
  attempts: integer('attempts').notNull().default(0),
  ...timestamps,
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The slider puzzles handed out (GET /wps/captcha/slider): where the notch is, how many drops were tried, and once
 * solved the hash of the one-time seccode that the guarded call (login, registration, SMS) spends.
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    /** The random challenge id the caller holds. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    scene: text('scene').$type<'login' | 'register' | 'sms'>().notNull(),
    /** The x (image pixels) of the notch's left edge: where the piece fits. */
    answerX: integer('answer_x').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** SHA-256 of the seccode answered when solved. */
    seccodeHash: text('seccode_hash'),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('slider_challenges_expiry').on(table.expiresAt)],
);

/** Codes sent by SMS or e-mail for a purpose (login, register, reset), checked by hash. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** `+<dialing code><number>` or an e-mail address. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_target').on(table.merchantId, table.purpose, table.target)],
);

/** What the platform "sent": SMS and e-mails, with their codes, readable through GET /__dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    ...timestamps,
  },
  (table) => [index('outbox_to').on(table.to)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  sender: text('sender'),
  type: integer('type').notNull().default(0),
  content: text('content').notNull(),
  /** Data URLs (png or jpeg) as received. */
  images: jsonb('images').$type<string[]>().notNull(),
  ip: text('ip'),
  ...timestamps,
});

export const helpEntries = pgTable(
  'help_entries',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => helpEntries.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    /** HTML; the client sanitises it before rendering. */
    content: text('content').notNull(),
    bgColor: text('bg_color').notNull().default(''),
    display: boolean('display').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('help_entries_lookup').on(table.merchantId, table.lang)],
);

/**
 * Announcements of contract §2.8 in one table, told apart by `type`: B banners (in the slot `groupName`), PL notices,
 * PU popups (shown to the audience `execution`: A signed in, B visitors, F a first login), PR promotions, H hot
 * matches. `platform` W (web), M (mobile) or `*` for both; `lang` the language it is written in.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('*'),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** HTML; the client sanitises it before rendering. */
    content: text('content').notNull().default(''),
    groupName: text('group_name'),
    execution: text('execution'),
    /** Where a click leads: `URL` (linkage is the address), `P` (a promotion id) or `G` (a game: roomId, vendor). */
    linkageType: text('linkage_type'),
    linkage: text('linkage'),
    roomId: text('room_id'),
    nodeId: text('node_id'),
    vendor: text('vendor'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** A promotion's categories (`promotion_categories.id` of its merchant), answered as `promoAnnouncementCategoryIds`. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [index('announcements_lookup').on(table.merchantId, table.type, table.lang)],
);

/**
 * A merchant's promotion categories (`PROMOFE_getPromotionAnnouncementCategory`): a code (`rng_promo`, `deposit_promo`
 * ...), the name in each language the merchant wrote it in (`{EN: 'Slots', VI: 'Slot'}`; English stands in for the
 * others) and the order of the promotions page's tabs. One row serves every language, so a promotion written in
 * several languages names the same ids in each.
 */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('promotion_categories_merchant_code').on(table.merchantId, table.code)],
);

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

/**
 * A member's main wallet (`accountTypeId` 2), in the merchant's currency. Amounts are whole hundredths of the currency
 * unit (cents, also for currencies without minor units such as VND): the platform sends every amount with two decimals,
 * and integers keep the arithmetic exact in SQL and in JavaScript (exact up to 2^53 hundredths). No row reads as 0.
 */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** ISO 4217 code, the merchant's when the wallet was opened. */
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A debit is a conditional update; this is the database's own refusal should any write forget the condition.
  (table) => [check('wallets_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** What moved a wallet: the seed's opening credit, a round's bet and win, a dev adjustment. */
export type WalletTransactionKind = 'opening' | 'bet' | 'win' | 'adjustment';

/**
 * The wallet ledger: one row per movement, signed (a bet is negative), with the balance right after it, so the rows
 * of a member replay to the wallet's balance. A round writes its bet and its win (0 for a loss) under one round id.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletTransactionKind>().notNull(),
    /** Hundredths of the wallet's currency; negative for a bet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The game of a bet or win (its nodeId); null for other movements. */
    gameId: integer('game_id').references(() => games.id),
    roundId: uuid('round_id'),
    ...timestamps,
  },
  (table) => [
    index('wallet_transactions_member_created').on(table.memberId, table.createdAt),
    index('wallet_transactions_round').on(table.roundId),
    check('wallet_transactions_kind', sql`${table.kind} in ('opening', 'bet', 'win', 'adjustment')`),
    check('wallet_transactions_round', sql`${table.kind} not in ('bet', 'win') or ${table.roundId} is not null`),
  ],
);

/**
 * The winning rounds of a merchant's site, for its winner board (ODSFE2_getWinnerBoard): a real round that won
 * (written with its ledger rows, in the same transaction) or the seed's history of wins by players who are not demo
 * accounts (`memberId` null). `customerName` is the winner's name as the board shows it, already masked (`pl***01`):
 * the full user name is never stored here. Amounts are hundredths of `currency`, like the wallet tables.
 */
export const winningRounds = pgTable(
  'winning_rounds',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The winner as shown: first two characters, `***`, last two. */
    customerName: text('customer_name').notNull(),
    /** The member who played the round; null for the seeded history (and once the member is deleted). */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The ledger's round of a played win (its `bet` and `win` rows); null marks the seeded history. */
    roundId: uuid('round_id').unique(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** ISO 4217 code: the wallet's for a played round, the merchant's for the seeded history. */
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (table) => [
    index('winning_rounds_merchant_created').on(table.merchantId, table.createdAt),
    index('winning_rounds_game').on(table.gameId),
    check('winning_rounds_amounts', sql`${table.stake} > 0 and ${table.win} > 0`),
  ],
);

/**
 * The ticket of a real-money launch: the demo game page's URL carries it instead of a session token. Only its SHA-256
 * is stored; it opens one game for one member at one merchant, until it expires or the session that launched it ends.
 */
export const gameTickets = pgTable(
  'game_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_tickets_member').on(table.memberId), index('game_tickets_session').on(table.sessionId)],
);

export type Merchant = typeof merchants.$inferSelect;
export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type MemberIdentity = typeof memberIdentities.$inferSelect;
export type MemberAddress = typeof memberAddresses.$inferSelect;
export type SliderChallenge = typeof sliderChallenges.$inferSelect;
export type Vendor = typeof vendors.$inferSelect;
export type MerchantVendor = typeof merchantVendors.$inferSelect;
export type Game = typeof games.$inferSelect;
export type Wallet = typeof wallets.$inferSelect;
export type WalletTransaction = typeof walletTransactions.$inferSelect;
export type GameTicket = typeof gameTickets.$inferSelect;
export type WinningRound = typeof winningRounds.$inferSelect;
