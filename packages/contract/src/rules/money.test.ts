import { describe, expect, it } from 'vitest';
import { AmountInputSchema, formatFen, parseAmountToFen } from './money.ts';

describe('money', () => {
  it('formats fen with exactly 2 decimals', () => {
    expect(formatFen(0n)).toBe('0.00');
    expect(formatFen(5n)).toBe('0.05');
    expect(formatFen(123450n)).toBe('1234.50');
    expect(formatFen(-1n)).toBe('-0.01');
    expect(formatFen(9_007_199_254_740_993n)).toBe('90071992547409.93');
  });
  it('parses amounts with at most 2 decimals', () => {
    expect(parseAmountToFen('100')).toBe(10_000n);
    expect(parseAmountToFen('100.5')).toBe(10_050n);
    expect(parseAmountToFen(100.25)).toBe(10_025n);
    expect(parseAmountToFen('0.01')).toBe(1n);
  });
  it('refuses zero, negatives, 3 decimals, text and exponents', () => {
    for (const v of [
      '0',
      '0.00',
      '-1',
      '1.001',
      'abc',
      '1e3',
      '',
      ' ',
      null,
      undefined,
      Number.NaN,
      Infinity,
      '1,000',
      ' 100.00 ',
      '100 ',
      ' 100',
      '\t100',
      '100\n',
    ]) {
      expect(parseAmountToFen(v)).toBeNull();
    }
  });
  it('reports the amount rule as its message', () => {
    expect(AmountInputSchema.safeParse('1.234').error?.issues[0]?.message).toBe('rules.amount');
    expect(AmountInputSchema.parse('12.30')).toBe(1230n);
    expect(AmountInputSchema.safeParse(' 100.00 ').error?.issues.map((i) => i.message)).toEqual(['rules.amount']);
  });
});
