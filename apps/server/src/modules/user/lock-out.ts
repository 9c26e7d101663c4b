import type { UserDeps } from './deps.ts';

/** Whole minutes left of a lock-out, at least one. */
export function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

/** When a lock-out that starts now ends. */
export function lockedUntil(config: UserDeps['config']): Date {
  return new Date(Date.now() + config.login.lockMinutes * 60_000);
}
