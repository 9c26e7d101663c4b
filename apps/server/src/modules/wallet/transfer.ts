import { CENTRAL_WALLET, type MessageKey, type TransferResult } from '@app/contract';
import { centralOf, type WalletDeps } from './context.ts';
import { transferView } from './views.ts';

/** One transfer; exactly one side is the central wallet (the contract's schema checked it). */
export async function transferBetween(
  { db, venues }: WalletDeps,
  memberId: number,
  input: { from: string; to: string; amount: bigint },
  key: string,
): Promise<{ data: TransferResult; message: MessageKey }> {
  const direction = input.from === CENTRAL_WALLET ? 'in' : 'out';
  const code = direction === 'in' ? input.to : input.from;
  const t = await venues.transfer(memberId, code, direction, input.amount, key);
  const data = transferView(input, t, await centralOf(db, memberId));
  return { data, message: data.status === 'success' ? 'wallet.transfer_done' : 'wallet.transfer_pending' };
}
