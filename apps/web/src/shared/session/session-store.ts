import { DEFAULT_LANG, LANGS, type Lang, type Session } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { DEFAULT_TAB_ITEMS, type SideMenuItem, type TabItem } from './menu';

const STORAGE_KEY = 'h5.session';

// What survives a reload. The password is never part of it.
const PersistedSchema = z.object({
  token: z.string().nullable().catch(null),
  uid: z.number().int().nullable().catch(null),
  username: z.string().nullable().catch(null),
  lang: z.enum(LANGS).catch(DEFAULT_LANG),
});
type Persisted = z.infer<typeof PersistedSchema>;

export type SessionState = Persisted & {
  tabbar: readonly TabItem[];
  /** Filled from the server's side menu when that capability exists; empty until then. */
  sideMenu: readonly SideMenuItem[];
};

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function load(): Persisted {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    return PersistedSchema.parse(raw ? JSON.parse(raw) : {});
  } catch {
    return PersistedSchema.parse({});
  }
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
