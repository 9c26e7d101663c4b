import { parseLang, type Lang } from '@app/contract/lang';

const STORAGE_KEY = 'h5.session';

/** What survives a reload. The password is never part of it. */
export type Persisted = { token: string | null; uid: number | null; username: string | null; lang: Lang };

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * What was stored, each field kept only when well-formed. Checked by hand rather than with zod:
 * this is part of every page's first load, where zod would add about 28 KB gzip
 * (docs/decisions.md, Web app). Without React, so boot.ts can read it before the shell arrives.
 */
export function readSession(): Persisted {
  let saved: Partial<Record<keyof Persisted, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) saved = parsed;
  } catch {
    // Unreadable storage starts a fresh session.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    token: text(saved.token),
    uid: Number.isSafeInteger(saved.uid) ? (saved.uid as number) : null,
    username: text(saved.username),
    lang: parseLang(saved.lang),
  };
}

export function writeSession(session: Persisted): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
}
