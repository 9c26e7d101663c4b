import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('always shows 2 decimals', () => {
    expect(formatMoney('0.00')).toBe('0.00');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('12.5')).toBe('12.50');
  });

  it('groups thousands without losing precision', () => {
    expect(formatMoney('1234567.89')).toBe('1,234,567.89');
    expect(formatMoney('-1000.10')).toBe('-1,000.10');
    expect(formatMoney('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
  });
});
