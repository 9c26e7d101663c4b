import { CENTRAL_WALLET, type TransferResult } from '@app/contract';
import { admissionOf } from '../../lib/gates.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import { said, type Said } from '../../plugins/routes.ts';
import type { MovedView, TransferView } from '../venue/index.ts';
import { centralOf } from './context.ts';
import type { WalletDeps } from './deps.ts';
import { transferView } from './views.ts';

const answerOf = (input: { from: string; to: string }, t: TransferView, central: bigint): Said<TransferResult> => {
  const data = transferView(input, t, central);
  return said(data, data.status === 'success' ? 'wallet.transfer_done' : 'wallet.transfer_pending');
};

/**
 * One transfer; exactly one side is the central wallet (the contract's schema checked it). To
 * the house venue it is one statement that also stores the request's answer; the central
 * balance comes from the posting itself.
 */
export async function transferBetween(
  { db, venues, betGates }: WalletDeps,
  memberId: number,
  input: { from: string; to: string; amount: bigint },
  key: string | IdempotencyKey,
): Promise<Said<TransferResult>> {
  const idem = idempotencyOf(key);
  const direction = input.from === CENTRAL_WALLET ? 'in' : 'out';
  const code = direction === 'in' ? input.to : input.from;
  // Money into a venue is money to bet with: refused when betting is (responsible play).
  const admit = direction === 'in' ? admissionOf(betGates, { memberId, amount: input.amount }) : null;
  const answer = (view: MovedView) => answerOf(input, view, view.central);
  const t = await venues.transfer(memberId, code, direction, input.amount, idem, answer, admit);
  return answerOf(input, t, t.central ?? (await centralOf(db, memberId)));
}
