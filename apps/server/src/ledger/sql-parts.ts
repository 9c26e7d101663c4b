import { sql } from 'drizzle-orm';

/** A JavaScript array as one SQL parameter (for `unnest`). */
export const param = (values: unknown[]) => sql.param(values);

const MEMBER_NOT_NEGATIVE = 'ledger_member_balance_non_negative';

/** The member-balance CHECK refused a statement: the last word on "no negative wallet". */
export function isMemberBelowZero(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && (constraint === MEMBER_NOT_NEGATIVE || String(message).includes(MEMBER_NOT_NEGATIVE)))
      return true;
  }
  return false;
}
