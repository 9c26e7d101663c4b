import { randomInt } from 'node:crypto';
import { wallTime } from '@app/contract';
import { violatedUnique } from './db-errors.ts';

const SPACE = 1_000_000;
// A stride prime to 10 makes counter -> digits a bijection of 0..999999: one process never repeats
// its 6 digits before a million numbers, so never within one second (docs/decisions.md, Records).
const STRIDE = 618_031;
// A random start per process keeps two instances apart; a clash between them is retried.
let counter = randomInt(SPACE);

/** The next 6 digits of this process: unique for a million calls, not a visible sequence. */
export function uniqueDigits(): string {
  counter = (counter + 1) % SPACE;
  return String((counter * STRIDE) % SPACE).padStart(6, '0');
}

type Stamp = { second: number; text: string };
const stamps = new Map<string, Stamp>();

/** yyyyMMddHHmmss in `timeZone`, its text made once per second. */
function stampOf(timeZone: string, now: Date): string {
  let s = stamps.get(timeZone);
  if (!s) stamps.set(timeZone, (s = { second: Number.NaN, text: '' }));
  const second = Math.floor(now.getTime() / 1000);
  if (second !== s.second) {
    s.text = wallTime(now, timeZone, true).replace(/\D/g, '');
    s.second = second;
  }
  return s.text;
}

/**
 * An order number: a letter for its kind, the platform's date and time to the second, and 6
 * digits from `uniqueDigits`: sortable by time, readable to a member on the phone, unique within
 * a process by construction. Inserts still go through `retryOnClash`, for two instances.
 */
export function newOrderNo(prefix: string, timeZone: string, now: Date = new Date()): string {
  return `${prefix}${stampOf(timeZone, now)}${uniqueDigits()}`;
}

/**
 * Runs `attempt` (which draws a new number each time, or on each try after the first it is told
 * of) again when its insert met a number another instance drew in the same second, instead of
 * failing the request. Any other error is thrown.
 */
export async function retryOnClash<T>(constraint: string, attempt: (tries: number) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(tries);
    } catch (error) {
      if (tries >= 5 || violatedUnique(error) !== constraint) throw error;
    }
  }
}
