import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '@app/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { balanceOf, post, type Leg } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { VenueAdapter, VenueOutcome } from './adapter.ts';
import type { Venue, VenueCatalogue } from './catalogue.ts';
import { playerOf } from './http-adapter.ts';
import type { VenueFailure } from './protocol.ts';
import { venuePlayers, venueTransfers } from './schema.ts';

export type TransferRow = typeof venueTransfers.$inferSelect;
/** A transfer with the member's venue balance right after it, when the venue told us. */
export type TransferView = TransferRow & { venueBalance: bigint | null };
export type Direction = 'in' | 'out';
type Settlement = { result: 'success' } | { result: 'failed'; reason: VenueFailure };
export type ReconcileReport = { checked: number; settled: number; stillPending: number };

export const failureKey = (reason: VenueFailure): MessageKey =>
  reason === 'insufficient_balance'
    ? 'money.insufficient_balance'
    : reason === 'maintenance'
      ? 'wallet.venue_maintenance'
      : 'wallet.venue_refused';
export const failureError = (reason: VenueFailure) =>
  new AppError(failureKey(reason), reason === 'insufficient_balance' ? 400 : 409);

/** Order number and the transfer id the venue sees: time-ordered, unguessable enough, 21 characters. */
const newTransferId = () => `TR${Date.now()}${randomInt(1_000_000).toString().padStart(6, '0')}`;

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
export function createVenueTransfers(db: Db, catalogue: VenueCatalogue, opts: { timeoutMs: number }) {
  // A pending transfer this young may still be waiting on its own request's answer.
  const graceMs = opts.timeoutMs + 5_000;
  // How long a reconciliation run owns the transfers it took, before another may retry them.
  const leaseMs = 2 * opts.timeoutMs + 5_000;

  async function get(id: string): Promise<TransferRow> {
    const [t] = await db.select().from(venueTransfers).where(eq(venueTransfers.id, id));
    return t!;
  }

  async function findByKey(memberId: number, key: string): Promise<TransferRow | null> {
    const [t] = await db
      .select()
      .from(venueTransfers)
      .where(and(eq(venueTransfers.memberId, memberId), eq(venueTransfers.idempotencyKey, key)));
    return t ?? null;
  }

  /** The answer a transfer already made under this key gives again (a retry after a crash). */
  function replay(t: TransferRow, want: { venueCode: string; direction: Direction; amount: bigint }): TransferView {
    if (t.venueCode !== want.venueCode || t.direction !== want.direction || t.amount !== want.amount) {
      throw new AppError('money.idempotency_mismatch', 422);
    }
    if (t.status === 'failed') throw failureError((t.failureReason as VenueFailure | null) ?? 'rejected');
    return { ...t, venueBalance: null };
  }

  /** Runs `create` unless the key already made a transfer; a concurrent twin's row wins. */
  async function onceByKey(
    memberId: number,
    key: string,
    want: { venueCode: string; direction: Direction; amount: bigint },
    create: () => Promise<TransferView>,
  ): Promise<{ view: TransferView; created: boolean }> {
    const existing = await findByKey(memberId, key);
    if (existing) return { view: replay(existing, want), created: false };
    try {
      return { view: await create(), created: true };
    } catch (error) {
      const twin = isUniqueViolation(error) ? await findByKey(memberId, key) : null;
      if (!twin) throw error;
      return { view: replay(twin, want), created: false };
    }
  }

  async function ensurePlayer(memberId: number, venue: Venue, adapter: VenueAdapter): Promise<void> {
    const [known] = await db
      .select({ player: venuePlayers.player })
      .from(venuePlayers)
      .where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, venue.code)));
    if (known) return;
    const created = await adapter.createPlayer(memberId);
    if (created.result !== 'success') throw new AppError('wallet.venue_unavailable', 409);
    await db
      .insert(venuePlayers)
      .values({ memberId, venueCode: venue.code, player: playerOf(memberId) })
      .onConflictDoNothing();
  }

  async function hasPlayer(memberId: number, code: string): Promise<boolean> {
    const [row] = await db
      .select({ player: venuePlayers.player })
      .from(venuePlayers)
      .where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, code)));
    return Boolean(row);
  }

  /** The member's balance at a venue: 0 where they never played; null when the venue did not answer. */
  async function balanceAt(memberId: number, venue: Venue, adapter: VenueAdapter): Promise<bigint | null> {
    if (adapter.kind === 'remote' && !(await hasPlayer(memberId, venue.code))) return 0n;
    const answer = await adapter.balance(db, memberId);
    if (answer.result === 'success') return answer.balance;
    return answer.result === 'failed' && answer.reason === 'player_not_found' ? 0n : null;
  }

  /** Moves a transfer on from 'pending' once; false when it was no longer pending. */
  async function settle(id: string, outcome: Settlement): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [t] = await tx
        .update(venueTransfers)
        .set({
          status: outcome.result,
          failureReason: outcome.result === 'failed' ? outcome.reason : null,
          settledAt: new Date(),
        })
        .where(and(eq(venueTransfers.id, id), eq(venueTransfers.status, 'pending')))
        .returning();
      if (!t) return false;
      const pending = account.house('venue_pending');
      const float = account.house('venue_float');
      const central = account.central(t.memberId);
      const move = (type: string, from: Leg['account'], to: Leg['account']) =>
        post(tx, {
          type,
          ref: t.id,
          memberId: t.memberId,
          memo: t.venueCode,
          legs: [
            { account: from, amount: -t.amount },
            { account: to, amount: t.amount },
          ],
        });
      if (t.direction === 'in') {
        if (outcome.result === 'success') await move('venue.transfer_in.confirm', pending, float);
        else await move('venue.transfer_in.refund', pending, central);
      } else if (outcome.result === 'success') {
        await move('venue.transfer_out', float, central);
      }
      return true;
    });
  }

  /** Settles with a definite venue answer; answers the transfer as it now stands. */
  async function conclude(id: string, outcome: VenueOutcome): Promise<TransferView> {
    if (outcome.result !== 'unknown') await settle(id, outcome);
    const t = await get(id);
    if (t.status === 'failed') throw failureError((t.failureReason as VenueFailure | null) ?? 'rejected');
    return { ...t, venueBalance: outcome.result === 'success' ? outcome.balance : null };
  }

  /**
   * One transfer of `amount` fen between the central wallet and venue `code` ('in': to the venue).
   * Throws the member's error (nothing moved) or answers the transfer: 'success' or 'pending'.
   * `key` is stored with the transfer: the same member and key never make a second one.
   */
  async function transfer(
    memberId: number,
    code: string,
    direction: Direction,
    amount: bigint,
    key: string,
  ): Promise<TransferView> {
    const { venue, adapter } = await catalogue.open(code);
    const want = { venueCode: code, direction, amount };
    const id = newTransferId();
    const request = { transferId: id, memberId, amount };

    if (adapter.kind === 'ledger') {
      const { view } = await onceByKey(memberId, key, want, () =>
        db.transaction(async (tx) => {
          const [t] = await tx
            .insert(venueTransfers)
            .values({
              id,
              memberId,
              venueCode: code,
              direction,
              amount,
              status: 'success',
              idempotencyKey: key,
              settledAt: new Date(),
            })
            .returning();
          const outcome = direction === 'in' ? await adapter.deposit(tx, request) : await adapter.withdraw(tx, request);
          return { ...t!, venueBalance: outcome.result === 'success' ? outcome.balance : null };
        }),
      );
      return view;
    }

    const existing = await findByKey(memberId, key);
    if (existing) return replay(existing, want);
    if (direction === 'in') {
      // Checked again by the ledger when posting; this spares the venue a call that cannot succeed.
      if ((await balanceOf(db, account.central(memberId))) < amount) throw new AppError('money.insufficient_balance');
      await ensurePlayer(memberId, venue, adapter);
    } else {
      const balance = await balanceAt(memberId, venue, adapter);
      if (balance === null) throw new AppError('wallet.venue_unavailable', 409);
      if (balance < amount) throw new AppError('money.insufficient_balance');
    }
    const { view, created } = await onceByKey(memberId, key, want, () =>
      db.transaction(async (tx) => {
        const [t] = await tx
          .insert(venueTransfers)
          .values({
            id,
            memberId,
            venueCode: code,
            direction,
            amount,
            status: 'pending',
            idempotencyKey: key,
            checkAfter: new Date(Date.now() + graceMs),
          })
          .returning();
        if (direction === 'in') {
          await post(tx, {
            type: 'venue.transfer_in',
            ref: id,
            memberId,
            memo: code,
            legs: [
              { account: account.central(memberId), amount: -amount },
              { account: account.house('venue_pending'), amount },
            ],
          });
        }
        return { ...t!, venueBalance: null };
      }),
    );
    if (!created) return view;
    // A crash from here on leaves a pending transfer that `reconcile` completes.
    const outcome = direction === 'in' ? await adapter.deposit(null, request) : await adapter.withdraw(null, request);
    if (outcome.result === 'failed' && outcome.reason === 'player_not_found') {
      // The venue lost the player we made there: make it again on the next transfer.
      await db.delete(venuePlayers).where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, code)));
    }
    return conclude(id, outcome);
  }

  /**
   * Settles pending transfers whose outcome is unknown, exactly once each. It takes a batch with
   * `FOR UPDATE SKIP LOCKED` and leases it (`check_after`), so several instances running this at
   * once never work on the same transfer; the settlement itself is guarded by the row's status.
   * For each, it asks the venue by our transfer id; a venue that never saw the id gets the same
   * transfer again under that id (it applies an id at most once), which ends in a definite answer.
   * An unanswered venue leaves the transfer pending for the next run. `asOf` lets tests treat
   * young transfers as due.
   */
  async function reconcile(options: { asOf?: Date; limit?: number } = {}): Promise<ReconcileReport> {
    const asOf = options.asOf ?? new Date();
    const leaseUntil = new Date(Date.now() + leaseMs);
    const claimed = await queryRows<{
      id: string;
      member_id: string;
      venue_code: string;
      direction: Direction;
      amount: string;
    }>(
      db,
      sql`update venue_transfers set check_after = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
          where id in (
            select id from venue_transfers
            where status = 'pending' and check_after <= ${asOf.toISOString()}::timestamptz
            order by check_after limit ${options.limit ?? 100}
            for update skip locked)
          returning id, member_id::text as member_id, venue_code, direction, amount::text as amount`,
    );
    const report: ReconcileReport = { checked: claimed.length, settled: 0, stillPending: 0 };
    for (const c of claimed) {
      const venue = await catalogue.find(c.venue_code);
      const adapter = venue ? catalogue.adapterOf(venue) : null;
      let outcome: VenueOutcome | Awaited<ReturnType<VenueAdapter['transferStatus']>> = adapter
        ? await adapter.transferStatus(db, c.id)
        : { result: 'unknown', error: 'venue not reachable' };
      if (adapter && outcome.result === 'not_found') {
        const request = { transferId: c.id, memberId: Number(c.member_id), amount: BigInt(c.amount) };
        outcome = c.direction === 'in' ? await adapter.deposit(null, request) : await adapter.withdraw(null, request);
      }
      if (outcome.result === 'success' || outcome.result === 'failed') {
        if (await settle(c.id, outcome)) report.settled += 1;
      } else report.stillPending += 1;
    }
    return report;
  }

  /** Money on its way to or from each venue, per venue code. */
  async function pendingByVenue(memberId: number): Promise<Map<string, bigint>> {
    const rows = await queryRows<{ venue_code: string; pending: string }>(
      db,
      sql`select venue_code, sum(amount)::text as pending from venue_transfers
          where member_id = ${memberId} and status = 'pending' group by venue_code`,
    );
    return new Map(rows.map((r) => [r.venue_code, BigInt(r.pending)]));
  }

  /** A member's transfers, newest first (for the records pages). */
  async function transfersOf(memberId: number, page: { offset: number; limit: number }): Promise<TransferRow[]> {
    return db
      .select()
      .from(venueTransfers)
      .where(eq(venueTransfers.memberId, memberId))
      .orderBy(desc(venueTransfers.createdAt), desc(venueTransfers.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  return {
    transfer,
    settle,
    reconcile,
    balanceAt,
    hasPlayer,
    ensurePlayer,
    pendingByVenue,
    findByKey,
    transfersOf,
    get,
  };
}

export type VenueTransfers = ReturnType<typeof createVenueTransfers>;
