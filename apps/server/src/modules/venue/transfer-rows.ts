import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '@app/contract';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { uniqueDigits } from '../../lib/order-no.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { HOUSE_VENUE } from './house-adapter.ts';
import type { VenueFailure } from './protocol.ts';
import { venueTransfers } from './schema.ts';

export type TransferRow = typeof venueTransfers.$inferSelect;
/**
 * A transfer with the member's venue balance right after it, when the venue told us, and the
 * central wallet's when the transfer's own transaction knew it (null: read it).
 */
export type TransferView = TransferRow & { venueBalance: bigint | null; central: bigint | null };
export type Direction = 'in' | 'out';
export type Wanted = { venueCode: string; direction: Direction; amount: bigint };
/** One transfer asked for; `key` is the request's Idempotency-Key, claimed by the transfer's first transaction. */
export type Move = { memberId: number; code: string; direction: Direction; amount: bigint; key: IdempotencyKey };
/** A transfer that moved here, its central balance after it known. */
export type MovedView = TransferView & { central: bigint };
/** The request's answer to a transfer that moved, stored with it. */
export type AnswerTransfer = (t: MovedView) => unknown;

export const failureKey = (reason: VenueFailure): MessageKey =>
  reason === 'insufficient_balance'
    ? 'money.insufficient_balance'
    : reason === 'maintenance'
      ? 'wallet.venue_maintenance'
      : 'wallet.venue_refused';
export const failureError = (reason: VenueFailure) =>
  new AppError(failureKey(reason), reason === 'insufficient_balance' ? 400 : 409);

/**
 * Order number and the transfer id the venue sees: time-ordered, 21 characters; unique within a
 * process by construction (lib/order-no.ts), and retried on a clash between instances.
 */
export const newTransferId = (now: Date) => `TR${now.getTime()}${uniqueDigits()}`;
export const TRANSFER_ID_CONSTRAINT = 'venue_transfers_pkey';

export async function getTransfer(db: Db, id: string): Promise<TransferRow> {
  const [t] = await db.select().from(venueTransfers).where(eq(venueTransfers.id, id));
  return t!;
}

export async function findByKey(ex: Executor, memberId: number, key: string): Promise<TransferRow | null> {
  const [t] = await ex
    .select()
    .from(venueTransfers)
    .where(and(eq(venueTransfers.memberId, memberId), eq(venueTransfers.idempotencyKey, key)));
  return t ?? null;
}

/** The answer a transfer already made under this key gives again (a retry after a crash). */
export function replay(t: TransferRow, want: Wanted): TransferView {
  if (t.venueCode !== want.venueCode || t.direction !== want.direction || t.amount !== want.amount) {
    throw new AppError('money.idempotency_mismatch', 422);
  }
  if (t.status === 'failed') throw failureError((t.failureReason as VenueFailure | null) ?? 'rejected');
  return { ...t, venueBalance: null, central: null };
}

/** Runs `create` unless the key already made a transfer; a concurrent twin's row wins. */
export async function onceByKey(
  db: Db,
  memberId: number,
  key: string,
  want: Wanted,
  create: () => Promise<TransferView>,
): Promise<{ view: TransferView; created: boolean }> {
  const existing = await findByKey(db, memberId, key);
  if (existing) return { view: replay(existing, want), created: false };
  try {
    return { view: await create(), created: true };
  } catch (error) {
    const twin = isUniqueViolation(error) ? await findByKey(db, memberId, key) : null;
    if (!twin) throw error;
    return { view: replay(twin, want), created: false };
  }
}

/** Money on its way to or from each venue, per venue code. */
export async function pendingByVenue(db: Db, memberId: number): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ venue_code: string; pending: string }>(
    db,
    sql`select venue_code, sum(amount)::text as pending from venue_transfers
        where member_id = ${memberId} and status = 'pending' group by venue_code`,
  );
  return new Map(rows.map((r) => [r.venue_code, BigInt(r.pending)]));
}

/**
 * The net the member moved into the external venues' wallets in [from, to): transfers in that
 * succeeded or may still (pending) minus transfers out that came back; may be below zero. The
 * house venue is left out: its wallet is ours and no game stakes from it (the lottery plays from
 * the central wallet), so nothing moved there can be lost out of our sight.
 */
export async function netMovedIn(db: Db, memberId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await queryRows<{ net: string }>(
    db,
    sql`select coalesce(sum(case when direction = 'in' then amount else -amount end), 0)::text as net
        from venue_transfers
        where member_id = ${memberId} and venue_code <> ${HOUSE_VENUE}
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
          and (status = 'success' or (status = 'pending' and direction = 'in'))`,
  );
  return BigInt(row?.net ?? '0');
}

/** A member's transfers, newest first (for the records pages). */
export async function transfersOf(db: Db, memberId: number, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(venueTransfers)
    .where(eq(venueTransfers.memberId, memberId))
    .orderBy(desc(venueTransfers.createdAt), desc(venueTransfers.id))
    .offset(page.offset)
    .limit(page.limit);
}
