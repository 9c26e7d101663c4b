// How the web build is cut into chunks (vite.config.ts's manualChunks).
//
// Libraries that change on their own schedule get chunks of their own, so a release of the app
// does not make browsers fetch them again. Each group is used whole by the pages that need it:
// `vendor` by every page (the first load), `vendor-pages` by nearly every page (queries and the
// answers' schemas), `vendor-forms` by the pages with a form, `vendor-motion` by antd-mobile's
// animated parts (dialogs, popups, toasts, pull to refresh), which home's first screen does without.
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  vendor: ['react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'react-i18next', 'use-sync-external-store'],
  'vendor-pages': ['@tanstack/query-core', '@tanstack/react-query', 'zod'],
  'vendor-forms': ['react-hook-form', '@hookform/resolvers'],
  'vendor-motion': [
    '@react-spring/animated',
    '@react-spring/core',
    '@react-spring/rafz',
    '@react-spring/shared',
    '@react-spring/types',
    '@react-spring/web',
    '@use-gesture/core',
    '@use-gesture/react',
  ],
};
/**
 * Code that this many pages use (antd-mobile's helpers and common components, the contract's
 * schemas) goes into one `pages-common` chunk. Left to Rollup, it came as dozens of files of a few
 * hundred bytes, which a phone fetches six at a time over HTTP/1.1, a round trip each.
 */
const COMMON_PAGES = 8;
/** The app's shell, which index.html's script imports beside the first page (src/boot.ts). */
export const SHELL = '/src/main.tsx';
/**
 * What a visit may start with (src/boot.ts) and the chunk of each: the page providers, which come
 * with every page; the login, register and home pages; and, fetched for every visitor once the
 * first page has shown (app/router.tsx, tab-bar-nav.tsx, reality-check-slot.tsx), the network error
 * page, antd-mobile's toast, the tab bar's counts and the reality check, which must not bring the
 * pages' shared code with them.
 */
const FIRST_PAGES = [
  { chunk: 'page-providers', page: '/src/app/page-providers.tsx' },
  { chunk: 'pages-login', page: '/src/features/auth/login-page.tsx' },
  { chunk: 'pages-register', page: '/src/features/auth/register-page.tsx' },
  { chunk: 'pages-home', page: '/src/features/home/home-page.tsx' },
  { chunk: 'network-error-page', page: '/src/features/network/network-error-page.tsx' },
  { chunk: 'toast', page: '/antd-mobile/es/components/toast/index.js' },
  { chunk: 'tab-badges', page: '/src/app/tab-badges.tsx' },
  { chunk: 'reality-check', page: '/src/app/reality-check-host.tsx' },
];

/**
 * The chunk of a module (but the entry's, the shell's and the vendors') that these import: theirs
 * when one of them alone does; the login page's when login and register alone do, as register's
 * visitors load it anyway; else `pages-motion` for one that needs the animation library
 * (`animated`), and the page providers' for the rest, which nearly every page needs too. So the
 * first page comes as a few files, not thirty, and home, which has no animation, never waits for
 * the animation library, the login page's forms or the toast's chunk.
 */
function firstPagesChunk(chunks: ReadonlySet<string>, animated: boolean): string {
  if (chunks.size === 1) return [...chunks][0]!;
  if (chunks.size === 2 && chunks.has('pages-login') && chunks.has('pages-register')) return 'pages-login';
  return animated && !chunks.has('page-providers') ? 'pages-motion' : 'page-providers';
}

type ModuleInfo = (id: string) => {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
} | null;

const vendorOf = (id: string) => {
  // The helpers of CommonJS modules, which React is: the shell needs them, and they are tiny.
  if (id === '\0commonjsHelpers.js') return 'vendor';
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  return Object.keys(VENDOR_CHUNKS).find((chunk) => library && VENDOR_CHUNKS[chunk]!.includes(library));
};

/** The modules `roots` import statically, directly or not, themselves included; a vendor's are its chunk's. */
function ownClosure(info: ModuleInfo, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || vendorOf(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of each module that is not a vendor's. Rollup moves a named chunk's unnamed imports
 * into it, so the entry's modules are named into the entry's chunk (`index`) and the shell's into
 * its own (`main`): a page's chunk that imports them leaves them there, and neither waits for it.
 */
function grouping(info: ModuleInfo, ids: readonly string[]) {
  const entry = ownClosure(
    info,
    ids.filter((id) => info(id)?.isEntry),
  );
  const shell = ownClosure(
    info,
    ids.filter((id) => id.endsWith(SHELL)),
  );
  const pagesMemo = new Map<string, Set<string>>();
  /** The pages (modules imported dynamically) whose static imports reach `id`. */
  const pagesOf = (id: string): Set<string> => {
    const known = pagesMemo.get(id);
    if (known !== undefined) return known;
    const module = info(id);
    const pages = new Set<string>(module && module.dynamicImporters.length > 0 ? [id] : []);
    pagesMemo.set(id, pages); // an import cycle adds nothing more
    for (const importer of module?.importers ?? []) pagesOf(importer).forEach((page) => pages.add(page));
    return pages;
  };
  const animatedMemo = new Map<string, boolean>();
  /** Whether `id` imports the animation library, directly or not. */
  const animated = (id: string): boolean => {
    const known = animatedMemo.get(id);
    if (known !== undefined) return known;
    animatedMemo.set(id, false); // an import cycle adds nothing more
    const result = vendorOf(id) === 'vendor-motion' || (info(id)?.importedIds ?? []).some(animated);
    animatedMemo.set(id, result);
    return result;
  };
  return (id: string): string | undefined => {
    if (entry.has(id)) return 'index';
    if (shell.has(id)) return 'main';
    const pages = [...pagesOf(id)];
    const firsts = FIRST_PAGES.filter(({ page }) => pages.some((p) => p.endsWith(page)));
    if (firsts.length === 0) return pages.length >= COMMON_PAGES ? 'pages-common' : undefined;
    return firstPagesChunk(new Set(firsts.map((f) => f.chunk)), animated(id));
  };
}

type ChunkMeta = { getModuleInfo: ModuleInfo; getModuleIds: () => IterableIterator<string> };

/** Rollup's `manualChunks`: the vendors' chunks, then the pages' as above. */
export function chunking() {
  let groupOf: ((id: string) => string | undefined) | null = null;
  return (id: string, { getModuleInfo, getModuleIds }: ChunkMeta): string | undefined => {
    groupOf ??= grouping(getModuleInfo, [...getModuleIds()]);
    return vendorOf(id) ?? groupOf(id);
  };
}
