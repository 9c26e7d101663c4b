import { formatFen } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account } from '../../ledger/accounts.ts';
import { alongsideColumn, balanceAfterEntry, type Alongside, type HeldGuard } from '../../ledger/ledger.ts';
import { fenText, isoText } from '../../ledger/sql-parts.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { retryOnClash } from '../../lib/order-no.ts';
import { laterFen, writeInline } from '../../plugins/write-inline.ts';
import { HOUSE_VENUE, moveHouseWallet, type HouseMoved } from './house-adapter.ts';
import {
  findByKey,
  newTransferId,
  replay,
  TRANSFER_ID_CONSTRAINT,
  type AnswerTransfer,
  type Move,
  type MovedView,
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

/** A house transfer that moved: its balances after it, and the times its row was written with. */
function viewOf(id: string, m: Move, after: { central: bigint; venue: bigint; at: (name: string) => Date }): MovedView {
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
    checkAfter: after.at('check_after'),
    createdAt: after.at('created_at'),
    settledAt: after.at('settled_at'),
    venueBalance: after.venue,
    central: after.central,
  };
}

/** The view of a move made by `moveHouseWallet`, its row's times as the statement wrote them. */
const viewAfter = (id: string, m: Move, moved: HouseMoved) =>
  viewOf(id, m, { ...moved, at: (name) => new Date(String(moved.row![name])) });
const requestOf = (id: string, m: Move) => ({ transferId: id, memberId: m.memberId, amount: m.amount });

/** A stand-in for the time only the statement knows, as laterFen is for an amount; no real time is one. */
const LATER_AT = new Date(253402300799999);

/**
 * The answer to store with the move: rendered with stand-ins, each then replaced by what the
 * statement wrote; the guard holds only where the gates surely pass (`admit`).
 */
function answerPlan(id: string, m: Move, answer: AnswerTransfer, admit: Admission | null) {
  const later = { central: laterFen(1), venue: laterFen(2), at: () => LATER_AT };
  const balance = (ref: Parameters<typeof balanceAfterEntry>[0]) => fenText(balanceAfterEntry(ref));
  const fill = new Map<string, SQL>([
    [formatFen(later.central), balance(account.central(m.memberId))],
    [formatFen(later.venue), balance(account.venue(m.memberId, HOUSE_VENUE))],
    [LATER_AT.toISOString(), isoText(alongsideColumn('created_at'))],
  ]);
  return { planned: answer(viewOf(id, m, later)), fill, also: admit?.surely };
}

/**
 * The first try: one statement that claims the key, writes the transfer's row and its journal
 * entry and stores `answer` (plugins/write-inline.ts). Null when the key could not be claimed so,
 * or the gates may not pass: nothing was written.
 */
async function moveInline(db: Db, id: string, m: Move, answer: AnswerTransfer | undefined, admit: Admission | null) {
  if (!answer) return null;
  const move = async (guard: HeldGuard) => {
    const moved = await moveHouseWallet(db, requestOf(id, m), m.direction, houseRow(id, m), guard);
    return moved && viewAfter(id, m, moved);
  };
  return writeInline(m.key, answerPlan(id, m, answer, admit), move, answer);
}

/**
 * The house venue. A request's first try is one statement (`moveInline`; docs/decisions.md, A
 * house transfer is one statement). A key it cannot claim so, or gates that may not pass, go the
 * ordinary way: the gates run (refusing, say, a member who is excluded), then one transaction
 * claims (or replays, refuses, takes over), moves and stores the answer. A transfer this key made
 * before (its key row swept, or freed by a server error after the commit) trips the row's unique
 * key: answered again instead, under a fresh claim.
 */
export async function houseTransfer(
  db: Db,
  m: Move,
  want: Wanted,
  answer: AnswerTransfer | undefined,
  admit: Admission | null,
) {
  const once = async (): Promise<TransferView> => {
    const id = newTransferId();
    const inline = await moveInline(db, id, m, answer, admit);
    if (inline) return inline;
    await admit?.check();
    return m.key.transaction(db, async (tx) => {
      // A key taken over may have moved already, its answer lost with its process: that is the answer.
      const earlier = await findByKey(tx, m.memberId, m.key.key);
      if (earlier) return replay(earlier, want);
      const view = viewAfter(id, m, (await moveHouseWallet(tx, requestOf(id, m), m.direction, houseRow(id, m)))!);
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
