/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    Math.floor(instant / 1000) * 1000
  );
}

/** The instant a calendar day "YYYY-MM-DD" (plus `addDays`) starts in `timeZone`; null for a day that does not exist. */
export function dayStart(date: string, timeZone: string, addDays = 0): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const wall = Date.UTC(y, mo - 1, d + addDays);
  // The offset at the first guess may differ from the one at the answer across a DST change.
  return new Date(wall - offsetMs(timeZone, wall - offsetMs(timeZone, wall)));
}

/** "YYYYMMDD" of `now` in `timeZone`, for order numbers. */
export function compactDate(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '');
}
