import { randomInt } from 'node:crypto';
import { errorCodes } from '@lobby/contract';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, referralCodes, referrals, type Member, type Merchant } from '../db/schema';
import { isUniqueViolation } from '../api/createMember';
import { ApiError } from '../lib/apiError';

// Invite friends: a member's referral code, made on the first ask; a friend who registers with it linked to them; a
// friend qualified by their first successful deposit, read from the deposits whenever the counts are read (so no
// deposit path has to know about referrals). See docs/decisions/0040-invite-friends.md.

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;

/** `length` characters a reader cannot mistake, drawn by `pick`: the codes members and agents hand out. */
export function readableCode(length: number, pick: (maxExclusive: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += codeAlphabet[pick(codeAlphabet.length)];
  return code;
}

/** A fresh code: 8 characters of 31, about 8.5 × 10^11 codes; a collision within a merchant is retried. */
export function newReferralCode(pick: (maxExclusive: number) => number = randomInt): string {
  return readableCode(referralCodeLength, pick);
}

/** Another member's username as the list and the ranking show it: the first two and last two characters. */
export function maskUsername(username: string): string {
  const characters = [...username];
  if (characters.length <= 4) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.slice(-2).join('')}`;
}

/** The member's code, or undefined before it was made. */
export async function referralCodeOf(db: Database, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId));
  return row?.code;
}

/**
 * The member's code, made now if they have none: two asks at once both answer the one stored (the member's row is
 * the key), and a code another member of the merchant holds is drawn again.
 */
export async function ensureReferralCode(
  db: Database,
  member: Member,
  pick: (maxExclusive: number) => number = randomInt,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await referralCodeOf(db, member.id);
    if (existing) return existing;
    try {
      await db
        .insert(referralCodes)
        .values({ memberId: member.id, merchantId: member.merchantId, code: newReferralCode(pick) })
        .onConflictDoNothing({ target: referralCodes.memberId });
    } catch (error) {
      // The code is another member's: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const made = await referralCodeOf(db, member.id);
  if (!made) throw new ApiError(500, errorCodes.internalError, 'No referral code could be made.');
  return made;
}

/** The member of `merchant` whose referral code this is (any case), or undefined. */
export async function referrerByCode(db: Database, merchant: Merchant, code: string): Promise<Member | undefined> {
  if (!code || code.length > 64) return undefined;
  const [row] = await db
    .select({ member: members })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(and(eq(referralCodes.merchantId, merchant.id), eq(sql`lower(${referralCodes.code})`, code.toLowerCase())))
    .limit(1);
  return row?.member;
}

/** Links a new member to the member whose code they registered with. */
export async function linkReferral(db: Database, referrer: Member, invitee: Member, at: Date): Promise<void> {
  if (referrer.id === invitee.id) return;
  await db
    .insert(referrals)
    .values({ inviteeId: invitee.id, referrerId: referrer.id, merchantId: invitee.merchantId, createdAt: at })
    .onConflictDoNothing({ target: referrals.inviteeId });
}

/**
 * Marks qualified the friends (of one referrer, or of the whole merchant) who made a successful deposit since the
 * last read: the time of their first one.
 */
export async function refreshQualified(
  db: Database,
  scope: { merchantId: number; referrerId?: number },
): Promise<void> {
  await db.execute(sql`
    update referrals set qualified_at = firsts.at
    from (select member_id, min(updated_at) as at from deposits where status = 'successful' group by member_id) firsts
    where referrals.invitee_id = firsts.member_id
      and referrals.qualified_at is null
      and referrals.merchant_id = ${scope.merchantId}
      ${scope.referrerId === undefined ? sql`` : sql`and referrals.referrer_id = ${scope.referrerId}`}
  `);
}

export interface ReferralCounts {
  invitations: number;
  qualified: number;
}

/** How many friends registered with the member's code, and how many of them qualified. */
export async function referralCounts(db: Database, member: Member): Promise<ReferralCounts> {
  await refreshQualified(db, { merchantId: member.merchantId, referrerId: member.id });
  const [row] = await db
    .select({
      invitations: count(),
      qualified: count(referrals.qualifiedAt),
    })
    .from(referrals)
    .where(eq(referrals.referrerId, member.id));
  return { invitations: row?.invitations ?? 0, qualified: row?.qualified ?? 0 };
}

export interface FriendRow {
  username: string;
  registeredAt: Date;
  qualifiedAt: Date | null;
}

/** One page of the member's friends, newest first; `qualified` narrows them to the qualified ones or the others. */
export async function friendsPage(
  db: Database,
  member: Member,
  { page, size, qualified }: { page: number; size: number; qualified?: boolean | undefined },
): Promise<{ rows: FriendRow[]; total: number }> {
  await refreshQualified(db, { merchantId: member.merchantId, referrerId: member.id });
  const where = and(
    eq(referrals.referrerId, member.id),
    qualified === undefined ? undefined : qualified ? isNotNull(referrals.qualifiedAt) : isNull(referrals.qualifiedAt),
  );
  const [total] = await db.select({ n: count() }).from(referrals).where(where);
  const rows = await db
    .select({ username: members.username, registeredAt: referrals.createdAt, qualifiedAt: referrals.qualifiedAt })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.inviteeId))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.inviteeId))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: total?.n ?? 0 };
}

/** The calendar month (UTC) holding `at`: its first instant and the next month's. */
export function monthOf(at: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { from, to };
}

export interface RankRow {
  rank: number;
  memberId: number;
  username: string;
  qualified: number;
}

export const rankingSize = 10;

/**
 * The merchant's members by friends qualified in the month, most first (ties share a rank, then by username): the
 * top ten, and the place of `memberId` (undefined with none qualified this month).
 */
export async function monthRanking(
  db: Database,
  merchantId: number,
  memberId: number,
  at: Date,
): Promise<{ month: { from: Date; to: Date }; top: RankRow[]; mine: RankRow | undefined }> {
  await refreshQualified(db, { merchantId });
  const month = monthOf(at);
  const qualifiedCount = count();
  const rows = await db
    .select({ memberId: referrals.referrerId, username: members.username, qualified: qualifiedCount })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.referrerId))
    .where(
      and(
        eq(referrals.merchantId, merchantId),
        gte(referrals.qualifiedAt, month.from),
        lt(referrals.qualifiedAt, month.to),
      ),
    )
    .groupBy(referrals.referrerId, members.username)
    .orderBy(desc(qualifiedCount), members.username);
  const ranked: RankRow[] = [];
  rows.forEach((row, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.qualified === row.qualified ? previous.rank : index + 1;
    ranked.push({ rank, ...row });
  });
  return { month, top: ranked.slice(0, rankingSize), mine: ranked.find((row) => row.memberId === memberId) };
}

/** Sets when a friend qualified (null: not qualified); false when the member registered with no referral code. */
export async function setQualified(db: Database, inviteeId: number, at: Date | null): Promise<boolean> {
  const changed = await db
    .update(referrals)
    .set({ qualifiedAt: at })
    .where(eq(referrals.inviteeId, inviteeId))
    .returning({ inviteeId: referrals.inviteeId });
  return changed.length > 0;
}
