import { currencyPlan, fromWire, groupedAmount, parseAmount, plainAmount, stakesFor, toWire } from './money';
import { drawMultiplier, payTable, payTableTotal } from './wallets';

describe('amounts', () => {
  it('read typed and posted decimals as hundredths, refusing anything else', () => {
    expect(parseAmount('10')).toBe(1000);
    expect(parseAmount(' 10.5 ')).toBe(1050);
    expect(parseAmount('10000.00')).toBe(1_000_000);
    expect(parseAmount('0.07')).toBe(7);
    for (const text of ['', '-1', '+1', '1e3', '1.005', '.5', '1,000', 'NaN', '1'.repeat(14)]) {
      expect(parseAmount(text), text).toBeUndefined();
    }
  });

  it('write hundredths back as the wire, the form and the page show them', () => {
    expect(toWire(123_456)).toBe(1234.56);
    expect(toWire(200_000_000)).toBe(2_000_000);
    expect(fromWire(15.25)).toBe(1525);
    expect(fromWire(0.1 + 0.2)).toBe(30);
    expect(plainAmount(1_000_000)).toBe('10000.00');
    expect(parseAmount(plainAmount(123_456))).toBe(123_456);
    expect(groupedAmount(201_000_000)).toBe('2,010,000.00');
  });

  it('scale the demo wallet and stakes to the currency, and start the stakes at the game minimum bet', () => {
    expect(currencyPlan('THB')).toEqual({ opening: 200_000, stakes: [1000, 5000, 10_000], trialCredits: 100_000 });
    expect(currencyPlan('VND').opening).toBe(200_000_000);
    expect(stakesFor('VND', 0.01)).toEqual([1_000_000, 5_000_000, 10_000_000]);
    expect(stakesFor('AED', 50)).toEqual([5000, 10_000]);
    expect(stakesFor('AED', 500)).toEqual([50_000]);
  });
});

describe('the demo pay table', () => {
  it('returns 96.5% of the stakes on average, a loss being the likeliest outcome', () => {
    expect(payTableTotal).toBe(1000);
    const returned = payTable.reduce((sum, row) => sum + row.multiplier * row.weight, 0) / payTableTotal;
    expect(returned).toBeCloseTo(0.965, 10);
    const likeliest = [...payTable].sort((a, b) => b.weight - a.weight)[0];
    expect(likeliest?.multiplier).toBe(0);
  });

  it('maps every draw to the row its weight covers, asking the random source for [0, 1000)', () => {
    const asked: number[] = [];
    const counts = new Map<number, number>();
    for (let draw = 0; draw < payTableTotal; draw += 1) {
      const multiplier = drawMultiplier((max) => {
        asked.push(max);
        return draw;
      });
      counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
    }
    expect(new Set(asked)).toEqual(new Set([1000]));
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(payTable.map((row) => [row.multiplier, row.weight])));
    expect(() => drawMultiplier(() => payTableTotal)).toThrow(/outside the pay table/);
  });
});
