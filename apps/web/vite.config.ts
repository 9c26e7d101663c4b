import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { shellTexts } from './src/shared/shell-texts';
import { barrelImports } from './vite-plugins/barrel-imports';

// Libraries that change on their own schedule get chunks of their own, so a release of the app
// does not make browsers fetch them again. Each group is used whole by the pages that need it:
// `vendor` by every page (the first load), `vendor-pages` by nearly every page (queries, the
// answers' schemas, forms: one file rather than three, on a phone's connection a round trip each).
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  vendor: ['react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'react-i18next', 'use-sync-external-store'],
  'vendor-pages': ['@tanstack/query-core', '@tanstack/react-query', 'zod', 'react-hook-form', '@hookform/resolvers'],
};
/**
 * Code that this many pages use (antd-mobile's helpers and common components, the contract's
 * schemas) goes into one `pages-common` chunk. Left to Rollup, it came as dozens of files of a few
 * hundred bytes, which a phone fetches six at a time over HTTP/1.1, a round trip each.
 */
const COMMON_PAGES = 8;
/** The app's shell, which index.html's script imports beside the first page (src/boot.ts). */
const SHELL = '/src/main.tsx';
/**
 * What a visit may start with (src/boot.ts) and the chunk of each: the page providers, which come
 * with every page, the login page, the network error page and antd-mobile's toast, fetched for
 * every visitor once the first page has shown (app/router.tsx), and the home and register pages.
 * A module these import (but the entry's, the shell's and the vendors') goes into the chunk of the
 * first of them that imports it: the first page comes as one or two files, not thirty, and a
 * visitor shown the login page fetches nothing that only home or register use.
 */
const FIRST_PAGES = [
  { chunk: 'page-providers', page: '/src/app/page-providers.tsx' },
  { chunk: 'pages-login', page: '/src/features/auth/login-page.tsx' },
  { chunk: 'network-error-page', page: '/src/features/network/network-error-page.tsx' },
  { chunk: 'toast', page: '/antd-mobile/es/components/toast/index.js' },
  { chunk: 'pages-home', page: '/src/features/home/home-page.tsx' },
  { chunk: 'pages-register', page: '/src/features/auth/register-page.tsx' },
];

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
  return (id: string): string | undefined => {
    if (entry.has(id)) return 'index';
    if (shell.has(id)) return 'main';
    const pages = [...pagesOf(id)];
    const first = FIRST_PAGES.find(({ page }) => pages.some((p) => p.endsWith(page)));
    return first?.chunk ?? (pages.length >= COMMON_PAGES ? 'pages-common' : undefined);
  };
}

type ChunkMeta = { getModuleInfo: ModuleInfo; getModuleIds: () => IterableIterator<string> };

function chunking() {
  let groupOf: ((id: string) => string | undefined) | null = null;
  return (id: string, { getModuleInfo, getModuleIds }: ChunkMeta): string | undefined => {
    groupOf ??= grouping(getModuleInfo, [...getModuleIds()]);
    return vendorOf(id) ?? groupOf(id);
  };
}

/**
 * A file of the contract's catalogues as a module URL Node can import: its relative imports (the
 * catalogues gather the areas' files of messages/areas/) are turned into such URLs first.
 */
async function catalogueModule(file: string): Promise<string> {
  const { code } = await transformWithEsbuild(await readFile(file, 'utf8'), file);
  let linked = code;
  for (const [, spec] of code.matchAll(/from\s+["'](\.[^"']+)["']/g)) {
    linked = linked.replace(spec!, await catalogueModule(join(dirname(file), spec!)));
  }
  return `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`;
}

/** A catalogue file of the contract, run here: object literals with no imports but of types and of each other. */
async function catalogueOf(file: string, name: string): Promise<Record<string, string>> {
  const module = (await import(await catalogueModule(file))) as Record<string, Record<string, string>>;
  return module[name]!;
}

/**
 * src/shared/shell-messages.ts built as the shell's texts alone: the module itself imports the
 * whole catalogues to pick them (as tests and the dev server run it), which would put every
 * message into the first load (docs/decisions.md, Web app).
 */
function shellMessages(): Plugin {
  const target = fileURLToPath(new URL('./src/shared/shell-messages.ts', import.meta.url));
  return {
    name: 'shell-messages',
    apply: 'build',
    async load(id) {
      if (id !== target) return null;
      const index = (await this.resolve('@app/contract/messages', id))?.id;
      if (!index) throw new Error('shell-messages: @app/contract/messages not found');
      const messages = {
        zh_hans: shellTexts(await catalogueOf(join(dirname(index), 'zh_hans.ts'), 'zh_hans')),
        en: shellTexts(await catalogueOf(join(dirname(index), 'en.ts'), 'en')),
      };
      return `export const SHELL_MESSAGES = ${JSON.stringify(messages)};`;
    },
  };
}

/**
 * index.html's script (src/boot.ts) imports the shell (src/main.tsx) dynamically, beside the first
 * page; the shell's files are named in index.html as well, so the browser fetches them while it
 * reads the document rather than after the script has arrived and run.
 */
function preloadShell(): Plugin {
  let base = '/';
  return {
    name: 'preload-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(_html, { bundle }) {
      const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
      const shell = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(SHELL)));
      if (!shell) throw new Error('preload-shell: no chunk for src/main.tsx');
      const files = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.find((c) => c.fileName === file);
        if (files.has(file) || chunk?.isEntry) return;
        files.add(file);
        chunk?.imports.forEach(visit);
      };
      visit(shell.fileName);
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

// The server serves the build at /h5/ and the API at /api/ on the same origin;
// in development the proxy gives the page that same shape.
export default defineConfig({
  base: '/h5/',
  plugins: [
    react(),
    barrelImports(['antd-mobile-icons', 'ahooks', '@app/contract']),
    shellMessages(),
    preloadShell(),
    // Brotli and gzip files beside each asset, served by @fastify/static's preCompressed:
    // compressed once at build at the highest levels, never per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // /sandbox: the sandbox live chat the demo's service channel frames (docs/decisions.md, Customer service).
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph scripts/bundle-budget.ts measures the first load from.
    manifest: true,
    // terser takes about 2 KB gzip more off the first load than esbuild's minifier.
    minify: 'terser',
    rollupOptions: { output: { manualChunks: chunking() } },
  },
});
