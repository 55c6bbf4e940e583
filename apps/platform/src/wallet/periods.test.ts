import { calendarPeriod, type CalendarUnit } from './periods';

const iso = (unit: CalendarUnit, at: string, offset?: number) => {
  const range = calendarPeriod(unit, new Date(at), offset);
  return [range.from.toISOString(), range.to.toISOString()];
};

describe('calendar periods (UTC)', () => {
  it('cut days, weeks from Monday and months around an instant, and move by whole periods', () => {
    // A Wednesday afternoon.
    const at = '2026-03-04T15:30:00Z';
    expect(iso('day', at)).toEqual(['2026-03-04T00:00:00.000Z', '2026-03-05T00:00:00.000Z']);
    expect(iso('day', at, -6)).toEqual(['2026-02-26T00:00:00.000Z', '2026-02-27T00:00:00.000Z']);
    expect(iso('week', at)).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
    expect(iso('week', at, -7)).toEqual(['2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z']);
    expect(iso('month', at)).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(iso('month', at, -5)).toEqual(['2025-10-01T00:00:00.000Z', '2025-11-01T00:00:00.000Z']);
    // A Sunday's last millisecond is still the week that began on Monday.
    expect(iso('week', '2026-03-08T23:59:59.999Z')).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
  });

  it('split a month into the 1st-15th and the 16th to its end, whatever its length', () => {
    expect(iso('halfMonth', '2026-02-15T23:59:59.999Z')).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(iso('halfMonth', '2026-02-16T00:00:00.000Z')).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(iso('halfMonth', '2028-02-29T12:00:00Z')).toEqual(['2028-02-16T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
    expect(iso('halfMonth', '2026-07-31T12:00:00Z')).toEqual(['2026-07-16T00:00:00.000Z', '2026-08-01T00:00:00.000Z']);
  });

  it('step half-months back across months and years, and forward again', () => {
    const firstHalf = '2026-01-10T08:00:00Z';
    expect(iso('halfMonth', firstHalf, -1)).toEqual(['2025-12-16T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(iso('halfMonth', firstHalf, -2)).toEqual(['2025-12-01T00:00:00.000Z', '2025-12-16T00:00:00.000Z']);
    expect(iso('halfMonth', firstHalf, -5)).toEqual(['2025-10-16T00:00:00.000Z', '2025-11-01T00:00:00.000Z']);
    expect(iso('halfMonth', firstHalf, 1)).toEqual(['2026-01-16T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
    const secondHalf = '2026-12-20T08:00:00Z';
    expect(iso('halfMonth', secondHalf, 1)).toEqual(['2027-01-01T00:00:00.000Z', '2027-01-16T00:00:00.000Z']);
    expect(iso('halfMonth', secondHalf, -1)).toEqual(['2026-12-01T00:00:00.000Z', '2026-12-16T00:00:00.000Z']);
    // Consecutive half-months meet: each ends where the next begins.
    const halves = [-6, -5, -4, -3, -2, -1, 0].map((offset) =>
      calendarPeriod('halfMonth', new Date(firstHalf), offset),
    );
    halves.slice(1).forEach((half, index) => expect(half.from).toEqual(halves[index]?.to));
  });

  it('move a day back across a new year, and a month back from January', () => {
    expect(iso('day', '2027-01-01T00:00:00.000Z', -1)).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(iso('month', '2027-01-01T00:00:00.000Z', -1)).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });
});
