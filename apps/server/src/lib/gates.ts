import { sql, type SQL } from 'drizzle-orm';

/**
 * A check one module adds to another's action without the two importing each other (e.g. a
 * responsible-play limit on sign-in, an identity check on withdrawals): it throws an AppError to
 * refuse. The owning module runs its gates in order; platform/ fills the lists at start.
 */
export type Gate<T> = (input: T) => Promise<void>;

/**
 * A gate the action's own statement can meet as well: `surely(input)` is an SQL condition that
 * holds only when the gate would pass (a cheap test that may say no to some who would pass). A
 * statement that finds it false writes nothing, and the action then runs the gate and writes
 * without it, so the common case costs no statement of its own (docs/decisions.md, Gates met
 * inside the money statement).
 */
export type SqlGate<T> = Gate<T> & { surely: (input: T) => SQL };

export async function passGates<T>(gates: readonly Gate<T>[], input: T): Promise<void> {
  for (const gate of gates) await gate(input);
}

/** What an action hands its statement: the gates' SQL condition, and the gates themselves for when it is false. */
export type Admission = { surely: SQL; check: () => Promise<void> };

export function admissionOf<T>(gates: readonly SqlGate<T>[], input: T): Admission {
  const conditions = gates.map((g) => sql`(${g.surely(input)})`);
  return {
    surely: conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `),
    check: () => passGates(gates, input),
  };
}
