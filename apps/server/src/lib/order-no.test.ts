import { describe, expect, it } from 'vitest';
import { newOrderNo, retryOnClash, uniqueDigits } from './order-no.ts';

const clash = (constraint: string) => Object.assign(new Error('duplicate key'), { code: '23505', constraint });

describe('order numbers', () => {
  it('are unique in a tight loop of 10,000 within one second', () => {
    const now = new Date('2026-03-01T04:05:06.789Z');
    const numbers = Array.from({ length: 10_000 }, () => newOrderNo('L', 'Asia/Shanghai', now));
    expect(new Set(numbers).size).toBe(10_000);
    const digits = Array.from({ length: 10_000 }, uniqueDigits);
    expect(new Set(digits).size).toBe(10_000);
  });

  it('are a letter, the platform date and time to the second, and 6 digits', () => {
    const no = newOrderNo('W', 'Asia/Shanghai', new Date('2026-03-01T16:05:06.789Z'));
    expect(no).toMatch(/^W20260302000506\d{6}$/);
    expect(newOrderNo('D', 'UTC', new Date('2026-03-01T16:05:06.789Z'))).toMatch(/^D20260301160506\d{6}$/);
    // The stamp follows the clock, second by second, in each zone.
    expect(newOrderNo('D', 'UTC', new Date('2026-03-01T16:05:07.001Z'))).toMatch(/^D20260301160507\d{6}$/);
  });

  it('an insert that meets another instance’s number is tried again; any other error is not', async () => {
    let tries = 0;
    const answer = await retryOnClash('orders_order_no_idx', async () => {
      tries += 1;
      if (tries < 3) throw new Error('wrapped', { cause: clash('orders_order_no_idx') });
      return 'inserted';
    });
    expect([answer, tries]).toEqual(['inserted', 3]);
    await expect(
      retryOnClash('orders_order_no_idx', async () => {
        throw clash('orders_member_key_idx');
      }),
    ).rejects.toMatchObject({ constraint: 'orders_member_key_idx' });
    let forever = 0;
    await expect(
      retryOnClash('orders_order_no_idx', async () => {
        forever += 1;
        throw clash('orders_order_no_idx');
      }),
    ).rejects.toThrow('duplicate key');
    expect(forever).toBe(5);
  });
});
