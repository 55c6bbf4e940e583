import { amountOfCents, amountProblem, centsOf, readAmount } from './amount';

describe('readAmount', () => {
  it('reads digits with at most two decimals into hundredths', () => {
    expect(readAmount('12')).toEqual({ cents: 1200 });
    expect(readAmount(' 12.5 ')).toEqual({ cents: 1250 });
    expect(readAmount('0.05')).toEqual({ cents: 5 });
    expect(readAmount('.5')).toEqual({ cents: 50 });
    expect(readAmount('7.')).toEqual({ cents: 700 });
  });

  it('refuses what is not plainly an amount', () => {
    for (const text of ['12a', '-5', '+5', '1,000', '1e3', '.', '1.2.3', '٣']) {
      expect(readAmount(text), text).toEqual({ problem: 'format' });
    }
    expect(readAmount('   ')).toEqual({ problem: 'empty' });
    expect(readAmount('10.005')).toEqual({ problem: 'decimals' });
  });
});

describe('amountProblem', () => {
  it('refuses zero, and amounts outside the limits or over the balance', () => {
    expect(amountProblem('0.00')).toBe('zero');
    expect(amountProblem('99.99', { minimum: 100 })).toBe('belowMinimum');
    expect(amountProblem('50000.01', { maximum: 50_000 })).toBe('aboveMaximum');
    expect(amountProblem('20.11', { balance: 20.1 })).toBe('overBalance');
  });

  it('accepts the limits and the whole balance themselves', () => {
    expect(amountProblem('100', { minimum: 100, maximum: 100, balance: 100 })).toBeUndefined();
    // 0.1 + 0.2 in binary is not 0.3; hundredths are.
    expect(amountProblem('0.3', { balance: 0.1 + 0.2 })).toBeUndefined();
  });
});

it('turns amounts into hundredths and back', () => {
  expect(centsOf(1234.56)).toBe(123456);
  expect(amountOfCents(123456)).toBe(1234.56);
});
