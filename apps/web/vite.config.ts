import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { shellTexts } from './src/shared/shell-texts';
import { barrelImports } from './vite-plugins/barrel-imports';
import { chunking, SHELL } from './vite-plugins/chunking';

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
