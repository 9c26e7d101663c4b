import { sql, type SQL } from 'drizzle-orm';
import { violatedCheck } from '../lib/db-errors.ts';

/** A JavaScript array as one SQL parameter (for `unnest`). */
export const param = (values: unknown[]) => sql.param(values);

const MEMBER_NOT_NEGATIVE = 'ledger_member_balance_non_negative';

/** The member-balance CHECK refused a statement: the last word on "no negative wallet". */
export const isMemberBelowZero = (error: unknown): boolean => violatedCheck(error, MEMBER_NOT_NEGATIVE);

/**
 * A fen amount (bigint) as text the way the contract's `formatFen` writes it ("-12.05"), for an
 * answer a statement stores itself; sql-parts.test.ts holds the two to the same output.
 */
export const fenText = (fen: SQL) => sql`(
  case when ${fen} < 0 then '-' else '' end || (abs(${fen}) / 100)::text || '.' || lpad((abs(${fen}) % 100)::text, 2, '0')
)`;

/** A timestamptz as JavaScript's `toISOString` writes the Date read from it (milliseconds, UTC). */
export const isoText = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
