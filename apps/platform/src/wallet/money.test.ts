import { currencyPlan, fromWire, groupedAmount, parseAmount, plainAmount, stakesFor, toWire } from './money';

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
