import { formatFen, LIMITS, type Lang, type VenueWallet, type WalletList } from '@app/contract';
import { pageOf, type PageQuery } from '../../db/paginate.ts';
import type { Venue } from '../venue/index.ts';
import { centralOf, houseWalletOf } from './context.ts';
import type { WalletDeps } from './deps.ts';
import { venueWalletView } from './views.ts';

/** One venue wallet: its balance as the venue tells it (null when it cannot) and its view. */
async function walletAt(
  { db, venues }: WalletDeps,
  memberId: number,
  v: Venue,
  lang: Lang,
  pending: Map<string, bigint>,
) {
  const adapter = venues.catalogue.adapterOf(v);
  let balance: bigint | null = null;
  // The house venue's wallet is ours to read even while its games are closed.
  if (v.adapter === 'house') balance = await houseWalletOf(db, memberId, v.code);
  else if (adapter) balance = await venues.balanceAt(memberId, v, adapter);
  const status: VenueWallet['status'] = !adapter ? 'maintenance' : balance === null ? 'unavailable' : 'normal';
  const view = venueWalletView(v, lang, { status, balance, pending: pending.get(v.code) ?? 0n });
  return { view, balance };
}

/** The central wallet, every venue wallet and their total; `complete` says whether every venue answered. */
export async function walletList(deps: WalletDeps, memberId: number, lang: Lang): Promise<WalletList> {
  const [central, list, pending] = await Promise.all([
    centralOf(deps.db, memberId),
    deps.venues.catalogue.list(),
    deps.venues.pendingByVenue(memberId),
  ]);
  const wallets = await Promise.all(list.map((v) => walletAt(deps, memberId, v, lang, pending)));
  const known = wallets.reduce((sum, w) => sum + (w.balance ?? 0n), 0n);
  return {
    central: formatFen(central),
    venues: wallets.map((w) => w.view),
    total: formatFen(central + known),
    complete: wallets.every((w) => w.balance !== null),
    currency: LIMITS.currency,
  };
}

/** A page of the venue wallets; only the venues on the page are asked for their balance. */
export async function venuesList(deps: WalletDeps, memberId: number, lang: Lang, page: PageQuery) {
  const [list, pending] = await Promise.all([deps.venues.catalogue.list(), deps.venues.pendingByVenue(memberId)]);
  const shown = list.slice((page.page - 1) * page.limit, page.page * page.limit);
  const wallets = await Promise.all(shown.map((v) => walletAt(deps, memberId, v, lang, pending)));
  const views = wallets.map((w) => w.view);
  return pageOf(page, views, list.length);
}
