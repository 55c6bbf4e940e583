import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// Merchants: one per brand, with the settings the start-up call answers (white-label tree, registration rules,
// resources, domains, maintenance).

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
  /** A single-wallet merchant (`GCS_merchantWallet` `isSingle` 1): one balance, no vendor wallets, no transfers. */
  singleWallet: boolean('single_wallet').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  /** Forces the region-blocked screen for every visitor (the dev switch); blockedCountries blocks by country. */
  regionRestriction: boolean('region_restriction').notNull().default(false),
  blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull(),
  /** A session not used for this long ends (the member logs in again), whatever its 12-hour lifetime says. */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Merchant = typeof merchants.$inferSelect;
