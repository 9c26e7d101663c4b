import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Alongside } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { moveHouseWallet } from './house-adapter.ts';
import {
  findByKey,
  newTransferId,
  replay,
  TRANSFER_ID_CONSTRAINT,
  type AnswerTransfer,
  type Move,
  type TransferView,
  type Wanted,
} from './transfer-rows.ts';

/** The row of a house transfer, written by the ledger's statement with its entry (ledger/post.ts `Alongside`). */
const houseRow = (id: string, m: Move): Alongside => ({
  name: 'house_transfer',
  insert: (written) => sql`
    insert into venue_transfers (id, member_id, venue_code, direction, amount, status, idempotency_key, settled_at)
    select ${id}, ${m.memberId}::bigint, ${m.code}, ${m.direction}, ${m.amount.toString()}::bigint, 'success', ${m.key.key}, now()
    where ${written}
    returning created_at, check_after, settled_at`,
});

/**
 * The house venue: one transaction claims the request's key, writes the transfer row with its
 * journal entry (one statement) and stores the answer, final at commit. A transfer this key made
 * before (its key row swept, or freed by a server error after the commit) trips the row's unique
 * key: answered again instead, under a fresh claim.
 */
export async function houseTransfer(db: Db, m: Move, want: Wanted, answer: AnswerTransfer | undefined) {
  const once = () =>
    m.key.transaction(db, async (tx) => {
      const id = newTransferId();
      const request = { transferId: id, memberId: m.memberId, amount: m.amount };
      const moved = await moveHouseWallet(tx, request, m.direction, houseRow(id, m));
      const at = (name: string) => new Date(String(moved.row![name]));
      const view: TransferView = {
        id,
        memberId: m.memberId,
        venueCode: m.code,
        direction: m.direction,
        amount: m.amount,
        status: 'success',
        failureReason: null,
        idempotencyKey: m.key.key,
        attempts: 0,
        checkAfter: at('check_after'),
        createdAt: at('created_at'),
        settledAt: at('settled_at'),
        venueBalance: moved.venue,
        central: moved.central,
      };
      await answer?.(tx, view);
      return view;
    });
  try {
    return await retryOnClash(TRANSFER_ID_CONSTRAINT, once);
  } catch (error) {
    const twin = isUniqueViolation(error) ? await findByKey(db, m.memberId, m.key.key) : null;
    if (!twin) throw error;
    await m.key.claim(db);
    return replay(twin, want);
  }
}
