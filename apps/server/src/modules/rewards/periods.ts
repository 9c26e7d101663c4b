import { addDays, todayIn } from '@app/contract';

/** A claim period: its key in reward_claims, and the first day of the next one ("YYYY-MM-DD"). */
export type Period = { key: string; next: string };

const DAY_MS = 86_400_000;

/** The ISO week of `date` ("2026-W48"; weeks start on Monday, week 1 holds the year's first Thursday). */
export function isoWeekOf(date: string): Period {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Date.UTC(y, m - 1, d);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return { key: `${year}-W${String(week).padStart(2, '0')}`, next: addDays(date, 7 - weekday) };
}

export function monthOf(date: string): Period {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { key: date.slice(0, 7), next };
}

export function yearOf(date: string): Period {
  const y = Number(date.slice(0, 4));
  return { key: String(y), next: `${y + 1}-01-01` };
}

/** Today in the platform's time zone: periods turn at the platform's midnight, not the server's. */
export const businessDate = (timeZone: string, now: Date) => todayIn(timeZone, now);
