/**
 * Lottery times come from the server; this device's clock may be off. A page keeps the offset
 * (server minus device) measured on its last answer and counts down against server time.
 */

/** Server time minus device time, in ms, for an answer stamped `serverTime` that took sentAt..receivedAt. */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Whole seconds from `nowMs` until the instant `iso` (rounded up, never below 0). */
export function secondsUntil(iso: string | number, nowMs: number): number {
  const target = typeof iso === 'number' ? iso : Date.parse(iso);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - nowMs) / 1000));
}

/** 75 -> "01:15"; an hour or more -> "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
