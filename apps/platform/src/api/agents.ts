import {
  affiliateLinkRules,
  agentDownlineRules,
  endpoints,
  idempotencyKeyHeader,
  type WireValueOf,
} from '@lobby/contract';
import type { Hono } from 'hono';
import { affiliateLinksOf, createAffiliateLink, type AffiliateLinkRow } from '../agents/affiliateLinks';
import { downlinesOf } from '../agents/downlines';
import { agentPeriodOf, teamOverview, trendPeriods, type TeamFigures } from '../agents/overview';
import { agentErrors, downlinesNamed } from '../agents/team';
import type { Member, Merchant } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { flagOn } from '../merchants/whitelabel';
import { transferToDownlines } from '../wallet/downlines';
import { toWire } from '../wallet/money';
import { idempotencyKeyOf, transferErrors } from '../wallet/transfers';
import { amountOf, rawAmount } from './deposit';
import { registerDownlineMember } from './registration';
import { agentTypes } from './memberTypes';
import { checkPaymentPassword, maxPage, pageOf } from './withdraw';

// The agent centre. The session names the agent, and the team is always the agent's own: no parameter can widen it.
// Members of any other type (trial accounts among them) are refused before anything is read.

/** The session's member, refused with `agent_only` unless its type is an agent's. */
export function agentOf(member: Member): Member {
  if (!agentTypes.includes(member.type)) throw agentErrors.agentOnly();
  return member;
}

/** Refuses a register centre call while the merchant has its switch (`modId`) off. */
function requireFlag(merchant: Merchant, modId: 'AGEREGDOWN3' | 'CREATEAFF3'): void {
  if (!flagOn(merchant, modId)) throw apiErrors.functionNotAvailable(`${modId} is switched off for this site`);
}

/** An affiliate link's note, trimmed: null for none; longer than the rules allow, refused (400 naming `remark`). */
function remarkOf(sent: string | undefined): string | null {
  const remark = sent?.trim() ?? '';
  if (remark.length > affiliateLinkRules.remarkMaxLength) {
    throw apiErrors.validation(`Field "remark" is at most ${affiliateLinkRules.remarkMaxLength} characters.`, 'remark');
  }
  return remark || null;
}

function wireLink(link: AffiliateLinkRow): WireValueOf<'createAffiliateLink'> {
  return {
    id: link.id,
    code: link.code,
    remark: link.remark,
    createTime: link.createdAt.getTime(),
    registrations: link.registrations,
  };
}

type WireFigures = WireValueOf<'agentTeamOverview'>['figures'];

/**
 * The part of a username searched for, trimmed; undefined for none. Longer than any username may be, it is refused
 * (400 naming `search`) rather than cut: a cut search would answer members the agent did not ask for.
 */
function searchOf(sent: string | undefined): string | undefined {
  const search = sent?.trim();
  if (!search) return undefined;
  if (search.length > agentDownlineRules.searchMaxLength) {
    throw apiErrors.validation(
      `Field "search" is at most ${agentDownlineRules.searchMaxLength} characters of a username.`,
      'search',
    );
  }
  return search;
}

/**
 * The usernames of a transfer to downlines, checked before any is looked up: none named twice (any case), and one only
 * where the merchant does not let agents pay several at once (`AGENTRANSMULTDOWN3` off).
 */
function downlineNamesOf(sent: readonly string[], several: boolean): string[] {
  const names = sent.map((name) => name.trim());
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) throw agentErrors.transferDuplicate();
  if (names.length > 1 && !several) throw agentErrors.transferSingleOnly();
  return names;
}

function wireFigures(figures: TeamFigures): WireFigures {
  return {
    newMembers: figures.newMembers,
    activeMembers: figures.activeMembers,
    betCount: figures.bets,
    betAmount: toWire(figures.stake),
    validBetAmount: toWire(figures.validBet),
    payout: toWire(figures.payout),
    // The members' result, as their own profit and loss shows it: payouts less stakes.
    winLoss: toWire(figures.payout - figures.stake),
    depositCount: figures.deposits,
    depositAmount: toWire(figures.depositAmount),
    withdrawCount: figures.withdrawals,
    withdrawAmount: toWire(figures.withdrawAmount),
  };
}

