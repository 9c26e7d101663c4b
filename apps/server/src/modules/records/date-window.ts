import { resolveDateRange, type DateRangeQuery } from '@app/contract';
import { AppError } from '../../lib/errors.ts';

/**
 * The member's date filter as instants; nothing before the last 30 days of the platform calendar
 * (docs/decisions.md, Records).
 */
export function dateWindow(query: DateRangeQuery, timeZone: string, now: Date) {
  const r = resolveDateRange(query, timeZone, now);
  if (!r.ok) throw new AppError(r.error);
  return r;
}
