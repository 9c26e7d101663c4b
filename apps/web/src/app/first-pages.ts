// The pages a visit starts on: the router shows them (router.tsx), and boot.ts starts fetching the
// one it will show before the shell has arrived, with the home page's first data.
import { ROUTES } from '../shared/routes';
import type { Persisted } from '../shared/session/session-storage';

export type FirstPage = 'home' | 'login' | 'register';

/** The hash route of the address the visit starts at. */
const startPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || ROUTES.home;

/** True when the visit starts at the login page's own address, not at a page that sends a visitor there. */
export const startsAtLogin = () => startPath() === ROUTES.login;

/** The page the router will show first, as router.tsx and its guards decide it; null for any other. */
export function firstPageOf(session: Persisted): FirstPage | null {
  const path = startPath();
  if (session.token) return path === ROUTES.home || path === ROUTES.homeAlias ? 'home' : null;
  if (path === ROUTES.register) return 'register';
  // A visitor is sent to login from every page but these.
  return path === ROUTES.networkError ? null : 'login';
}

export const loadLoginPage = () => import('../features/auth/login-page').then((m) => m.LoginPage);
export const loadRegisterPage = () => import('../features/auth/register-page').then((m) => m.RegisterPage);
/** Home with its first reads (features/home/prefetch-home.ts), so its first render shows them. */
export const loadHomePage = () =>
  Promise.all([
    import('../features/home/home-page'),
    import('../features/home/prefetch-home').then((m) => m.prefetchHome()),
  ]).then(([m]) => m.HomePage);
