// index.html's script, without React: the shell (main.tsx) and what the first page needs (its
// chunks, the page providers, the core of the member's catalogue, home's first reads) are all
// fetched from here at once, so the page's chunks arrive beside the shell's instead of after it
// has arrived and started; the router then finds them loaded (on the login page, once its frame
// has been painted). Whatever fails here is fetched again by whoever needs it.
import './app/styles.css';
import { sendHomeReadsEarly } from './api/home-reads';
import { firstPageOf, loadHomePage, loadLoginPage, loadRegisterPage, startsAtLogin } from './app/first-pages';
import { showLoginPreview } from './features/auth/login-preview';
import { showFirstSlide } from './features/home/first-slide';
import { loadCatalogue } from './shared/catalogues';
import { readSession, type Persisted } from './shared/session/session-storage';

const LOADERS = {
  home: (session: Persisted) => {
    void sendHomeReadsEarly(session).then((pictures) => showFirstSlide(document.getElementById('root')!, pictures));
    return loadHomePage();
  },
  login: () => loadLoginPage(),
  register: () => loadRegisterPage(),
};

const ignore = () => undefined;

/**
 * Runs `fn` once what was just drawn has been painted: after the next frame, or after 50 ms where
 * no frame comes (a tab in the background).
 */
function afterPaint(fn: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 50);
}

const session = readSession();
const first = firstPageOf(session);
const start = () => {
  void import('./main');
  if (first) LOADERS[first](session).catch(ignore);
  import('./app/page-providers').catch(ignore);
  loadCatalogue[session.lang].core().catch(ignore);
};
// A visitor's login page: its frame first, painted before the app's scripts are evaluated and the
// page's are asked for, a frame later (docs/decisions.md, "The login page's frame before the app").
// Only at the login page's own address: a visitor the router sends there from another page would
// see its redirect undo a tap on the frame's link.
if (first === 'login' && startsAtLogin()) {
  showLoginPreview(document.getElementById('root')!, session.lang);
  afterPaint(start);
} else {
  start();
}
