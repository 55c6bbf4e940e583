import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { merchants } from './merchants';

// Challenges a caller must pass (image captcha, slider, SMS and e-mail codes) and the outbox the codes go out through.

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

export type SliderChallenge = typeof sliderChallenges.$inferSelect;
