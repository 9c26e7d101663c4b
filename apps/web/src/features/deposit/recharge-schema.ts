import { RechargeSubmitInputSchema, isValidRealName, parseAmountToFen, type RechargeChannel } from '@app/contract';
import { z } from 'zod';

const base = RechargeSubmitInputSchema;

/**
 * The contract's deposit schema (amount 100-50000 with its one message) narrowed to one
 * channel, with the checks the server makes for it: its own limits, payer name, proof.
 * `rangeMessage` is the channel-limit text, already translated (it carries the limits).
 */
export function rechargeFormSchema(channel: RechargeChannel, rangeMessage: string) {
  const min = parseAmountToFen(channel.min) ?? 0n;
  const max = parseAmountToFen(channel.max) ?? 0n;
  return base.extend({
    amount: base.shape.amount.refine((v) => {
      const fen = parseAmountToFen(v);
      return fen === null || (fen >= min && fen <= max);
    }, rangeMessage),
    payerName: channel.needsPayerName
      ? z.string({ error: 'deposit.payer_name' }).trim().refine(isValidRealName, 'deposit.payer_name')
      : base.shape.payerName,
    proofUrl: channel.needsProof
      ? z.string({ error: 'deposit.proof_required' }).trim().min(1, 'deposit.proof_required')
      : base.shape.proofUrl,
  });
}

export type RechargeFormValues = z.input<ReturnType<typeof rechargeFormSchema>>;
