import { randomInt } from 'node:crypto';

/**
 * An order number: a letter for its kind, the platform's date and time to the second, and 6
 * random digits: sortable by time, readable to a member on the phone, not guessable.
 */
export function newOrderNo(prefix: string, timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const stamp = ['year', 'month', 'day', 'hour', 'minute', 'second']
    .map((t) => parts.find((p) => p.type === t)!.value)
    .join('');
  return `${prefix}${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
