import { endpoints, errorCodes, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import type { Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import {
  ensureReferralCode,
  friendsPage,
  maskUsername,
  monthRanking,
  referralCodeOf,
  referralCounts,
} from '../referral/referrals';
import { pageOf } from '../wallet/records';
import { trialType } from './memberTypes';

// Invite friends (the member centre's `referral`): the member's code and counts, their friends page by page, and the
// month's ranking. The session names the member: no call takes a member id, so a member reads only their own friends;
// other members' usernames are masked. Trial accounts cannot invite: their play is credits and they cannot deposit.

function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

/** `true`, `1`, `Y` (any case) ask for a code to be made; anything else reads only. */
function truthy(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|1|y|yes)$/i.test(value.trim()));
}

/** The list's `qualified` narrowing: `true`, `false`, or absent for every friend. */
function qualifiedFilter(value: string | undefined): boolean | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ApiError(400, errorCodes.validationFailed, 'Field "qualified" is true or false.', { field: 'qualified' });
}

export function referralRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /** The member's code (made now with `autoGenerate`), the friends it brought and those who qualified, the domains. */
  route(app, table, endpoints.referralDetails, async (c, { member, merchant, query }) => {
    const { db } = c.var.platform;
    const inviter = realMember(member);
    const code = truthy(query.autoGenerate)
      ? await ensureReferralCode(db, inviter)
      : ((await referralCodeOf(db, inviter.id)) ?? null);
    const counts = await referralCounts(db, inviter);
    const value: WireValueOf<'referralDetails'> = {
      referralCode: code,
      totalInvitations: counts.invitations,
      qualifiedInvitations: counts.qualified,
      promotionDomains: [...new Set([merchant.mainDomain, ...merchant.domainList])],
    };
    return value;
  });

  /** One page of the member's friends, newest first, usernames masked. */
  route(app, table, endpoints.referralList, async (c, { member, query }) => {
    const inviter = realMember(member);
    const { page, size } = pageOf(query.page, query.size);
    const { rows, total } = await friendsPage(c.var.platform.db, inviter, {
      page,
      size,
      qualified: qualifiedFilter(query.qualified),
    });
    const value: WireValueOf<'referralList'> = {
      list: rows.map((row) => ({
        username: maskUsername(row.username),
        registerTime: row.registeredAt.getTime(),
        qualified: row.qualifiedAt !== null,
        qualifiedTime: row.qualifiedAt?.getTime() ?? null,
      })),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
    return value;
  });

  /** This month's top ten by friends qualified in it, and the caller's own place. */
  route(app, table, endpoints.referralRanking, async (c, { member }) => {
    const { db, clock } = c.var.platform;
    const inviter = realMember(member);
    const { month, top, mine } = await monthRanking(db, inviter.merchantId, inviter.id, new Date(clock()));
    const value: WireValueOf<'referralRanking'> = {
      periodStart: month.from.getTime(),
      periodEnd: month.to.getTime(),
      list: top.map((row) => ({
        rank: row.rank,
        username: maskUsername(row.username),
        qualifiedCount: row.qualified,
        self: row.memberId === inviter.id,
      })),
      myRank: mine?.rank ?? null,
      myQualifiedCount: mine?.qualified ?? 0,
    };
    return value;
  });
}
