import { endpoints, type WireValueOf } from '@lobby/contract';
import type { Hono } from 'hono';
import { agentPeriodOf, teamOverview, trendPeriods, type TeamFigures } from '../agents/overview';
import { agentErrors } from '../agents/team';
import type { Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { toWire } from '../wallet/money';
import { agentTypes } from './memberTypes';

// The agent centre. The session names the agent, and the team is always the agent's own: no parameter can widen it.
// Members of any other type (trial accounts among them) are refused before anything is read.

/** The session's member, refused with `agent_only` unless its type is an agent's. */
function agentOf(member: Member): Member {
  if (!agentTypes.includes(member.type)) throw agentErrors.agentOnly();
  return member;
}

type WireFigures = WireValueOf<'agentTeamOverview'>['figures'];

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
}
