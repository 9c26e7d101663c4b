import { addDays, startOfDayIn, todayIn, type LimitKind } from '@app/contract';

/** The period of a limit that holds `now` in the platform's time zone: [from, to). */
export function periodOf(kind: LimitKind, timeZone: string, now: Date): { from: Date; to: Date } {
  const today = todayIn(timeZone, now);
  let first = today;
  let next = addDays(today, 1);
  if (kind === 'deposit_week') {
    // Weeks start on Monday, like the rewards' weekly periods.
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    first = addDays(today, -weekday);
    next = addDays(first, 7);
  } else if (kind === 'deposit_month') {
    first = `${today.slice(0, 7)}-01`;
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }
  return { from: startOfDayIn(first, timeZone), to: startOfDayIn(next, timeZone) };
}
