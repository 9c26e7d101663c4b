import { describe, expect, it } from 'vitest';
import { betOptions, betWins, canWithdrawAt, LOTTERY_GAMES, oddsOf, payoutFen, resultFromBytes } from './lottery.ts';

describe('lottery rules', () => {
  it('prices Fast 3 from the true chances at 97% return', () => {
    // big wins on 105 of 216 outcomes: 0.97 * 216 / 105 = 1.9954
    expect(oddsOf('fast3', { kind: 'big', pick: null })).toBe(199);
    expect(oddsOf('fast3', { kind: 'triple', pick: 6 })).toBe(20952);
    expect(oddsOf('fast3', { kind: 'sum', pick: 10 })).toBe(776);
    expect(oddsOf('fast3', { kind: 'straight', pick: null })).toBeNull();
  });

  it('prices PC28', () => {
    expect(oddsOf('pc28', { kind: 'big', pick: null })).toBe(194);
    expect(oddsOf('pc28', { kind: 'sum', pick: 0 })).toBe(97000);
    expect(oddsOf('pc28', { kind: 'triple_any', pick: null })).toBe(9700);
  });

  it('makes a triple lose big, small, odd and even in Fast 3 only', () => {
    expect(betWins('fast3', { kind: 'big', pick: null }, [5, 5, 5])).toBe(false);
    expect(betWins('fast3', { kind: 'big', pick: null }, [5, 5, 6])).toBe(true);
    expect(betWins('pc28', { kind: 'big', pick: null }, [5, 5, 5])).toBe(true);
  });

  it('never pays a bet every time: every option loses on some outcome', () => {
    for (const code of ['fast3', 'pc28'] as const) {
      for (const o of betOptions(code)) expect(o.oddsHundredths, `${code} ${o.kind} ${o.pick}`).toBeGreaterThan(100);
    }
  });

  it('derives results without modulo bias, skipping bytes at or above the limit', () => {
    expect(resultFromBytes('fast3', [Uint8Array.from([252, 0, 5, 255, 6])])).toEqual([1, 6, 1]);
    expect(resultFromBytes('pc28', [Uint8Array.from([250, 9, 19]), Uint8Array.from([255, 249])])).toEqual([9, 9, 9]);
    expect(resultFromBytes('pc28', [Uint8Array.from([250, 251])])).toBeNull();
  });

  it('pays stake times odds, rounded down to the fen', () => {
    expect(payoutFen(1_000n, 199)).toBe(1_990n);
    expect(payoutFen(333n, 199)).toBe(662n);
  });

  it('lets bets be withdrawn until the last third of the betting window, where they stand', () => {
    for (const g of Object.values(LOTTERY_GAMES)) {
      expect(g.withdrawLockSeconds * 3).toBe(g.intervalSeconds);
      const closes = Date.parse('2026-03-01T00:15:40Z');
      const lock = closes - g.withdrawLockSeconds * 1000;
      expect(canWithdrawAt(g.code, closes, lock - 1)).toBe(true);
      expect(canWithdrawAt(g.code, closes, lock)).toBe(false);
      expect(canWithdrawAt(g.code, closes, closes)).toBe(false);
    }
  });
});
