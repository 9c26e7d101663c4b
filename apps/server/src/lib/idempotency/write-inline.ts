import type { SQL } from 'drizzle-orm';
import type { HeldGuard } from '../../ledger/index.ts';
import { violatedUnique } from '../db-errors.ts';
import { KEY_CONSTRAINT, type IdempotencyKey } from './key.ts';

/**
 * A stand-in for an amount only the effect's statement knows (a balance after it), in the answer
 * the statement stores; `inlineAnswer`'s fill replaces it. No real amount is one.
 */
export const laterFen = (n: 1 | 2): bigint => 9_000_000_000_000_000_000n + BigInt(n);

/** The answer a one-statement first try stores: `planned` rendered, with `fill` and `also` as `inlineAnswer` takes them. */
export type InlinePlan = { planned: unknown; fill: ReadonlyMap<string, SQL>; also?: SQL };

/**
 * A request's first try as one statement, with no transaction around it: `write` runs it under the
 * key's inline guard, and the answer of what it made (`answerOf`) is what the request sends. Null
 * when the key could not be claimed so or the statement wrote nothing, and also when a twin
 * committed the key after the statement's snapshot (its insert failed on the key, and the whole
 * statement with it): the request then goes through the key's `transaction`.
 */
export async function writeInline<T>(
  key: IdempotencyKey,
  plan: InlinePlan,
  write: (guard: HeldGuard) => Promise<T | null>,
  answerOf: (made: T) => unknown,
): Promise<T | null> {
  const guard = key.inlineAnswer(plan.planned, plan.fill, plan.also);
  if (!guard) return null;
  try {
    const made = await write(guard);
    if (made) key.answered(answerOf(made));
    return made;
  } catch (error) {
    if (violatedUnique(error) === KEY_CONSTRAINT) return null;
    throw error;
  }
}
