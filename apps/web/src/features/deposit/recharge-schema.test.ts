import type { RechargeChannel } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { rechargeFormSchema } from './recharge-schema';

const fps: RechargeChannel = {
  id: 1,
  code: 'fps',
  type: 'fps',
  kind: 'transfer',
  name: 'FPS',
  min: '100.00',
  max: '50000.00',
  needsPayerName: true,
  needsProof: true,
  submittable: true,
  payee: { name: 'Payee', account: '123', bank: 'HSBC' },
  crypto: null,
  contact: null,
  hint: '',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the deposit form of a channel', () => {
  const schema = rechargeFormSchema(fps, 'channel range');
  const valid = { channelId: 1, amount: '1000', payerName: '张三', proofUrl: '/api/uploads/x.png' };

  it('takes an amount of 100-50000 with at most 2 decimals, with its one message otherwise', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, amount: '100.5' }).success).toBe(true);
    for (const amount of ['99.99', '50000.01', '12.345', 'abc', '']) {
      expect(messages(schema.safeParse({ ...valid, amount }))).toContain('deposit.amount');
    }
  });

  it('applies narrower channel limits with their own message', () => {
    const narrow = rechargeFormSchema({ ...fps, min: '500.00', max: '1000.00' }, 'channel range');
    expect(messages(narrow.safeParse({ ...valid, amount: '200' }))).toEqual(['channel range']);
    expect(narrow.safeParse({ ...valid, amount: '800' }).success).toBe(true);
  });

  it('asks for the payer name and the proof when the channel needs them, and only then', () => {
    expect(messages(schema.safeParse({ ...valid, payerName: '', proofUrl: '' }))).toEqual([
      'deposit.payer_name',
      'deposit.proof_required',
    ]);
    const online = rechargeFormSchema({ ...fps, kind: 'online', needsPayerName: false, needsProof: false }, 'x');
    expect(online.safeParse({ ...valid, payerName: '', proofUrl: '' }).success).toBe(true);
  });
});
