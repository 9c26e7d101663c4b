import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Alongside } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { moveHouseWallet, type HouseMoved } from './house-adapter.ts';
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

/** The view of a house transfer the ledger just moved (its row written by the same statement). */
function viewOf(id: string, m: Move, moved: HouseMoved): TransferView {
  const at = (name: string) => new Date(String(moved.row![name]));
  return {
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
}

/**
 * The house venue. A request's first try is one statement without a transaction around it: it
 * claims the key, writes the transfer's row and its journal entry, and commits them together; the
 * answer is stored after it (docs/decisions.md, A house transfer is one statement). A key it cannot
 * claim so goes the ordinary way: one transaction that claims (or replays, refuses, takes over),
 * moves and stores the answer. A transfer this key made before (its key row swept, or freed by a
 * server error after the commit) trips the row's unique key: answered again instead, under a fresh claim.
 */
export async function houseTransfer(db: Db, m: Move, want: Wanted, answer: AnswerTransfer | undefined) {
  const once = async () => {
    const id = newTransferId();
    const request = { transferId: id, memberId: m.memberId, amount: m.amount };
    const guard = m.key.inlineClaim();
    const inline = guard && (await moveHouseWallet(db, request, m.direction, houseRow(id, m), guard));
    if (inline) {
      const view = viewOf(id, m, inline);
      await answer?.(db, view);
      return view;
    }
    return m.key.transaction(db, async (tx) => {
      // A key taken over may have moved already, its answer lost with its process: that is the answer.
      const earlier = await findByKey(tx, m.memberId, m.key.key);
      if (earlier) return replay(earlier, want);
      const view = viewOf(id, m, (await moveHouseWallet(tx, request, m.direction, houseRow(id, m)))!);
      await answer?.(tx, view);
      return view;
    });
  };
  try {
    return await retryOnClash(TRANSFER_ID_CONSTRAINT, once);
  } catch (error) {
    const twin = isUniqueViolation(error) ? await findByKey(db, m.memberId, m.key.key) : null;
    if (!twin) throw error;
    await m.key.claim(db);
    return replay(twin, want);
  }
}
