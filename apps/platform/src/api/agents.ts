import {
  affiliateLinkRules,
  agentBettingSorts,
  agentDownlineRules,
  agentIncomeKinds,
  agentReportRules,
  betProductTypes,
  endpoints,
  idempotencyKeyHeader,
  type WireValueOf,
} from '@lobby/contract';
import type { Hono } from 'hono';
import { affiliateLinksOf, createAffiliateLink, type AffiliateLinkRow } from '../agents/affiliateLinks';
import { downlinesOf } from '../agents/downlines';
import { agentPeriodOf, teamOverview, trendPeriods, type TeamFigures } from '../agents/overview';
import { incomeOf, teamBetting, userLoss, type ReportSpan } from '../agents/reports';
import { agentErrors, downlinesNamed, inTeam, type TeamOf } from '../agents/team';
import { announcements, type Member, type Merchant } from '../db/schema';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { flagOn } from '../merchants/whitelabel';
import { transferToDownlines } from '../wallet/downlines';
import { toWire } from '../wallet/money';
import { accountHistory, accountTypeOf, betHistory, rangeOf, recordErrors } from '../wallet/records';
import { idempotencyKeyOf, transferErrors } from '../wallet/transfers';
import { languageOf } from './content';
import { amountOf, rawAmount } from './deposit';
import { wireBet } from './records';
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

/** The running period named (`agentPeriodOf`) up to now: what the reports cover. */
function spanOf(sent: string, now: Date): ReportSpan & { period: ReturnType<typeof agentPeriodOf> } {
  const period = agentPeriodOf(sent);
  const range = trendPeriods(period, now).at(-1);
  if (!range) throw new Error('a period runs at every instant');
  return { period, range, now };
}

/** A product of the betting records (`betProductTypes`, any case); undefined for every product. */
function productOf(sent: string | undefined): string | undefined {
  const text = sent?.trim().toUpperCase();
  if (!text) return undefined;
  if (!(betProductTypes as readonly string[]).includes(text)) throw recordErrors.productUnknown(text);
  return text;
}

/** A report's page and size (20 unless asked, at most 50), or a 400 naming the field. */
function reportPageOf(query: { page?: number | undefined; size?: number | undefined }) {
  return {
    page: pageOf(query.page, 1, maxPage, 'page'),
    size: pageOf(query.size, agentReportRules.pageSize, agentReportRules.maxPageSize, 'size'),
  };
}

/** One of the choices `known` (exactly as the contract spells it), the fallback when absent, else a 400 naming it. */
function choiceOf<const T extends string>(sent: string | undefined, known: readonly T[], field: string): T | undefined {
  const text = sent?.trim();
  if (!text) return undefined;
  const choice = known.find((option) => option.toLowerCase() === text.toLowerCase());
  if (!choice) throw apiErrors.validation(`Field "${field}" is one of ${known.join(', ')}.`, field);
  return choice;
}

