import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { merchants } from './merchants';

// Members and what proves who they are: sessions, the addresses they log in from, their third-party sign-ins.

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
    /** The avatar chosen (PROFPIC3): `"1"` to the site's `PROFILE_ICON_COUNT`; null until one is, read as `"default"`. */
    avatar: text('avatar'),
    /** The other registration fields the merchant's rules asked for (qqNum, line, whatsapp, idNumber ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Who invited the member (`?r=` / `?referralCode=`), as sent at registration. */
    referralCode: text('referral_code'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    /**
     * The agent's affiliate link the member registered by (`affiliate_links.id`), null for any other way in. No foreign
     * key: the links refer to their agent here, and tables referring to each other in a cycle cannot be copied back
     * parents first (the test snapshot, a restore). A link is never deleted but with its agent.
     */
    affiliateLinkId: integer('affiliate_link_id'),
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
    // A link's registrations are counted by it.
    index('members_affiliate_link')
      .on(table.affiliateLinkId)
      .where(sql`${table.affiliateLinkId} is not null`),
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
    /** The last call made with the session, to the minute: idle longer than the merchant allows, it has ended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Opened by a password the member must change first (the default one, or an expired one where the merchant has
     * PWDEXPFORCECHANGE3): until it is changed, the session may only read the member and change the password.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/**
 * One-time codes that hand a member's session to another site of the merchant (`?token=<code>`): only the SHA-256 of
 * the code is stored; a code opens one session, within its minute.
 */
export const handoffCodes = pgTable('handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ...timestamps,
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

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

export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type MemberIdentity = typeof memberIdentities.$inferSelect;
export type MemberAddress = typeof memberAddresses.$inferSelect;
