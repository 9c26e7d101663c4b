import { parseLang, type Lang, type Session } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { DEFAULT_TAB_ITEMS, type SideMenuItem, type TabItem } from './menu';

const STORAGE_KEY = 'h5.session';

// What survives a reload. The password is never part of it.
type Persisted = { token: string | null; uid: number | null; username: string | null; lang: Lang };

export type SessionState = Persisted & {
  tabbar: readonly TabItem[];
  /** Filled from the server's side menu when that capability exists; empty until then. */
  sideMenu: readonly SideMenuItem[];
};

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * What was stored, each field kept only when well-formed. Checked by hand rather than with zod:
 * this store is part of every page's first load, where zod would add about 28 KB gzip
 * (docs/decisions.md, Web app).
 */
function load(): Persisted {
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

let state: SessionState = { ...load(), tabbar: DEFAULT_TAB_ITEMS, sideMenu: [] };
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  const { token, uid, username, lang } = state;
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ token, uid, username, lang } satisfies Persisted));
  listeners.forEach((listener) => listener());
}

/** The member's session: token, uid, username and language, persisted in localStorage. */
export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session) {
    update({ token: session.token, uid: session.uid, username: session.username });
  },
  /** Forget the credentials; the username stays to prefill the login form. */
  clearAuth() {
    update({ token: null, uid: null });
  },
  setLang(lang: Lang) {
    update({ lang });
  },
  setSideMenu(sideMenu: readonly SideMenuItem[]) {
    update({ sideMenu });
  },
};

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getState()));
}
