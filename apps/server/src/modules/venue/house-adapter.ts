import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { account, type Alongside, balanceOf, type Move, transfer } from '../../ledger/index.ts';
import type { VenueAdapter, VenueTransferRequest } from './adapter.ts';
import { venueTransfers } from './schema.ts';

export const HOUSE_VENUE = 'house';

export type HouseMoved = { venue: bigint; central: bigint; row: Record<string, unknown> | null };

/** The journal entry of a house transfer: between the member's central wallet and house venue wallet. */
export function houseMove(t: VenueTransferRequest, direction: 'in' | 'out'): Move & { memberId: number } {
  const central = account.central(t.memberId);
  const venue = account.venue(t.memberId, HOUSE_VENUE);
  const [from, to] = direction === 'in' ? [central, venue] : [venue, central];
  return {
    type: direction === 'in' ? 'venue.transfer_in' : 'venue.transfer_out',
    ref: t.transferId,
    memberId: t.memberId,
    memo: HOUSE_VENUE,
    from,
    to,
    amount: t.amount,
  };
}

/**
 * The house transfer's journal entry (`houseMove`); answers both balances right after it, as the
 * ledger posted them (a replayed entry reads them), and what the `alongside` insert (the
 * transfer's row) returned, written in the same statement.
 */
export async function moveHouseWallet(
  ex: Executor,
  t: VenueTransferRequest,
  direction: 'in' | 'out',
  alongside?: Alongside,
): Promise<HouseMoved> {
  const central = account.central(t.memberId);
  const venue = account.venue(t.memberId, HOUSE_VENUE);
  const posted = await transfer(ex, houseMove(t, direction), alongside);
  const after = async (ref: typeof venue) => posted.accounts.get(ref.key)?.balance ?? (await balanceOf(ex, ref));
  return { venue: await after(venue), central: await after(central), row: posted.alongside };
}

/**
 * The platform's own games (the lottery plays from this wallet). The member's house venue wallet
 * is the ledger account `account.venue(memberId, 'house')`, so a transfer is one journal entry
 * between it and the central wallet, final when the caller's transaction commits.
 */
export function houseVenueAdapter(): VenueAdapter {
  const move = async (tx: Tx | null, t: VenueTransferRequest, direction: 'in' | 'out') => {
    if (!tx) throw new Error('the house venue moves money only inside a transaction');
    return { result: 'success' as const, balance: (await moveHouseWallet(tx, t, direction)).venue };
  };
  return {
    code: HOUSE_VENUE,
    kind: 'ledger',
    createPlayer: async () => ({ result: 'success', balance: null }),
    balance: async (ex: Executor, memberId: number) => ({
      result: 'success',
      balance: await balanceOf(ex, account.venue(memberId, HOUSE_VENUE)),
    }),
    deposit: (tx, t) => move(tx, t, 'in'),
    withdraw: (tx, t) => move(tx, t, 'out'),
    async transferStatus(ex, transferId) {
      const [row] = await ex
        .select({ status: venueTransfers.status })
        .from(venueTransfers)
        .where(eq(venueTransfers.id, transferId));
      if (!row || row.status === 'pending') return { result: 'not_found' };
      return row.status === 'success' ? { result: 'success' } : { result: 'failed', reason: 'rejected' };
    },
    // The house games (the lottery) are routes of our own app, opened without the venue.
    launchUrl: async () => null,
    // The house games' bets are the lottery's own rows; there is no history to pull.
    betHistory: async (cursor) => ({ result: 'success', bets: [], cursor, hasMore: false }),
    // No session to end: the house games are our own pages, and every bet there passes the bet gate.
    endSessions: async () => ({ result: 'success' }),
  };
}
