import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Alongside } from '../../ledger/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { moveHouseWallet, type HouseMoved } from './house-adapter.ts';
import { moveInSet, plannedAnswer, requestOf, viewOf } from './house-set.ts';
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

/** The view of a move made by `moveHouseWallet`, its row's times as the statement wrote them. */
const viewAfter = (id: string, m: Move, moved: HouseMoved) =>
  viewOf(id, m, { ...moved, at: (name) => new Date(String(moved.row![name])) });

/**
 * The first try: one statement, shared with other members' first tries (house-set.ts), that
 * claims the key, writes the transfer's row and its journal entry and stores `answer`. Null when
 * the key could not be claimed so, or the gates may not pass: nothing was written.
 */
async function firstTry(db: Db, id: string, m: Move, answer: AnswerTransfer | undefined, admit: Admission | null) {
  if (!answer) return null;
  const key = m.key.inlineRow(plannedAnswer(id, m, answer));
  return key ? moveInSet(db, { id, m, answer, admit, key }) : null;
}

/**
 * The house venue. A request's first try is one statement (`firstTry`; docs/decisions.md, A
 * house transfer is one statement). A key it cannot claim so, or gates that may not pass, go the
 * ordinary way: the gates run (refusing, say, a member who is excluded), then one transaction
 * claims (or replays, refuses, takes over), moves and stores the answer. A transfer this key made
 * before (its key row swept, or freed by a server error after the commit) trips the row's unique
 * key: answered again instead, under a fresh claim.
 */
export async function houseTransfer(
  db: Db,
  clock: Clock,
  m: Move,
  want: Wanted,
  answer: AnswerTransfer | undefined,
  admit: Admission | null,
) {
  const once = async (): Promise<TransferView> => {
    const id = newTransferId(clock());
    const first = await firstTry(db, id, m, answer, admit);
    if (first) return first;
    await admit?.check();
    return m.key.transaction(db, async (tx) => {
      // A key taken over may have moved already, its answer lost with its process: that is the answer.
      const earlier = await findByKey(tx, m.memberId, m.key.key);
      if (earlier) return replay(earlier, want);
      const view = viewAfter(id, m, await moveHouseWallet(tx, requestOf(id, m), m.direction, houseRow(id, m)));
      if (answer) await m.key.answer(tx, answer(view));
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
