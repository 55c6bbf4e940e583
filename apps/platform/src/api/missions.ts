import { endpoints, idempotencyKeyHeader, type WireValueOf } from '@lobby/contract';
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { vipRanks, type Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import {
  claimMilestone,
  leaderboardOf,
  missionErrors,
  missionIdOf,
  missionStatesOf,
  periodOf,
  weekPointsOf,
  type MissionState,
} from '../wallet/missions';
import { toWire } from '../wallet/money';
import { idempotencyKeyOf } from '../wallet/transfers';
import { maskName } from '../wallet/winningRounds';
import { languageOf, nameIn } from './content';
import { trialType } from './memberTypes';

// Mission activity (the member centre's `missionLeaderboard`): the merchant's missions with the member's progress,
// a milestone's claim, the week's leaderboard, and the VIP ladder's rules beside the rank progress. The session names
// the member: no call takes a member id, so a member reads and claims only their own. Trial accounts play with
// credits, which count toward no mission.

function realMember(member: Member): Member {
  if (member.type === trialType) throw apiErrors.trialRestricted();
  return member;
}

/** An amount of a `VALID_BET` mission is hundredths; counts go as they are. */
const measureOf = (state: MissionState, value: number) => (state.mission.type === 'VALID_BET' ? toWire(value) : value);

function milestonesOf(state: MissionState) {
  return state.milestones.map((step) => ({
    milestoneId: step.id,
    level: step.level,
    target: measureOf(state, step.target),
    rewardAmount: toWire(step.reward),
    points: step.points,
    status: step.status,
  }));
}

export function missionRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /** Every mission of the merchant as the member stands with it, in the caller's language; the badge count. */
  route(app, table, endpoints.missionSummary, async (c, { member }) => {
    const { db, clock } = c.var.platform;
    const at = new Date(clock());
    const self = realMember(member);
    const language = languageOf(c.req.header('Language'));
    const [states, points] = await Promise.all([
      missionStatesOf(db, self, at),
      weekPointsOf(db, { memberId: self.id }, self.merchantId, at),
    ]);
    const value: WireValueOf<'missionSummary'> = {
      missions: states.map((state) => ({
        missionId: state.mission.id,
        name: nameIn(state.mission.names, state.mission.code, language),
        description: nameIn(state.mission.descriptions, '', language) || null,
        period: state.mission.period,
        type: state.mission.type,
        productType: state.mission.productType,
        minimumAmount: state.mission.type === 'DEPOSITS' ? toWire(state.mission.minimumAmount) : null,
        progress: measureOf(state, state.progress),
        startTime: state.start.getTime(),
        endTime: state.end.getTime(),
        milestones: milestonesOf(state),
      })),
      claimableCount: states.reduce(
        (sum, state) => sum + state.milestones.filter((step) => step.status === 'CLAIMABLE').length,
        0,
      ),
      totalPoints: points.get(self.id) ?? 0,
    };
    return value;
  });

  /** One mission's progress and milestones; another merchant's mission, or none, is not found. */
  route(app, table, endpoints.missionMilestones, async (c, { member, query }) => {
    const { db, clock } = c.var.platform;
    const self = realMember(member);
    const id = missionIdOf(query.missionId);
    const state = (await missionStatesOf(db, self, new Date(clock()))).find((row) => row.mission.id === id);
    if (!state) throw missionErrors.notFound();
    const value: WireValueOf<'missionMilestones'> = {
      missionId: state.mission.id,
      progress: measureOf(state, state.progress),
      milestones: milestonesOf(state),
    };
    return value;
  });

  /** The week's members of the merchant by mission points, the first twenty, names masked; and the caller's place. */
  route(app, table, endpoints.missionLeaderboard, async (c, { member }) => {
    const { db, clock } = c.var.platform;
    const at = new Date(clock());
    const self = realMember(member);
    const rows = await leaderboardOf(db, self.merchantId, at);
    const week = periodOf('WEEKLY', at);
    const own = rows.find((row) => row.memberId === self.id);
    const value: WireValueOf<'missionLeaderboard'> = {
      startTime: week.start.getTime(),
      endTime: week.end.getTime(),
      list: rows
        .slice(0, 20)
        .map((row) => ({ rank: row.rank, customerName: maskName(row.username), points: row.points })),
      self: { rank: own?.rank ?? null, points: own?.points ?? 0 },
    };
    return value;
  });

  /** The merchant's VIP ladder, lowest first: each rank's name and the monthly turnover that earns it. */
  route(app, table, endpoints.playerRankRule, async (c, { member }) => {
    const rows = await c.var.platform.db
      .select()
      .from(vipRanks)
      .where(eq(vipRanks.merchantId, realMember(member).merchantId))
      .orderBy(asc(vipRanks.level));
    const value: WireValueOf<'playerRankRule'> = {
      list: rows.map((rank) => ({
        labelId: rank.id,
        level: rank.level,
        rankName: rank.name,
        monthlyTurnover: toWire(rank.monthlyTurnover),
      })),
    };
    return value;
  });

  /** Pays a milestone reached in the running period into the main wallet, once per period and `Idempotency-Key`. */
  route(app, table, endpoints.claimMissionMilestone, async (c, { member, merchant, body }) => {
    const { db, clock } = c.var.platform;
    const paid = await claimMilestone(db, {
      member: realMember(member),
      merchant,
      missionId: body.missionId,
      milestoneId: body.milestoneId,
      idempotencyKey: idempotencyKeyOf(c.req.header(idempotencyKeyHeader)),
      at: new Date(clock()),
    });
    const value: WireValueOf<'claimMissionMilestone'> = {
      missionId: paid.missionId,
      milestoneId: paid.milestoneId,
      rewardAmount: toWire(paid.reward),
      points: paid.points,
      claimTime: paid.claimedAt,
    };
    return value;
  });
}
