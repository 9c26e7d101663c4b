import type { WalletList } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { availableOf, transferFormSchema } from './transfer-schema';

const wallets: WalletList = {
  central: '100.00',
  venues: [{ code: 'house', name: 'House', status: 'normal', balance: '30.00', pending: '0.00' }],
  total: '130.00',
  complete: true,
  currency: 'CNY',
};

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the transfer form', () => {
  const schema = transferFormSchema(wallets);

  it('knows what each side can give', () => {
    expect(availableOf(wallets, 'central')).toBe('100.00');
    expect(availableOf(wallets, 'house')).toBe('30.00');
    expect(availableOf(wallets, 'elsewhere')).toBeNull();
  });

  it('moves between the central wallet and a venue, within the balance', () => {
    expect(schema.safeParse({ from: 'central', to: 'house', amount: '100' }).success).toBe(true);
    expect(schema.safeParse({ from: 'house', to: 'central', amount: '30.00' }).success).toBe(true);
    expect(messages(schema.safeParse({ from: 'house', to: 'central', amount: '30.01' }))).toEqual([
      'money.insufficient_balance',
    ]);
  });

  it('refuses two venues or two central sides, and amounts that are not money', () => {
    expect(messages(schema.safeParse({ from: 'central', to: 'central', amount: '1' }))).toContain(
      'wallet.one_side_central',
    );
    expect(messages(schema.safeParse({ from: 'central', to: 'house', amount: '1.001' }))).toContain('rules.amount');
  });
});
