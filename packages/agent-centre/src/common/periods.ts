import type { AgentPeriod } from '@lobby/contract';

/** The periods in the order the pages offer them (today, week, half-month, month, UTC); the first is shown on opening. */
export const reportPeriods = ['D', 'W', 'H', 'M'] as const satisfies readonly AgentPeriod[];

const dayMs = 24 * 60 * 60 * 1000;

/** The last day a period covers (its `endTime` is the first instant after it): the first for a day. */
export const lastDayOf = (startTime: number, endTime: number) => Math.max(startTime, endTime - dayMs);
