import { wallTime } from '@app/contract';

/** The calendar day of an ISO timestamp in the platform's time zone, as YYYY-MM-DD. */
export function formatDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return wallTime(date, timeZone).slice(0, 10);
}

/** An ISO timestamp as "YYYY-MM-DD HH:mm:ss" in the platform's time zone. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return wallTime(date, timeZone, true);
}
