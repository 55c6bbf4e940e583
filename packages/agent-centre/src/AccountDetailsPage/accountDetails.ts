import { recordLimits } from '@lobby/contract';

/** What account details search: a member of the team or all, a type or all, the days from and to (UTC, inclusive). */
export interface DetailsFilter {
  username: string;
  type: string;
  from: string;
  to: string;
}

export const allTypes = 'all';
const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last seven days, today included (UTC, like the records). */
export function firstDetailsFilter(now = Date.now()): DetailsFilter {
  return { username: '', type: allTypes, from: dayOf(now - 6 * dayMs), to: dayOf(now) };
}

export type RangeProblem = 'dateMissing' | 'rangeInvalid' | 'rangeTooLong';

/** What is wrong with the days chosen, checked as the platform does (at most `recordLimits.maxRangeDays` days). */
export function rangeProblem(from: string, to: string): RangeProblem | undefined {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'dateMissing';
  if (end < start) return 'rangeInvalid';
  if (end + dayMs - start > recordLimits.maxRangeDays * dayMs) return 'rangeTooLong';
  return undefined;
}
