import { dayStart, presetRange, rangeOfChoice, rangeQuery } from './recordRange';

const now = new Date(2026, 10, 28, 15, 30);
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('record date ranges', () => {
  it('reckons the presets in whole days from now, today included', () => {
    expect(presetRange('today', now)).toEqual({ from: day(2026, 11, 28), to: day(2026, 11, 29) });
    expect(presetRange('yesterday', now)).toEqual({ from: day(2026, 11, 27), to: day(2026, 11, 28) });
    expect(presetRange('last7', now)).toEqual({ from: day(2026, 11, 22), to: day(2026, 11, 29) });
    expect(presetRange('last30', now)).toEqual({ from: day(2026, 10, 30), to: day(2026, 11, 29) });
  });

  it('takes days of the player’s choosing up to 31 of them, the last one whole', () => {
    const choice = { preset: 'custom', startDay: '2026-11-01', endDay: '2026-12-01' } as const;
    expect(rangeOfChoice(choice, now)).toEqual({ range: { from: day(2026, 11, 1), to: day(2026, 12, 2) } });
    expect(rangeOfChoice({ ...choice, endDay: '2026-11-01' }, now)).toEqual({
      range: { from: day(2026, 11, 1), to: day(2026, 11, 2) },
    });
  });

  it('names what is wrong with a custom range', () => {
    const custom = (startDay: string, endDay: string) => rangeOfChoice({ preset: 'custom', startDay, endDay }, now);
    expect(custom('', '2026-11-02')).toEqual({ problem: 'startMissing' });
    expect(custom('2026-11-01', '')).toEqual({ problem: 'endMissing' });
    expect(custom('2026-02-31', '2026-03-02')).toEqual({ problem: 'startMissing' });
    expect(custom('2026-11-02', '2026-11-01')).toEqual({ problem: 'endBeforeStart' });
    expect(custom('2026-11-01', '2026-12-02')).toEqual({ problem: 'tooLong' });
  });

  it('reads a date field’s day as its local midnight, and nothing else', () => {
    expect(dayStart('2026-11-05')).toEqual(day(2026, 11, 5));
    expect(dayStart('05/11/2026')).toBeUndefined();
  });

  it('asks the platform from the first instant to the last one of the range', () => {
    expect(rangeQuery({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') })).toEqual({
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-01T23:59:59.999Z',
    });
  });
});