export function agentRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * The team as it stands and what it did in the period running now (up to now), with the trend of the periods
   * before it; the last point of the trend is the period itself.
   */
  route(app, table, endpoints.agentTeamOverview, async (c, { member, query }) => {
    const agent = agentOf(member);
    const period = agentPeriodOf(query.period);
    const { db, clock } = c.var.platform;
    const now = new Date(clock());
    const { team, trend: periods } = await teamOverview(db, {
      merchantId: agent.merchantId,
      agentId: agent.id,
      agentTypes,
      periods: trendPeriods(period, now),
      now,
    });
    const trend = periods.map(({ range, figures }) => ({
      startTime: range.from.getTime(),
      endTime: range.to.getTime(),
      figures: wireFigures(figures),
    }));
    const running = trend.at(-1);
    if (!running) throw new Error('a trend holds at least the running period');
    const value: WireValueOf<'agentTeamOverview'> = {
      period,
      startTime: running.startTime,
      endTime: running.endTime,
      team: { ...team },
      figures: running.figures,
      trend,
    };
    return value;
  });
  /**
   * Team management's list: the agent's downlines by `scope` (`all` unless `direct`), `search` and page, the closest
   * levels first, then by username.
   */
  route(app, table, endpoints.agentDownlines, async (c, { member, query }) => {
    const agent = agentOf(member);
    const search = searchOf(query.search);
    const page = pageOf(query.page, 1, maxPage, 'page');
    const size = pageOf(query.size, agentDownlineRules.pageSize, agentDownlineRules.maxPageSize, 'size');
    const { db, clock } = c.var.platform;
    const { rows, total } = await downlinesOf(db, {
      merchantId: agent.merchantId,
      agentId: agent.id,
      scope: query.scope ?? 'all',
      search,
      page,
      size,
      now: new Date(clock()),
    });
    const value: WireValueOf<'agentDownlines'> = {
      list: rows.map((row) => ({
        username: row.username,
        nickname: row.nickname,
        level: row.level,
        agent: agentTypes.includes(row.type),
        uplineName: row.uplineName,
        balance: toWire(row.balance),
        registerTime: row.registeredAt,
        lastLoginTime: row.lastLoginAt,
        status: row.status,
      })),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
    return value;
  });

  /**
   * A transfer to downlines, judged in this order: an agent, the downlines (none twice, several only where the
   * merchant allows it, each of the agent's team), the amount, the idempotency key, the payment password (its limiter
   * shared with withdrawals); then the debit of the whole total, which refuses a balance short of it.
   */
  route(app, table, endpoints.transferToDownlines, async (c, { member, merchant, body, rawBody }) => {
    const { platform } = c.var;
    const { db, clock } = platform;
    const agent = agentOf(member);
    const names = downlineNamesOf(body.downlines, flagOn(merchant, 'AGENTRANSMULTDOWN3'));
    const downlines = await downlinesNamed(db, { merchantId: agent.merchantId, agentId: agent.id }, names);
    const amount = amountOf(rawAmount(rawBody), body.amount, transferErrors.amountInvalid);
    const key = idempotencyKeyOf(c.req.header(idempotencyKeyHeader));
    await checkPaymentPassword(platform, agent, body.password);
    const done = await transferToDownlines(db, {
      agent,
      downlines,
      currency: merchant.currency,
      amount,
      idempotencyKey: key,
      at: new Date(clock()),
    });
    const value: WireValueOf<'transferToDownlines'> = {
      amountEach: toWire(done.amountEach),
      downlineCount: done.downlineCount,
      totalAmount: toWire(done.totalAmount),
      balance: toWire(done.balance),
    };
    return value;
  });
  /**
   * The register centre: a member registered under the agent, judged as a registration is (the merchant's rules, the
   * address's limit, the name and number free), while the merchant has `AGEREGDOWN3` on. The agent's session is
   * left as it is and none is made for the new member.
   */
  route(app, table, endpoints.registerDownline, async (c, { member, merchant, body, ip }) => {
    const agent = agentOf(member);
    requireFlag(merchant, 'AGEREGDOWN3');
    const made = await registerDownlineMember(c.var.platform, {
      agent,
      merchant,
      body,
      ip,
      language: c.req.header('language'),
    });
    const value: WireValueOf<'registerDownline'> = { username: made.username, registerTime: made.createdAt.getTime() };
    return value;
  });

  /** The agent's own affiliate links, newest first, each with the registrations it brought. */
  route(app, table, endpoints.affiliateLinks, async (c, { member }) => {
    const agent = agentOf(member);
    const links = await affiliateLinksOf(c.var.platform.db, agent);
    const value: WireValueOf<'affiliateLinks'> = { list: links.map(wireLink) };
    return value;
  });

  /** A new affiliate link for the agent, while the merchant has `CREATEAFF3` on and the agent is under the limit. */
  route(app, table, endpoints.createAffiliateLink, async (c, { member, merchant, body }) => {
    const agent = agentOf(member);
    requireFlag(merchant, 'CREATEAFF3');
    const remark = remarkOf(body.remark);
    const { db, clock } = c.var.platform;
    return wireLink(await createAffiliateLink(db, { agent, remark, at: new Date(clock()) }));
  });
}
