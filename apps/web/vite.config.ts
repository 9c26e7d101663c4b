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

type ModuleInfo = (id: string) => {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
} | null;

const vendorOf = (id: string) => {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  return Object.keys(VENDOR_CHUNKS).find((chunk) => library && VENDOR_CHUNKS[chunk]!.includes(library));
};

/**
 * Whether `id` goes into pages-common: at least COMMON_PAGES pages import it (directly or not), the
 * entry and the shell do not, and it imports nothing of theirs: Rollup moves a named chunk's
 * unnamed imports into it, which would put the shell's code there and the shell would wait for it.
 */
function commonModules(info: ModuleInfo) {
  const pagesMemo = new Map<string, Set<string> | null>();
  const shellMemo = new Map<string, boolean>();
  /** The pages (modules imported dynamically) whose static imports reach `id`; null when the shell's do. */
  const pagesOf = (id: string): Set<string> | null => {
    const known = pagesMemo.get(id);
    if (known !== undefined) return known;
    const module = info(id);
    if (!module || module.isEntry || id.endsWith('/src/main.tsx')) return pagesMemo.set(id, null).get(id)!;
    const pages = new Set<string>(module.dynamicImporters.length > 0 ? [id] : []);
    pagesMemo.set(id, pages); // an import cycle adds nothing more
    for (const importer of module.importers) {
      const above = pagesOf(importer);
      if (above === null) return pagesMemo.set(id, null).get(id)!;
      above.forEach((page) => pages.add(page));
    }
    return pages;
  };
  const needsShell = (id: string): boolean => {
    const known = shellMemo.get(id);
    if (known !== undefined) return known;
    shellMemo.set(id, false); // an import cycle adds nothing more
    const needs = !vendorOf(id) && (pagesOf(id) === null || (info(id)?.importedIds ?? []).some(needsShell));
    shellMemo.set(id, needs);
    return needs;
  };
  return (id: string) => {
    const pages = pagesOf(id);
    return pages !== null && pages.size >= COMMON_PAGES && !needsShell(id);
  };
}

function chunking() {
  let isCommon: ((id: string) => boolean) | null = null;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfo }): string | undefined => {
    isCommon ??= commonModules(getModuleInfo);
    return vendorOf(id) ?? (isCommon(id) ? 'pages-common' : undefined);
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
      const shell = chunks.find((c) => c.facadeModuleId?.endsWith('/src/main.tsx'));
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
    barrelImports(['antd-mobile-icons', 'ahooks']),
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
