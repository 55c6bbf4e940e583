import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { members } from './members';
import { merchants } from './merchants';

// The agent centre's register centre: the links an agent hands out. A registration with a link's code makes the
// link's agent the new member's upline and records the link on the member (`members.affiliate_link_id`).

/**
 * An agent's affiliate link: a code unique within the merchant whatever the case (a visitor may type it), never one
 * of the merchant's agents' own invitation codes (`members.affiliate_code`; checked when a code is drawn), and the
 * agent's note.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    remark: text('remark'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('affiliate_links_merchant_code').on(table.merchantId, sql`lower(${table.code})`),
    // The agent's links, newest first.
    index('affiliate_links_member_created').on(table.memberId, table.createdAt),
  ],
);

export type AffiliateLink = typeof affiliateLinks.$inferSelect;
