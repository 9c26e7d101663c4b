import { BET_STATUSES, DATE_RANGES, resolveDateRange, type DateRangeQuery, type MessageKey } from '@app/contract';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useSystemInfo } from '../../api/common';

/** The filters of the bet records, kept in the history entry: back from a bet's details finds them as they were. */
export const FiltersSchema = z.object({
  dates: z
    .object({ range: z.enum(DATE_RANGES), from: z.string().optional(), to: z.string().optional() })
    .catch({ range: 'today' })
    .default({ range: 'today' }),
  platform: z.string().optional().catch(undefined),
  status: z.enum(BET_STATUSES).optional().catch(undefined),
});
export type Filters = z.infer<typeof FiltersSchema>;

export function useRecordFilters(): [Filters, (next: Filters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const value = FiltersSchema.parse(location.state ?? {});
  return [value, (next) => navigate(location.pathname + location.search, { replace: true, state: next })];
}

/**
 * The date filter checked in the browser by the contract's rule in the platform time zone:
 * `query` is what to send, or null with `error` (a message key, e.g. the 30-day rule).
 */
export function useDateQuery(value: DateRangeQuery) {
  const timeZone = useSystemInfo().data?.timeZone;
  const resolved = timeZone ? resolveDateRange(value, timeZone) : null;
  const error: MessageKey | null = resolved && !resolved.ok ? resolved.error : null;
  const query: DateRangeQuery | null =
    resolved?.ok === true ? (value.range === 'custom' ? value : { range: value.range }) : null;
  return { query, error, timeZone, resolved: resolved?.ok ? resolved : null };
}
