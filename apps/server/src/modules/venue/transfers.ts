import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { account, balanceOf, transfer } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { VenueAdapter } from './adapter.ts';
import type { Venue, VenueCatalogue } from './catalogue.ts';
import { houseTransfer } from './house-transfer.ts';
import { balanceAt, ensurePlayer, forgetPlayer, hasPlayer } from './players.ts';
import { reconcileTransfers } from './reconcile.ts';
import { venueTransfers } from './schema.ts';
import { conclude, settleTransfer } from './settle.ts';
import {
  findByKey,
  getTransfer,
  netMovedIn,
  newTransferId,
  onceByKey,
  pendingByVenue,
  replay,
  transfersOf,
  type AnswerTransfer,
  type Direction,
  type Move,
  type TransferView,
  type Wanted,
} from './transfer-rows.ts';

export type { AnswerTransfer, Direction, MovedView, TransferRow, TransferView } from './transfer-rows.ts';
export type { ReconcileReport } from './reconcile.ts';
export { failureKey } from './transfer-rows.ts';

/** The store and the time of a remote transfer; `graceMs`: how long its pending row waits for its own answer. */
type Timing = { db: Db; clock: Clock; graceMs: number };

/** Refuses at once what the venue or the central wallet cannot cover, sparing the venue a doomed call. */
async function precheck(db: Db, venue: Venue, adapter: VenueAdapter, m: Move) {
  if (m.direction === 'in') {
    // Checked again by the ledger when posting.
    if ((await balanceOf(db, account.central(m.memberId))) < m.amount) throw new AppError('money.insufficient_balance');
    await ensurePlayer(db, m.memberId, venue, adapter);
    return;
  }
  const balance = await balanceAt(db, m.memberId, venue, adapter);
  if (balance === null) throw new AppError('wallet.venue_unavailable', 409);
  if (balance < m.amount) throw new AppError('money.insufficient_balance');
}

/** Writes the pending transfer (money in: the central wallet to house `venue_pending` with it). */
function pendingTransfer(db: Db, checkAfter: Date, id: string, m: Move, want: Wanted) {
  return onceByKey(db, m.memberId, m.key.key, want, () =>
    m.key.transaction(db, async (tx) => {
      const [t] = await tx
        .insert(venueTransfers)
        .values({
          id,
          memberId: m.memberId,
          venueCode: m.code,
          direction: m.direction,
          amount: m.amount,
          status: 'pending',
          idempotencyKey: m.key.key,
          checkAfter,
        })
        .returning();
      if (m.direction === 'in') {
        await transfer(tx, {
          type: 'venue.transfer_in',
          ref: id,
          memberId: m.memberId,
          memo: m.code,
          from: account.central(m.memberId),
          to: account.house('venue_pending'),
          amount: m.amount,
        });
      }
      return { ...t!, venueBalance: null, central: null };
    }),
  );
}

/**
 * An external venue: pending first, then the venue's answer settles it (or `reconcile` later).
 * The key is looked at before the venue is asked anything, claimed with the pending row, and
 * answered by the route once the venue has spoken.
 */
async function remoteTransfer(t: Timing, venue: Venue, adapter: VenueAdapter, m: Move, want: Wanted) {
  const { db, clock } = t;
  await m.key.peek(db);
  const existing = await findByKey(db, m.memberId, m.key.key);
  if (existing) {
    await m.key.claim(db);
    return replay(existing, want);
  }
  await precheck(db, venue, adapter, m);
  const id = newTransferId(clock());
  const checkAfter = new Date(clock().getTime() + t.graceMs);
  const { view, created } = await pendingTransfer(db, checkAfter, id, m, want);
  if (!created) {
    await m.key.claim(db);
    return view;
  }
  // A crash from here on leaves a pending transfer that `reconcile` completes.
  const request = { transferId: id, memberId: m.memberId, amount: m.amount };
  const outcome = m.direction === 'in' ? await adapter.deposit(null, request) : await adapter.withdraw(null, request);
  if (outcome.result === 'failed' && outcome.reason === 'player_not_found') await forgetPlayer(db, m.memberId, m.code);
  return conclude(db, clock, id, outcome);
}

/**
 * Moves money between a member's central wallet and venue wallets.
 *
 * House venue: one journal entry, final at commit. External venue, money in: the central wallet
 * is debited to house `venue_pending` together with a 'pending' transfer row; then the venue is
 * called; a confirmed success moves `venue_pending` to `venue_float`, a confirmed failure refunds
 * the central wallet; an unknown outcome stays pending for `reconcile`. Money out: a 'pending'
 * row only; the central wallet is credited from `venue_float` when the venue confirms the
 * withdrawal. The member's balance at an external venue is whatever the venue says it is (it
 * moves with their play there); the ledger records what crossed between us and the venue.
 * Each pending transfer is settled exactly once: its row moves from 'pending' in the same
 * transaction as the journal entry, and only if it still is 'pending'.
 */
export function createVenueTransfers(db: Db, catalogue: VenueCatalogue, opts: { timeoutMs: number; clock: Clock }) {
  const { clock } = opts;
  // A pending transfer this young may still be waiting on its own request's answer.
  const timing: Timing = { db, clock, graceMs: opts.timeoutMs + 5_000 };
  // How long a reconciliation run owns the transfers it took, before another may retry them.
  const leaseMs = 2 * opts.timeoutMs + 5_000;
  return {
    /**
     * One transfer of `amount` fen between the central wallet and venue `code` ('in': to the venue).
     * Throws the member's error (nothing moved) or answers the transfer: 'success' or 'pending'.
     * `key` is stored with the transfer: the same member and key never make a second one; a
     * request's key is claimed in the transfer's first transaction; at the house venue, the answer
     * `answer` gives is stored with the move itself. `admit`: the gates the transfer must pass,
     * met inside the house venue's statement where they surely pass (lib/gates.ts), else run first.
     */
    async transfer(
      memberId: number,
      code: string,
      direction: Direction,
      amount: bigint,
      key: string | IdempotencyKey,
      answer?: AnswerTransfer,
      admit: Admission | null = null,
    ): Promise<TransferView> {
      const { venue, adapter } = await catalogue.open(code);
      const m = { memberId, code, direction, amount, key: idempotencyOf(key) };
      const want = { venueCode: code, direction, amount };
      if (adapter.kind === 'ledger') return houseTransfer(db, clock, m, want, answer, admit);
      await admit?.check();
      return remoteTransfer(timing, venue, adapter, m, want);
    },
    settle: (id: string, outcome: Parameters<typeof settleTransfer>[2]) => settleTransfer(db, id, outcome, clock()),
    reconcile: (options: { asOf?: Date; limit?: number } = {}) =>
      reconcileTransfers(db, catalogue, { leaseMs, clock }, options),
    balanceAt: (memberId: number, venue: Venue, adapter: VenueAdapter) => balanceAt(db, memberId, venue, adapter),
    hasPlayer: (memberId: number, code: string) => hasPlayer(db, memberId, code),
    ensurePlayer: (memberId: number, venue: Venue, adapter: VenueAdapter) => ensurePlayer(db, memberId, venue, adapter),
    pendingByVenue: (memberId: number) => pendingByVenue(db, memberId),
    netMovedIn: (memberId: number, from: Date, to: Date) => netMovedIn(db, memberId, from, to),
    findByKey: (memberId: number, key: string) => findByKey(db, memberId, key),
    transfersOf: (memberId: number, page: { offset: number; limit: number }) => transfersOf(db, memberId, page),
    get: (id: string) => getTransfer(db, id),
  };
}

export type VenueTransfers = ReturnType<typeof createVenueTransfers>;
