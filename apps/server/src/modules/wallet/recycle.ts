import { formatFen, type Lang, type MessageKey, type RecycleResult } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { Venue } from '../venue/index.ts';
import { centralOf, houseWalletOf } from './context.ts';
import type { WalletDeps } from './deps.ts';
import { recycleItemView, type RecycleItem } from './views.ts';

type Outcome = { item: RecycleItem; moved: bigint };
type Nothing = { status: 'empty' | 'skipped' | 'failed'; reason: MessageKey | null };

/** What the member has at a venue to bring back, or why nothing is taken from it. */
async function balanceToRecycle({ db, venues }: WalletDeps, memberId: number, v: Venue): Promise<bigint | Nothing> {
  const adapter = venues.catalogue.adapterOf(v);
  if (!adapter) {
    // Closed venue: its money, if any, stays there until it reopens.
    const untouched =
      v.adapter === 'house'
        ? (await houseWalletOf(db, memberId, v.code)) === 0n
        : !(await venues.hasPlayer(memberId, v.code));
    return untouched ? { status: 'empty', reason: null } : { status: 'skipped', reason: 'wallet.venue_maintenance' };
  }
  const balance = await venues.balanceAt(memberId, v, adapter);
  if (balance === null) return { status: 'failed', reason: 'wallet.venue_unavailable' };
  if (balance === 0n) return { status: 'empty', reason: null };
  return balance;
}

async function recycleOne(deps: WalletDeps, memberId: number, v: Venue, key: string, lang: Lang): Promise<Outcome> {
  const outcome = (
    status: RecycleItem['status'],
    amount: bigint,
    reason: MessageKey | null,
    orderNo: string | null = null,
  ): Outcome => ({
    item: recycleItemView(v, lang, { status, amount, reason, orderNo }),
    moved: status === 'success' ? amount : 0n,
  });
  // A retry of this recycle (same key) answers for the transfer it already made.
  const earlier = await deps.venues.findByKey(memberId, key);
  const amount = earlier ? earlier.amount : await balanceToRecycle(deps, memberId, v);
  if (typeof amount !== 'bigint') return outcome(amount.status, 0n, amount.reason);
  try {
    const t = await deps.venues.transfer(memberId, v.code, 'out', amount, key);
    return t.status === 'success'
      ? outcome('success', amount, null, t.id)
      : outcome('pending', amount, 'wallet.transfer_pending', t.id);
  } catch (error) {
    if (error instanceof AppError) return outcome('failed', amount, error.key, earlier?.id ?? null);
    throw error;
  }
}

/**
 * Brings every venue balance back to the central wallet. Each venue is its own transfer
 * (keyed `<key>/recycle/<code>`, a form no client key can take), so one venue failing leaves
 * its money where it is and the others go through; a retry finds what was already done.
 */
export async function recycleAll(
  deps: WalletDeps,
  memberId: number,
  requestKey: string | IdempotencyKey,
  lang: Lang,
): Promise<{ data: RecycleResult; message: MessageKey }> {
  // Claimed alone before any venue is asked; the route stores the answer after the last transfer.
  const idem = idempotencyOf(requestKey);
  await idem.claim(deps.db);
  const key = idem.key;
  const list = await deps.venues.catalogue.list();
  const settled = await Promise.allSettled(
    list.map((v) => recycleOne(deps, memberId, v, `${key}/recycle/${v.code}`, lang)),
  );
  const broken = settled.find((s) => s.status === 'rejected');
  if (broken) throw broken.reason;
  const results = settled.map((s) => (s as PromiseFulfilledResult<Outcome>).value);
  const moved = results.reduce((sum, r) => sum + r.moved, 0n);
  const incomplete = results.some((r) => !['success', 'empty'].includes(r.item.status));
  const message: MessageKey = incomplete
    ? 'wallet.recycle_partial'
    : moved > 0n
      ? 'wallet.recycle_done'
      : 'wallet.recycle_empty';
  return {
    data: {
      list: results.map((r) => r.item),
      moved: formatFen(moved),
      central: formatFen(await centralOf(deps.db, memberId)),
    },
    message,
  };
}
