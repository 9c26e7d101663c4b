import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { zoneFormat } from './zone-format.ts';

/** A calendar date "YYYY-MM-DD" that exists. */
export function parseCalendarDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Age in whole years on `today` ("YYYY-MM-DD"); a birthday on 29 Feb counts from 1 Mar in other years. */
export function ageOn(birth: string, today: string): number | null {
  const b = parseCalendarDate(birth);
  const t = parseCalendarDate(today);
  if (!b || !t) return null;
  let age = t.y - b.y;
  if (t.m < b.m || (t.m === b.m && t.d < b.d)) age -= 1;
  return age;
}

/** Today's date in a time zone, as "YYYY-MM-DD". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zoneFormat('en-CA', timeZone, DAY).format(now);
}
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** Birth date of an adult (18+) as of `today`, and not before 1900. */
export function birthDateSchema(today: () => string) {
  return z
    .string({ error: 'rules.birth_date' })
    .max(10, 'rules.birth_date')
    .refine((v) => {
      const p = parseCalendarDate(v);
      return p !== null && p.y >= 1900 && v <= today();
    }, 'rules.birth_date')
    .refine((v) => (ageOn(v, today()) ?? -1) >= LIMITS.minimumAge, 'rules.birth_date.minor');
}
