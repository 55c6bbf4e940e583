import type { FakePlatform } from '@lobby/api-client/testing';
import { agentTrendLength, type AgentPeriod, type ValueOf } from '@lobby/contract';

type Figures = ValueOf<'agentTeamOverview'>['figures'];

const dayMs = 24 * 60 * 60 * 1000;
/** Monday 5 January 2026, 00:00 UTC: the fake platform's "now" is that day. */
export const fakeToday = Date.UTC(2026, 0, 5);

const periodStart: Record<AgentPeriod, (back: number) => number> = {
  D: (back) => fakeToday - back * dayMs,
  W: (back) => fakeToday - back * 7 * dayMs,
  H: (back) => {
    // Half-months counted from year 0: today is in the first half of January 2026.
    const half = 2026 * 24 - back;
    const month = Math.floor(half / 2);
    return Date.UTC(Math.floor(month / 12), month % 12, half % 2 === 0 ? 1 : 16);
  },
  M: (back) => Date.UTC(2026, 0 - back, 1),
};

const periodEnd: Record<AgentPeriod, (start: number) => number> = {
  D: (start) => start + dayMs,
  W: (start) => start + 7 * dayMs,
  H: (start) => {
    const at = new Date(start);
    return at.getUTCDate() === 1
      ? Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 16)
      : Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  },
  M: (start) => {
    const at = new Date(start);
    return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  },
};

/** A period's figures: the running one `current`, each before it a little less busy. */
export function figuresOf(back: number, scale = 1): Figures {
  const factor = scale / (1 + back * 0.25);
  const betAmount = Math.round(12000 * factor * 100) / 100;
  return {
    newMembers: Math.max(0, 3 - back),
    activeMembers: Math.round(9 * factor),
    betCount: Math.round(310 * factor),
    betAmount,
    validBetAmount: Math.round(betAmount * 0.95 * 100) / 100,
    payout: Math.round(betAmount * 0.93 * 100) / 100,
    winLoss: Math.round((betAmount * 0.93 - betAmount) * 100) / 100,
    depositCount: Math.round(6 * factor),
    depositAmount: Math.round(4500 * factor * 100) / 100,
    withdrawCount: back % 2,
    withdrawAmount: back % 2 === 1 ? 800 : 0,
  };
}

/** The team overview of a team of `size` (12 by default), answered per period by the fake platform. */
export function teamOverviewAnswer(period: AgentPeriod, { size = 12, scale = 1 } = {}): ValueOf<'agentTeamOverview'> {
  const length = agentTrendLength[period];
  const trend = Array.from({ length }, (_, index) => {
    const back = length - 1 - index;
    const startTime = periodStart[period](back);
    return { startTime, endTime: periodEnd[period](startTime), figures: figuresOf(back, scale) };
  });
  const current = trend[trend.length - 1];
  if (!current) throw new Error('A trend has at least the running period');
  return {
    period,
    startTime: current.startTime,
    endTime: current.endTime,
    team: { size, direct: Math.min(size, 5), agents: Math.min(size, 2) },
    figures: current.figures,
    trend,
  };
}

/** The fake platform's team overview: every period asked gets its answer. */
export const teamAnswers = (options?: { size?: number; scale?: number }): FakePlatform => ({
  'GET /wps/relay/MCSFE_getAgentTeamOverview': (request) => {
    const period = (request.query.period ?? 'D').toUpperCase() as AgentPeriod;
    return { value: teamOverviewAnswer(period, options) };
  },
});
