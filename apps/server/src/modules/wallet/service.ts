import {
  CENTRAL_WALLET,
  formatFen,
  LIMITS,
  translate,
  type Lang,
  type MessageKey,
  type RecycleResult,
  type TransferResult,
  type VenueWallet,
  type WalletList,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { venueName, type Venue } from '../venue/catalogue.ts';
import type { VenueService } from '../venue/service.ts';

type Item = RecycleResult['list'][number];

/** The member's side of the wallets: lists, transfers (rules on top of the venue module) and one-click recycle. */
export function createWalletService(db: Db, venues: VenueService) {
  const centralOf = (memberId: number) => balanceOf(db, account.central(memberId));

  async function walletAt(memberId: number, v: Venue, lang: Lang, pending: Map<string, bigint>) {
    const adapter = venues.catalogue.adapterOf(v);
    let balance: bigint | null = null;
    // The house venue's wallet is ours to read even while its games are closed.
    if (v.adapter === 'house') balance = await balanceOf(db, account.venue(memberId, v.code));
    else if (adapter) balance = await venues.balanceAt(memberId, v, adapter);
    const status: VenueWallet['status'] = !adapter ? 'maintenance' : balance === null ? 'unavailable' : 'normal';
    const view: VenueWallet = {
      code: v.code,
      name: venueName(v, lang),
      status,
      balance: balance === null ? null : formatFen(balance),
      pending: formatFen(pending.get(v.code) ?? 0n),
    };
    return { view, balance };
  }

  async function recycleOne(
    memberId: number,
    v: Venue,
    key: string,
    lang: Lang,
  ): Promise<{ item: Item; moved: bigint }> {
    const name = venueName(v, lang);
    const item = (
      status: Item['status'],
      amount: bigint,
      reason: MessageKey | null,
      orderNo: string | null = null,
    ) => ({
      item: {
        code: v.code,
        name,
        status,
        amount: formatFen(amount),
        orderNo,
        reason: reason && translate(lang, reason),
      },
      moved: status === 'success' ? amount : 0n,
    });
    // A retry of this recycle (same key) answers for the transfer it already made.
    const earlier = await venues.findByKey(memberId, key);
    let amount = earlier?.amount ?? 0n;
    if (!earlier) {
      const adapter = venues.catalogue.adapterOf(v);
      if (!adapter) {
        // Closed venue: its money, if any, stays there until it reopens.
        const untouched =
          v.adapter === 'house'
            ? (await balanceOf(db, account.venue(memberId, v.code))) === 0n
            : !(await venues.hasPlayer(memberId, v.code));
        return untouched ? item('empty', 0n, null) : item('skipped', 0n, 'wallet.venue_maintenance');
      }
      const balance = await venues.balanceAt(memberId, v, adapter);
      if (balance === null) return item('failed', 0n, 'wallet.venue_unavailable');
      if (balance === 0n) return item('empty', 0n, null);
      amount = balance;
    }
    try {
      const t = await venues.transfer(memberId, v.code, 'out', amount, key);
      return t.status === 'success'
        ? item('success', amount, null, t.id)
        : item('pending', amount, 'wallet.transfer_pending', t.id);
    } catch (error) {
      if (error instanceof AppError) return item('failed', amount, error.key, earlier?.id ?? null);
      throw error;
    }
  }

  return {
    async walletList(memberId: number, lang: Lang): Promise<WalletList> {
      const [central, list, pending] = await Promise.all([
        centralOf(memberId),
        venues.catalogue.list(),
        venues.pendingByVenue(memberId),
      ]);
      const wallets = await Promise.all(list.map((v) => walletAt(memberId, v, lang, pending)));
      const known = wallets.reduce((sum, w) => sum + (w.balance ?? 0n), 0n);
      return {
        central: formatFen(central),
        venues: wallets.map((w) => w.view),
        total: formatFen(central + known),
        complete: wallets.every((w) => w.balance !== null),
        currency: LIMITS.currency,
      };
    },

    async venuesList(memberId: number, lang: Lang, page: { page: number; limit: number }) {
      const [list, pending] = await Promise.all([venues.catalogue.list(), venues.pendingByVenue(memberId)]);
      const shown = list.slice((page.page - 1) * page.limit, page.page * page.limit);
      const wallets = await Promise.all(shown.map((v) => walletAt(memberId, v, lang, pending)));
      return { list: wallets.map((w) => w.view), total: list.length, page: page.page, limit: page.limit };
    },

    /** One transfer; exactly one side is the central wallet (the contract's schema checked it). */
    async transfer(
      memberId: number,
      input: { from: string; to: string; amount: bigint },
      key: string,
    ): Promise<{ data: TransferResult; message: MessageKey }> {
      const direction = input.from === CENTRAL_WALLET ? 'in' : 'out';
      const code = direction === 'in' ? input.to : input.from;
      const t = await venues.transfer(memberId, code, direction, input.amount, key);
      const data: TransferResult = {
        orderNo: t.id,
        from: input.from,
        to: input.to,
        amount: formatFen(t.amount),
        status: t.status === 'success' ? 'success' : 'pending',
        central: formatFen(await centralOf(memberId)),
        venueBalance: t.venueBalance === null ? null : formatFen(t.venueBalance),
        createdAt: t.createdAt.toISOString(),
      };
      return { data, message: data.status === 'success' ? 'wallet.transfer_done' : 'wallet.transfer_pending' };
    },

    /**
     * Brings every venue balance back to the central wallet. Each venue is its own transfer
     * (keyed `<key>/recycle/<code>`, a form no client key can take), so one venue failing leaves
     * its money where it is and the others go through; a retry finds what was already done.
     */
    async recycle(memberId: number, key: string, lang: Lang): Promise<{ data: RecycleResult; message: MessageKey }> {
      const list = await venues.catalogue.list();
      const settled = await Promise.allSettled(
        list.map((v) => recycleOne(memberId, v, `${key}/recycle/${v.code}`, lang)),
      );
      const broken = settled.find((s) => s.status === 'rejected');
      if (broken) throw broken.reason;
      const results = settled.map((s) => (s as PromiseFulfilledResult<{ item: Item; moved: bigint }>).value);
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
          central: formatFen(await centralOf(memberId)),
        },
        message,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
