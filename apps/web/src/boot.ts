// index.html's script, without React: the shell (main.tsx) and what the first page needs (its
// chunks, the page providers, the core of the member's catalogue, home's first reads) are all
// fetched from here at once, so the page's chunks arrive beside the shell's instead of after it
// has arrived and started; the router then finds them loaded. Whatever fails here is fetched
// again by whoever needs it.
import './app/styles.css';
import { sendHomeReadsEarly } from './api/home-reads';
import { loadHomePage, loadLoginPage, loadRegisterPage } from './app/first-pages';
import { loadCatalogue } from './shared/catalogues';
import { ROUTES } from './shared/routes';
import { readSession, type Persisted } from './shared/session/session-storage';

/** What the page the router will show first needs, as app/router.tsx and its guards decide it. */
function firstPage(session: Persisted): (() => Promise<unknown>) | null {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] || ROUTES.home;
  const home = () => {
    sendHomeReadsEarly(session);
    return loadHomePage();
  };
  if (session.token) return path === ROUTES.home || path === ROUTES.homeAlias ? home : null;
  if (path === ROUTES.register) return loadRegisterPage;
  // A visitor is sent to login from every page but these.
  return path === ROUTES.networkError ? null : loadLoginPage;
}

const ignore = () => undefined;
const session = readSession();
void import('./main');
firstPage(session)?.().catch(ignore);
import('./app/page-providers').catch(ignore);
loadCatalogue[session.lang].core().catch(ignore);
