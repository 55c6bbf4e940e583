import { errorCodes, profitPeriods } from '@lobby/contract';
import { ApiError } from '../lib/apiError';
import { periodOf, periodRange, productOf } from './profit';

const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

describe('profit and loss periods', () => {
  it('are whole UTC days, weeks from Monday and calendar months around now', () => {
    // A Wednesday afternoon.
    const now = new Date('2026-03-04T15:30:00Z');
    expect(iso(periodRange('TODAY', now))).toEqual(['2026-03-04T00:00:00.000Z', '2026-03-05T00:00:00.000Z']);
    expect(iso(periodRange('YESTERDAY', now))).toEqual(['2026-03-03T00:00:00.000Z', '2026-03-04T00:00:00.000Z']);
    expect(iso(periodRange('THIS_WEEK', now))).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
    expect(iso(periodRange('LAST_WEEK', now))).toEqual(['2026-02-23T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
    expect(iso(periodRange('THIS_MONTH', now))).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(iso(periodRange('LAST_MONTH', now))).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
  });

  it('keep a Sunday in the week that began on Monday, and January after December', () => {
    const sunday = new Date('2026-03-08T23:59:59.999Z');
    expect(iso(periodRange('THIS_WEEK', sunday))).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
    const monday = new Date('2026-03-09T00:00:00.000Z');
    expect(iso(periodRange('LAST_WEEK', monday))).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z']);
    const newYear = new Date('2027-01-01T00:00:00.000Z');
    expect(iso(periodRange('LAST_MONTH', newYear))).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(iso(periodRange('YESTERDAY', newYear))).toEqual(['2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('are read in any case; an unknown period or product is refused naming the field', () => {
    expect(periodOf(' this_week ')).toBe('THIS_WEEK');
    expect(productOf('live')).toBe('LIVE');
    for (const period of profitPeriods) expect(periodOf(period)).toBe(period);
    const refusal = (read: () => unknown) => {
      try {
        read();
      } catch (error) {
        return error;
      }
      throw new Error('not refused');
    };
    expect(refusal(() => periodOf('LAST_YEAR'))).toMatchObject({
      status: 400,
      errorCode: errorCodes.profitPeriodUnknown,
      value: { field: 'period' },
    });
    expect(refusal(() => productOf('CASINO'))).toBeInstanceOf(ApiError);
    expect(refusal(() => productOf('CASINO'))).toMatchObject({ errorCode: errorCodes.productTypeUnknown });
  });
});
