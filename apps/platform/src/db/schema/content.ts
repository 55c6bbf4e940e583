import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// What a merchant publishes and receives: help centre, announcements (banners, notices, popups, promotions) and
// their categories, players' feedback.

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
 * The drawings the platform serves as banner art (`/wps/media/banner/<slug>.svg`): the words drawn and their language.
 * Platform-wide: the banners and promotions of every merchant name a drawing by its slug in their image URLs, and the
 * same words in the same language make the same drawing.
 */
export const bannerDrawings = pgTable('banner_drawings', {
  /** The URL's name of the drawing (`home-welcome-vi`): lower case, words joined by dashes. */
  slug: text('slug').primaryKey(),
  /** Plain text, drawn as written. */
  title: text('title').notNull(),
  /** The language of the words (`EN`, `TH`): line breaks, font and direction follow it. */
  lang: text('lang').notNull(),
});
