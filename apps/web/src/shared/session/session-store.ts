import type { Lang, Session } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { DEFAULT_TAB_ITEMS, type SideMenuItem, type TabItem } from './menu';
import { readSession, writeSession, type Persisted } from './session-storage';

export type SessionState = Persisted & {
  tabbar: readonly TabItem[];
  /** Filled from the server's side menu when that capability exists; empty until then. */
  sideMenu: readonly SideMenuItem[];
};

let state: SessionState = { ...readSession(), tabbar: DEFAULT_TAB_ITEMS, sideMenu: [] };
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  const { token, uid, username, lang } = state;
  writeSession({ token, uid, username, lang });
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
