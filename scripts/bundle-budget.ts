/**
 * The first-load budget of the web app (docs/decisions.md, Web app). Builds nothing: it reads the
 * build in apps/web/dist (`npm run build -w @app/web` first), takes what index.html loads (its module
 * scripts and modulepreload links) and the shell its script starts at once (src/main.tsx, imported
 * by src/boot.ts beside the first page), with everything those import statically (Vite's manifest,
 * dist/.vite/manifest.json), and exits 1 listing each chunk when their JavaScript is over the
 * budget, gzip as the server sends it (the .gz file beside each asset). It also prints what a
 * visitor's first page adds when it loads, for information, and exits 1 when what every member's
 * visit loads once home has shown (the tab bar, its counts, the reality check) brings the pages'
 * shared chunks.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** 1 KB = 1000 bytes, as Vite reports sizes. */
const BUDGET_KB = 120;
const DIST = 'apps/web/dist';
const BASE = '/h5/';
/** The app's shell, by its chunk's name: part of every first load, though index.html's script imports it dynamically. */
const SHELL = 'main';
/** What the app fetches as soon as a visitor opens /h5/ (the login page), after the first load: chunk names. */
const VISITOR_PAGES = ['pages-login', 'page-providers', 'catalogue-zh-hans', 'network-error-page', 'toast'];
/** What comes on every member's visit once home has shown, and the pages' shared chunks it must not bring. */
const AFTER_HOME = ['tab-bar-nav', 'tab-badges', 'reality-check'];
const PAGES_SHARED = ['pages-common', 'pages-login', 'pages-register', 'pages-motion', 'vendor-forms', 'vendor-motion'];

type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type Size = { file: string; raw: number; gzip: number; brotli: number };

function fail(message: string): never {
  console.error(`bundle-budget: ${message}`);
  process.exit(1);
}

function readManifest(): Manifest {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) fail(`${path} is missing: run \`npm run build -w @app/web\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The JavaScript files index.html loads: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
function htmlRoots(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
  if (urls.length === 0) fail(`${DIST}/index.html loads no module script.`);
  return urls.map((url) => (url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\//, '')));
}

/** `files` with every chunk they import statically, per the manifest. */
function closure(manifest: Manifest, files: string[]): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = byFile.get(file);
    if (!chunk) fail(`${file} is loaded by index.html but not in the manifest: a stale build?`);
    seen.add(file);
    for (const key of chunk.imports ?? []) visit(manifest[key]!.file);
  };
  files.forEach(visit);
  return seen;
}

function sizeOf(file: string): Size {
  const path = join(DIST, file);
  const data = readFileSync(path);
  const sent = (ext: string, compress: () => Buffer) =>
    existsSync(path + ext) ? statSync(path + ext).size : compress().length;
  return {
    file,
    raw: data.length,
    gzip: sent('.gz', () => gzipSync(data, { level: 9 })),
    brotli: sent('.br', () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function table(title: string, sizes: Size[]): Size {
  const total = sizes.reduce(
    (sum, s) => ({ ...sum, raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    {
      file: 'total',
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
  console.log(`\n${title}\n${'     raw'}${'    gzip'}${'  brotli'}  (KB)`);
  for (const s of [...sizes].sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}  ${s.file}`);
  console.log(`${kb(total.raw)} ${kb(total.gzip)} ${kb(total.brotli)}  total`);
  return total;
}

const manifest = readManifest();
/** The file of the chunk named `name` (vite.config.ts names the shell's and the pages' groups). */
const fileOf = (name: string) => Object.values(manifest).find((chunk) => chunk.name === name)?.file;
const shell = fileOf(SHELL) ?? fail(`no chunk named ${SHELL} in the manifest: a stale build?`);
const firstLoad = closure(manifest, [...htmlRoots(), shell]);
const first = table(
  'First load of /h5/ (index.html, the shell and their static imports), JavaScript:',
  [...firstLoad].map(sizeOf),
);

const pages = VISITOR_PAGES.map(
  (name) => fileOf(name) ?? fail(`no chunk named ${name} in the manifest: a stale build?`),
);
const visitor = [...closure(manifest, pages)].filter((file) => !firstLoad.has(file));
const then = table(
  'Then, for a visitor (login page, page providers, catalogue, network error page, toast), JavaScript:',
  visitor.map(sizeOf),
);
console.log(`\nA visitor's login page in all: ${kb(first.gzip + then.gzip).trim()} KB gzip.`);

if (first.gzip > BUDGET_KB * 1000) {
  fail(
    `the first load is ${kb(first.gzip).trim()} KB of JavaScript gzip, over the budget of ${BUDGET_KB} KB (chunks above).`,
  );
}
console.log(`First load within budget: ${kb(first.gzip).trim()} of ${BUDGET_KB} KB gzip.`);

// The tab bar's counts and the reality check: the pages' shared code they once brought (forms,
// animation, every first page: 100 KB) slowed home down (docs/performance.md).
const afterHome = closure(
  manifest,
  AFTER_HOME.map((name) => fileOf(name) ?? fail(`no chunk named ${name} in the manifest: a stale build?`)),
);
const brought = PAGES_SHARED.map(fileOf).filter((file) => file !== undefined && afterHome.has(file));
if (brought.length > 0) fail(`${AFTER_HOME.join(', ')} bring the pages' shared chunks: ${brought.join(', ')}.`);
console.log(`${AFTER_HOME.join(', ')} bring none of the pages' shared chunks.`);
