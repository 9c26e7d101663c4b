import { describe, expect, it } from 'vitest';
import { MONEY_LOG_TYPES } from '@app/contract';
import { ENTRY_TYPES, entryFilterOf, moneyLogTypeOf } from './entry-types.ts';

describe('entry types', () => {
  it('give every type its money-log group, and an unknown stored type is other', () => {
    expect(moneyLogTypeOf('bet.stake')).toBe('bet');
    expect(moneyLogTypeOf('bet.payout')).toBe('win');
    expect(moneyLogTypeOf('bet.refund')).toBe('bet_refund');
    expect(moneyLogTypeOf('hold.released')).toBe('withdrawal_refund');
    expect(moneyLogTypeOf('venue_transfer_in')).toBe('other');
    for (const group of Object.values(ENTRY_TYPES)) expect(MONEY_LOG_TYPES).toContain(group);
  });

  it('filter a statement by group exactly, and other keeps what no group claims', () => {
    expect(entryFilterOf(undefined)).toEqual({});
    expect(entryFilterOf('transfer').kinds?.sort()).toEqual([
      'interest.in',
      'interest.out',
      'venue.transfer_in',
      'venue.transfer_in.confirm',
      'venue.transfer_in.refund',
      'venue.transfer_out',
    ]);
    expect(entryFilterOf('bonus').kinds?.sort()).toEqual([
      'bonus.activity',
      'bonus.rebate',
      'bonus.signin',
      'bonus.task',
      'bonus.vip',
      'bonus.wheel',
      'interest.claim',
    ]);
    const other = entryFilterOf('other');
    expect(other.kinds).toBeUndefined();
    expect(other.excludeKinds?.sort()).toEqual(Object.keys(ENTRY_TYPES).sort());
  });
});
