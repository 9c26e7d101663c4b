import { formatFen } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postSet, type SetMove, type SetParts, type SetWritten } from '../../ledger/sets/index.ts';
import { fenText, isoText } from '../../ledger/index.ts';
import { batcherPer, createBatcher } from '../../lib/batcher.ts';
import { violatedUnique } from '../../lib/db-errors.ts';
import type { Admission } from '../../lib/gates.ts';
import { answeredSet, keyExtra, type KeyRow, laterFen } from '../../lib/idempotency/index.ts';
import { houseMove } from './house-adapter.ts';
import type { AnswerTransfer, Move, MovedView } from './transfer-rows.ts';

/** A house transfer's first try: its id, the move, the request's answer and key, and the gates. */
export type HouseAsk = { id: string; m: Move; answer: AnswerTransfer; admit: Admission | null; key: KeyRow };

/** A stand-in for the time only the statement knows, as laterFen is for an amount; no real time is one. */
const LATER_AT = new Date(253402300799999);

/** A house transfer that moved: its balances after it, and the times its row was written with. */
export function viewOf(
  id: string,
  m: Move,
  after: { central: bigint; venue: bigint; at: (name: string) => Date },
): MovedView {
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

/** The transfer as the house venue's ledger entry takes it (house-adapter.ts). */
export const requestOf = (id: string, m: Move) => ({ transferId: id, memberId: m.memberId, amount: m.amount });

/** The answer a request stores with its move: rendered with stand-ins, which the statement fills. */
export const plannedAnswer = (id: string, m: Move, answer: AnswerTransfer) =>
  answer(viewOf(id, m, { central: laterFen(1), venue: laterFen(2), at: () => LATER_AT }));

const into = sql`(m.extra->>'direction') = 'in'`;
const claims = answeredSet(
  new Map([
    [formatFen(laterFen(1)), fenText(sql`(case when ${into} then m.from_after else m.to_after end)`)],
    [formatFen(laterFen(2)), fenText(sql`(case when ${into} then m.to_after else m.from_after end)`)],
    [LATER_AT.toISOString(), isoText(sql`x.created_at`)],
  ]),
  sql`m join x on x.ref = m.ref`,
);

const PARTS: SetParts = {
  name: 'house_transfer',
  ctes: claims.ctes,
  holds: claims.holds,
  alongside: sql`
    insert into venue_transfers (id, member_id, venue_code, direction, amount, status, idempotency_key, settled_at)
    select m.ref, m.member_id, m.extra->>'code', m.extra->>'direction', m.amount, 'success', m.extra->>'key', now()
    from m
    returning id as ref, created_at, check_after, settled_at`,
  after: claims.after,
};

const setMoveOf = (a: HouseAsk): SetMove => ({
  ...houseMove(requestOf(a.id, a.m), a.m.direction),
  holds: a.admit?.surely ?? sql`true`,
  extra: { ...keyExtra(a.key), code: a.m.code, direction: a.m.direction },
});

function movedOf(a: HouseAsk, w: SetWritten): MovedView {
  a.key.held();
  const [central, venue] = a.m.direction === 'in' ? [w.fromAfter, w.toAfter] : [w.toAfter, w.fromAfter];
  const view = viewOf(a.id, a.m, { central, venue, at: (name) => new Date(String(w.row[name])) });
  a.m.key.answered(a.answer(view));
  return view;
}

/**
 * One statement for the first tries of several members' house transfers. A twin's key or transfer
 * committed after the statement's snapshot fails it on a unique key: then none moved, and each
 * goes the single way (house-transfer.ts), as one that did not hold does.
 */
async function runSet(db: Db, asks: HouseAsk[]): Promise<(MovedView | null)[]> {
  let written: (SetWritten | null)[];
  try {
    written = await postSet(db, asks.map(setMoveOf), PARTS);
  } catch (error) {
    if (violatedUnique(error) === null) throw error;
    return asks.map(() => null);
  }
  return written.map((w, i) => (w ? movedOf(asks[i]!, w) : null));
}

const sets = batcherPer((db: Db) =>
  createBatcher({
    run: (asks: HouseAsk[]) => runSet(db, asks),
    groupOf: (a) => a.m.memberId,
    size: 16,
    inFlight: 2,
    gather: 3,
  }),
);

/**
 * The first try of a house transfer, with those of other members that arrive meanwhile
 * (lib/batcher.ts): the moved view, or null when it did not hold and nothing of it was written.
 */
export function moveInSet(db: Db, ask: HouseAsk): Promise<MovedView | null> {
  return sets(db).submit(ask);
}
