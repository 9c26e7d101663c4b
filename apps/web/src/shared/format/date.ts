import { wallTime, zoneFormat } from '@app/contract';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The calendar day of an ISO timestamp in the platform's time zone, as YYYY-MM-DD. */
export function formatDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return zoneFormat('en-CA', timeZone, DAY).format(date);
}

/** An ISO timestamp as "YYYY-MM-DD HH:mm:ss" in the platform's time zone. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return wallTime(date, timeZone, true);
}
