import { DATE_RANGES, resolveDateRange, type DateRangeQuery, type MessageKey } from '@app/contract';
import { z } from 'zod';
import { useSystemInfo } from '../../api/common';

/** A date filter as kept in page state; anything unreadable is Today. */
export const DateRangeStateSchema = z
  .object({ range: z.enum(DATE_RANGES), from: z.string().optional(), to: z.string().optional() })
  .catch({ range: 'today' });
export type DateRangeState = z.infer<typeof DateRangeStateSchema>;

/**
 * The date filter of a record page, checked in the browser by the contract's rule in the
 * platform time zone: `query` is what to send, or null with `error` (a message key) when the
 * range cannot be queried (older than 30 days, reversed, in the future).
 */
export function useDateRange(value: DateRangeQuery) {
  const timeZone = useSystemInfo().data?.timeZone;
  const resolved = timeZone ? resolveDateRange(value, timeZone) : null;
  const error: MessageKey | null = resolved && !resolved.ok ? resolved.error : null;
  const query: DateRangeQuery | null =
    resolved?.ok === true ? (value.range === 'custom' ? value : { range: value.range }) : null;
  return { query, error, timeZone };
}