const teamOf = (agent: Member): TeamOf => ({ merchantId: agent.merchantId, agentId: agent.id });
const spanTimes = (span: ReportSpan) => ({ startTime: span.range.from.getTime(), endTime: span.range.to.getTime() });

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
   * Team betting: the team's members who bet in the running period (of one product or all), a page of them in the
   * order asked and the totals of all of them.
   */
  route(app, table, endpoints.agentTeamBetting, async (c, { member, query }) => {
    const agent = agentOf(member);
    const span = spanOf(query.period, new Date(c.var.platform.clock()));
    const productType = productOf(query.productType);
    const sort = choiceOf(query.sort, agentBettingSorts, 'sort') ?? 'betAmount';
    const { page, size } = reportPageOf(query);
    const betting = await teamBetting(c.var.platform.db, { ...teamOf(agent), ...span, productType, sort, page, size });
    const { totals } = betting;
    const value: WireValueOf<'agentTeamBetting'> = {
      period: span.period,
      ...spanTimes(span),
      productType: productType ?? null,
      list: betting.rows.map((row) => ({
        username: row.username,
        level: row.level,
        betCount: row.bets,
        betAmount: toWire(row.stake),
        validBetAmount: toWire(row.validBet),
        payout: toWire(row.payout),
        winLoss: toWire(row.payout - row.stake),
      })),
      totalCount: betting.total,
      totalPages: Math.ceil(betting.total / size),
      summary: {
        memberCount: betting.total,
        betCount: totals.bets,
        betAmount: toWire(totals.stake),
        validBetAmount: toWire(totals.validBet),
        payout: toWire(totals.payout),
        winLoss: toWire(totals.payout - totals.stake),
      },
    };
    return value;
  });

  /** Team betting's drill-in: one member of the team's bets in the running period, newest first. */
  route(app, table, endpoints.agentMemberBets, async (c, { member, query }) => {
    const agent = agentOf(member);
    const { db, clock } = c.var.platform;
    const [downline] = await downlinesNamed(db, teamOf(agent), [query.username]);
    if (!downline) throw agentErrors.downlineNotFound();
    const span = spanOf(query.period, new Date(clock()));
    const productType = productOf(query.productType);
    const { page, size } = reportPageOf(query);
    // Up to now: a bet is never later than the platform's clock, save in a test that moved it back.
    const range = { from: span.range.from, to: new Date(Math.min(span.range.to.getTime(), span.now.getTime() + 1)) };
    const history = await betHistory(db, { memberId: downline.id, productType, range, page, size });
    const { stake, validBet, payout } = history.totals;
    const value: WireValueOf<'agentMemberBets'> = {
      username: downline.username,
      period: span.period,
      ...spanTimes(span),
      list: history.rows.map(wireBet),
      totalCount: history.total,
      totalPages: Math.ceil(history.total / size),
      summary: {
        betCount: history.total,
        betAmount: toWire(stake),
        validBetAmount: toWire(validBet),
        winLoss: toWire(payout - stake),
      },
    };
    return value;
  });

  /** User loss: each downline's profit and loss in the running period, the biggest losers first. */
  route(app, table, endpoints.agentUserLoss, async (c, { member, query }) => {
    const agent = agentOf(member);
    const span = spanOf(query.period, new Date(c.var.platform.clock()));
    const search = searchOf(query.search);
    const { page, size } = reportPageOf(query);
    const loss = await userLoss(c.var.platform.db, { ...teamOf(agent), ...span, search, page, size });
    const wireLoss = (row: {
      bets: number;
      stake: number;
      validBet: number;
      payout: number;
      bonus: number;
      rebate: number;
    }) => {
      const net = row.payout - row.stake + row.bonus + row.rebate;
      return {
        betCount: row.bets,
        betAmount: toWire(row.stake),
        validBetAmount: toWire(row.validBet),
        payout: toWire(row.payout),
        bonus: toWire(row.bonus),
        rebate: toWire(row.rebate),
        winLoss: toWire(row.payout - row.stake),
        netResult: toWire(net),
        houseResult: toWire(-net),
      };
    };
    const value: WireValueOf<'agentUserLoss'> = {
      period: span.period,
      ...spanTimes(span),
      list: loss.rows.map((row) => ({ username: row.username, level: row.level, ...wireLoss(row) })),
      totalCount: loss.total,
      totalPages: Math.ceil(loss.total / size),
      summary: { memberCount: loss.total, ...wireLoss(loss.totals) },
    };
    return value;
  });

  /** My income: the agent's own pay in the running period by kind, and a page of the payments. */
  route(app, table, endpoints.agentIncome, async (c, { member, query }) => {
    const agent = agentOf(member);
    const span = spanOf(query.period, new Date(c.var.platform.clock()));
    const kind = choiceOf(query.kind, agentIncomeKinds, 'kind');
    const { page, size } = reportPageOf(query);
    const income = await incomeOf(c.var.platform.db, { memberId: agent.id, ...span, kind, page, size });
    const value: WireValueOf<'agentIncome'> = {
      period: span.period,
      ...spanTimes(span),
      kinds: income.kinds.map((row) => ({ kind: row.kind, amount: toWire(row.amount), count: row.count })),
      totalAmount: toWire(income.kinds.reduce((sum, row) => sum + row.amount, 0)),
      list: income.rows.map((row) => ({
        id: `L${row.id}`,
        txTime: row.at.getTime(),
        kind: row.kind,
        amount: toWire(row.amount),
        balance: toWire(row.balance),
      })),
      totalCount: income.total,
      totalPages: Math.ceil(income.total / size),
    };
    return value;
  });

  /**
   * Account details: the team's main-wallet movements over the range, of one member of the team or all, of one type
   * or all, newest first, as the members' own account records show them.
   */
  route(app, table, endpoints.agentDownlineTransactions, async (c, { member, merchant, query }) => {
    const agent = agentOf(member);
    const { db } = c.var.platform;
    const username = query.username?.trim();
    const [downline] = username ? await downlinesNamed(db, teamOf(agent), [username]) : [];
    const range = rangeOf(query.startDate, query.endDate);
    const type = query.type?.trim() ? accountTypeOf(query.type) : undefined;
    const { page, size } = reportPageOf(query);
    const history = await accountHistory(db, {
      ...(downline ? { memberId: downline.id } : { whose: (column) => inTeam(column, teamOf(agent)) }),
      merchantId: merchant.id,
      type,
      range,
      page,
      size,
    });
    const value: WireValueOf<'agentDownlineTransactions'> = {
      list: history.rows.map((row) => ({
        id: row.id,
        username: row.username,
        txTime: row.at.getTime(),
        type: row.type,
        detail: row.detail,
        amount: toWire(row.amount),
        balance: row.balance === null ? null : toWire(row.balance),
        status: row.status,
        remark: row.remark,
      })),
      totalCount: history.total,
      totalPages: Math.ceil(history.total / size),
    };
    return value;
  });

  /**
   * The merchant's notices to its agents (type AG) running now, newest first, in the caller's language where the
   * merchant wrote them in it, else in English.
   */
  route(app, table, endpoints.agentNotices, async (c, { member, merchant }) => {
    agentOf(member);
    const now = new Date(c.var.platform.clock());
    const rows = await c.var.platform.db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchant.id),
          eq(announcements.type, 'AG'),
          lte(announcements.startsAt, now),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .orderBy(desc(announcements.startsAt), asc(announcements.sort), asc(announcements.id));
    const language = languageOf(c.req.header('Language'));
    const shown = rows.some((row) => row.lang === language) ? language : 'EN';
    const value: WireValueOf<'agentNotices'> = {
      list: rows
        .filter((row) => row.lang === shown)
        .map((row) => ({ id: row.id, title: row.title, content: row.content, startTime: row.startsAt.getTime() })),
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
