import { recordLimits } from '@lobby/contract';

// The date ranges of the records (betting record, account record): the presets the pickers offer and a custom range
// of days, both in the player's own days (local midnight to local midnight), sent to the platform as instants so a
// player far from UTC sees the bets of the day they lived.

export const rangePresets = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** A range of whole local days: `from` the first day's midnight, `to` the midnight after the last day. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** A record's filter range as the player chose it: a preset, or the first and last day of their own (`YYYY-MM-DD`). */
export interface RangeChoice {
  preset: RangePreset;
  startDay: string;
  endDay: string;
}

export type RangeProblem = 'startMissing' | 'endMissing' | 'endBeforeStart' | 'tooLong';

const dayOf = (date: Date, plusDays = 0) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays);

/** The days a preset covers, reckoned from `now`: "last 7 days" is today and the six before it. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): DayRange {
  const tomorrow = dayOf(now, 1);
  switch (preset) {
    case 'today':
      return { from: dayOf(now), to: tomorrow };
    case 'yesterday':
      return { from: dayOf(now, -1), to: dayOf(now) };
    case 'last7':
      return { from: dayOf(now, -6), to: tomorrow };
    case 'last30':
      return { from: dayOf(now, -29), to: tomorrow };
  }
}

/** A `YYYY-MM-DD` day (what a date field gives) as the local midnight that starts it; undefined when unreadable. */
export function dayStart(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  // 2026-02-31 rolls over into March: not a day.
  return start.getFullYear() === year && start.getMonth() === month && start.getDate() === date ? start : undefined;
}

/** A date as a date field writes it (`YYYY-MM-DD`, local). */
export function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The range a choice means, or what is wrong with it: the platform answers at most `maxRangeDays` days at once. */
export function rangeOfChoice(choice: RangeChoice, now: Date): { range: DayRange } | { problem: RangeProblem } {
  if (choice.preset !== 'custom') return { range: presetRange(choice.preset, now) };
  const start = dayStart(choice.startDay);
  if (!start) return { problem: 'startMissing' };
  const last = dayStart(choice.endDay);
  if (!last) return { problem: 'endMissing' };
  if (last < start) return { problem: 'endBeforeStart' };
  const to = dayOf(last, 1);
  // Measured as the platform measures it, in elapsed time (a range across a clock change is an hour longer or shorter).
  if (to.getTime() - start.getTime() > recordLimits.maxRangeDays * 86_400_000) return { problem: 'tooLong' };
  return { range: { from: start, to } };
}

/** The range as a record's query: the first instant and the last one (the platform takes the end as inclusive). */
export function rangeQuery(range: DayRange): { startDate: string; endDate: string } {
  return { startDate: range.from.toISOString(), endDate: new Date(range.to.getTime() - 1).toISOString() };
}

/** The choice a records page opens with: the last 7 days, the custom fields ready with the same days. */
export function initialRangeChoice(now: Date): RangeChoice {
  const { from, to } = presetRange('last7', now);
  return { preset: 'last7', startDay: dayText(from), endDay: dayText(dayOf(to, -1)) };
}
