import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PageQuery } from '../../db/paginate.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { VenueService } from '../venue/service.ts';
import type { WalletDeps } from './context.ts';
import { venuesList, walletList } from './lists.ts';
import { recycleAll } from './recycle.ts';
import { transferBetween } from './transfer.ts';

/** The member's side of the wallets: lists, transfers (rules on top of the venue module) and one-click recycle. */
export function createWalletService(db: Db, venues: VenueService, betGates: WalletDeps['betGates']) {
  const deps = { db, venues, betGates };
  return {
    walletList: (memberId: number, lang: Lang) => walletList(deps, memberId, lang),
    venuesList: (memberId: number, lang: Lang, page: PageQuery) => venuesList(deps, memberId, lang, page),
    transfer: (memberId: number, input: { from: string; to: string; amount: bigint }, key: string | IdempotencyKey) =>
      transferBetween(deps, memberId, input, key),
    recycle: (memberId: number, key: string | IdempotencyKey, lang: Lang) => recycleAll(deps, memberId, key, lang),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
