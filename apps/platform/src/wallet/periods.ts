import type { DateRange } from './records';

// Calendar periods in UTC, the one time zone of every report (merchants keep none): the profit and loss's days, weeks
// and months and the agent centre's half-months are all cut here, so the reports agree on where a period starts.

export type CalendarUnit = 'day' | 'week' | 'halfMonth' | 'month';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The UTC day, week (Monday to Sunday), half-month (the 1st to the 15th, the 16th to the month's end) or calendar month
 * holding `at`, moved `offset` periods on (-1: the one before): its first instant and the first instant after it.
 */
export function calendarPeriod(unit: CalendarUnit, at: Date, offset = 0): DateRange {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = Date.UTC(year, month, at.getUTCDate());
  switch (unit) {
    case 'day': {
      const from = day + offset * dayMs;
      return { from: new Date(from), to: new Date(from + dayMs) };
    }
    case 'week': {
      // getUTCDay: Sunday 0 ... Saturday 6; a week starts on Monday.
      const from = day - ((at.getUTCDay() + 6) % 7) * dayMs + offset * 7 * dayMs;
      return { from: new Date(from), to: new Date(from + 7 * dayMs) };
    }
    case 'halfMonth': {
      // Counted in halves from this month's first: Date.UTC carries a month past December or before January.
      const half = (at.getUTCDate() >= 16 ? 1 : 0) + offset;
      const months = Math.floor(half / 2);
      const second = half - months * 2 === 1;
      return {
        from: new Date(Date.UTC(year, month + months, second ? 16 : 1)),
        to: new Date(second ? Date.UTC(year, month + months + 1, 1) : Date.UTC(year, month + months, 16)),
      };
    }
    case 'month':
      return { from: new Date(Date.UTC(year, month + offset, 1)), to: new Date(Date.UTC(year, month + offset + 1, 1)) };
  }
}
