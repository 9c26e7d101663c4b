import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { parseCalendarDate, todayIn } from './birth-date.ts';
import { zoneFormat } from './zone-format.ts';

/** The date filters of the record pages: Today, Yesterday, Last 7 days, Last 30 days, Custom. */
export const DATE_RANGES = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DateRangeName = (typeof DATE_RANGES)[number];

const CalendarDateSchema = z
  .string({ error: 'records.range_invalid' })
  .max(10, 'records.range_invalid')
  .refine((v) => parseCalendarDate(v) !== null, 'records.range_invalid');

/** Query fields of every list filtered by date; `from` and `to` ("YYYY-MM-DD", both inclusive) only with custom. */
export const dateRangeQueryFields = {
  range: z.enum(DATE_RANGES, { error: 'records.range_invalid' }).default('today'),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
};
export type DateRangeQuery = { range?: DateRangeName | undefined; from?: string | undefined; to?: string | undefined };

export type ResolvedDateRange =
  | { ok: true; from: Date; to: Date; fromDate: string; toDate: string }
  | { ok: false; error: 'records.range_invalid' | 'records.range_too_old' };

/** "YYYY-MM-DD" moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const p = parseCalendarDate(date);
  if (!p) throw new Error(`not a date: ${date}`);
  return new Date(Date.UTC(p.y, p.m - 1, p.d + days)).toISOString().slice(0, 10);
}

/**
 * An instant as people read it in texts and lists: "YYYY-MM-DD HH:mm", with ":ss" when `seconds`, in
 * `timeZone` (the runtime's own when not given).
 */
export function wallTime(at: Date, timeZone?: string, seconds = false): string {
  const parts = zoneFormat('en-CA', timeZone, seconds ? TO_SECOND : TO_MINUTE).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const minute = `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  return seconds ? `${minute}:${get('second')}` : minute;
}

const TO_MINUTE: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};
const TO_SECOND: Intl.DateTimeFormatOptions = { ...TO_MINUTE, second: '2-digit' };

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetMs(timeZone: string, instant: number): number {
  const parts = zoneFormat('en-US', timeZone, TO_SECOND).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day starts in `timeZone` (daylight saving included). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const p = parseCalendarDate(date);
  if (!p) throw new Error(`not a date: ${date}`);
  const wall = Date.UTC(p.y, p.m - 1, p.d);
  const first = wall - offsetMs(timeZone, wall);
  // The offset at the guess may differ from the offset at the answer across a DST change.
  return new Date(wall - offsetMs(timeZone, first));
}

/** The earliest day that may be queried: today and the 29 days before it (LIMITS.recordQueryDays). */
export function earliestQueryDate(timeZone: string, now: Date = new Date()): string {
  return addDays(todayIn(timeZone, now), -(LIMITS.recordQueryDays - 1));
}

/**
 * A date filter as the instants [from, to) in the platform time zone. Nothing before the
 * earliest queryable day, and no custom day after today.
 */
export function resolveDateRange(q: DateRangeQuery, timeZone: string, now: Date = new Date()): ResolvedDateRange {
  const today = todayIn(timeZone, now);
  let first: string;
  let last: string;
  switch (q.range ?? 'today') {
    case 'today':
      [first, last] = [today, today];
      break;
    case 'yesterday':
      [first, last] = [addDays(today, -1), addDays(today, -1)];
      break;
    case 'last7':
      [first, last] = [addDays(today, -6), today];
      break;
    case 'last30':
      [first, last] = [addDays(today, -(LIMITS.recordQueryDays - 1)), today];
      break;
    case 'custom':
      if (!q.from || !q.to || !parseCalendarDate(q.from) || !parseCalendarDate(q.to)) {
        return { ok: false, error: 'records.range_invalid' };
      }
      [first, last] = [q.from, q.to];
      if (first > last || last > today) return { ok: false, error: 'records.range_invalid' };
      if (first < earliestQueryDate(timeZone, now)) return { ok: false, error: 'records.range_too_old' };
      break;
  }
  return {
    ok: true,
    from: startOfDayIn(first, timeZone),
    to: startOfDayIn(addDays(last, 1), timeZone),
    fromDate: first,
    toDate: last,
  };
}
