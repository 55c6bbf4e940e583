import { randomInt } from 'node:crypto';
import { affiliateLinkRules, errorCodes } from '@lobby/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { affiliateLinks, members, type AffiliateLink, type Member, type Merchant } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { readableCode } from '../referral/referrals';

// The register centre's affiliate links: codes an agent hands out besides its own invitation code. A registration
// with one makes the link's agent the upline and records the link on the new member, which is what a link counts.

/** A link's code: 8 characters of the referral codes' alphabet (A-Z and 2-9 without 0/O, 1/I/L), drawn again on a clash. */
export const affiliateLinkCodeLength = 8;
const codeAttempts = 5;

export const affiliateLinkErrors = {
  limitReached: () =>
    new ApiError(
      400,
      errorCodes.affiliateLinkLimitReached,
      `You hold ${affiliateLinkRules.maxLinks} affiliate links already, the most an agent may.`,
    ),
};

export interface AffiliateLinkRow {
  id: number;
  code: string;
  remark: string | null;
  createdAt: Date;
  registrations: number;
}

/** Whether `code` is a member's own invitation code at the merchant (any case): a link's code may never be one. */
async function isInvitationCode(db: Database, merchantId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(sql`lower(${members.affiliateCode})`, code.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * A new link of the agent with its note (already checked), at `at`. The agent's row is locked first, so two creations
 * at once cannot both pass the count; a code that is another link's or an invitation code is drawn again.
 */
export async function createAffiliateLink(
  db: Database,
  link: { agent: Member; remark: string | null; at: Date; pick?: (maxExclusive: number) => number },
): Promise<AffiliateLinkRow> {
  const { agent, remark, at, pick = randomInt } = link;
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, agent.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(affiliateLinks).where(eq(affiliateLinks.memberId, agent.id));
    if ((held?.n ?? 0) >= affiliateLinkRules.maxLinks) throw affiliateLinkErrors.limitReached();
    for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
      const code = readableCode(affiliateLinkCodeLength, pick);
      if (await isInvitationCode(tx, agent.merchantId, code)) continue;
      // Another link's code: nothing written, draw again.
      const [made] = await tx
        .insert(affiliateLinks)
        .values({ memberId: agent.id, merchantId: agent.merchantId, code, remark, createdAt: at })
        .onConflictDoNothing()
        .returning();
      if (made)
        return { id: made.id, code: made.code, remark: made.remark, createdAt: made.createdAt, registrations: 0 };
    }
    throw new ApiError(500, errorCodes.internalError, 'No affiliate link code could be made.');
  });
}

/** The agent's links, newest first, each with how many members registered by it (read through their index). */
export async function affiliateLinksOf(db: Database, agent: Member): Promise<AffiliateLinkRow[]> {
  return db
    .select({
      id: affiliateLinks.id,
      code: affiliateLinks.code,
      remark: affiliateLinks.remark,
      createdAt: affiliateLinks.createdAt,
      registrations: count(members.id),
    })
    .from(affiliateLinks)
    .leftJoin(members, eq(members.affiliateLinkId, affiliateLinks.id))
    .where(eq(affiliateLinks.memberId, agent.id))
    .groupBy(affiliateLinks.id)
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id));
}

/**
 * The link of this merchant whose code this is (any case) and its agent, while the holder is still an agent (its type
 * one of `agentTypes`); else undefined.
 */
export async function affiliateLinkByCode(
  db: Database,
  link: { merchant: Merchant; code: string; agentTypes: readonly number[] },
): Promise<{ link: AffiliateLink; agent: Member } | undefined> {
  const { merchant, code, agentTypes } = link;
  if (!code || code.length > 64) return undefined;
  const [row] = await db
    .select({ link: affiliateLinks, agent: members })
    .from(affiliateLinks)
    .innerJoin(members, eq(members.id, affiliateLinks.memberId))
    .where(
      and(
        eq(affiliateLinks.merchantId, merchant.id),
        eq(sql`lower(${affiliateLinks.code})`, code.toLowerCase()),
        inArray(members.type, [...agentTypes]),
      ),
    )
    .limit(1);
  return row;
}
