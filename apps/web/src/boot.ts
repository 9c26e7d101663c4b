// index.html's script, without React: the shell (main.tsx) and what the first page needs (its
// chunks, the page providers, the core of the member's catalogue, home's first reads) are all
// fetched from here at once, so the page's chunks arrive beside the shell's instead of after it
// has arrived and started; the router then finds them loaded. Whatever fails here is fetched
// again by whoever needs it.
import './app/styles.css';
import { sendHomeReadsEarly } from './api/home-reads';
import { firstPageOf, loadHomePage, loadLoginPage, loadRegisterPage } from './app/first-pages';
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
const session = readSession();
void import('./main');
const first = firstPageOf(session);
if (first) LOADERS[first](session).catch(ignore);
import('./app/page-providers').catch(ignore);
loadCatalogue[session.lang].core().catch(ignore);
