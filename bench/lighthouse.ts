// Lighthouse on the login and home pages of /h5/ (issue 8's "Lighthouse mobile" row): mobile form
// factor with Lighthouse's default simulated throttling, Debian's Chromium, the platform started as
// the other rows start it, loopback only. `npx tsx bench/lighthouse.ts` runs these rows alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { scratchStore } from './databases.ts';
import { prepare, type Member } from './members.ts';
import { startPlatform, type Served } from './processes.ts';
import type { Row } from './report.ts';
import { SETTINGS } from './settings.ts';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Runs per page; the run with the median score is reported, as Lighthouse's own docs advise for variance. */
const RUNS = 3;
/** One run never takes longer than this (Lighthouse waits at most 45 s for a load). */
const RUN_TIMEOUT_MS = 120_000;
/** Hash routes of apps/web/src/shared/routes.ts and the session key of shared/session/session-store.ts. */
const PAGES = [
  { name: 'login page', hash: '#/pages/userPages/login', signedIn: false },
  { name: 'home page', hash: '#/', signedIn: true },
] as const;
const SESSION_KEY = 'h5.session';

type Run = { score: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number; report: string };
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const say = (s: string) => console.log(`[lighthouse] ${s}`);
class LighthouseRuntimeError extends Error {}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The web app built into a directory of its own, so the measured build is this tree's and apps/web/dist is left alone. */
function buildWeb(outDir: string) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (built.status !== 0) throw new Error(`web build failed:\n${built.stdout}\n${built.stderr}`);
}

/** Puts `member`'s session where the web app reads it; Lighthouse's storage reset leaves localStorage alone. */
async function signIn(chrome: LaunchedChrome, server: Served, member: Member) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/h5/favicon.svg`);
    const session = JSON.stringify({ token: member.token, uid: member.uid, username: null, lang: 'zh_hans' });
    await page.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(session)})`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** What Lighthouse says costs the most: opportunities with their savings, then the main diagnostics. */
function findings(lhr: Lhr): string[] {
  const audits = Object.values(lhr.audits);
  const opportunities = audits
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 1)
    .map((a) => `${a.title}: ${a.displayValue ?? ''}`);
  const diagnostics = ['largest-contentful-paint-element', 'lcp-lazy-loaded', 'render-blocking-resources']
    .concat(['critical-request-chains', 'bootup-time', 'total-byte-weight', 'network-requests'])
    .map((id) => lhr.audits[id])
    .filter((a) => a !== undefined && a.displayValue)
    .map((a) => `${a!.title}: ${a!.displayValue}`);
  return [...opportunities, ...diagnostics];
}

async function runOnce(chrome: LaunchedChrome, url: string, reportDir: string, label: string): Promise<Run> {
  const running = lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS);
  });
  const result = await Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const report = join(reportDir, `${label}.json`);
  writeFileSync(report, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  for (const line of findings(lhr)) say(`  ${line}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    report,
  };
}

/**
 * A run Lighthouse itself could not record (it answers a runtime error such as NO_NAVSTART now and
 * then on this machine) is tried again, at most twice, instead of ending the whole bench.
 */
async function retried(run: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      say(`  ${error.message}; trying again`);
    }
  }
}

/** `RUNS` runs of one page; answers the run of median score. */
async function measurePage(chrome: LaunchedChrome, url: string, reportDir: string, name: string): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await retried(() => runOnce(chrome, url, reportDir, `${name.replace(/\s/g, '-')}-${i}`));
    say(`${name}, run ${i}: ${run.score}, LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms (${run.report})`);
    runs.push(run);
  }
  return runs.sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)]!;
}

function pageRows(name: string, run: Run): Row[] {
  const detail = `FCP ${seconds(run.fcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(2)}`;
  const conditions = `Lighthouse mobile, simulated throttling, median of ${RUNS}`;
  return [
    {
      what: `Lighthouse performance, ${name}`,
      figure: `${run.score} (${detail})`,
      baseline: conditions,
      ratio: '—',
      target: '>= 90',
    },
    {
      what: `Largest Contentful Paint, ${name}`,
      figure: seconds(run.lcpMs),
      baseline: conditions,
      ratio: '—',
      target: '<= 2.5 s',
    },
  ];
}

async function measureAll(server: Served, member: Member, reportDir: string): Promise<Row[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      if (page.signedIn) await signIn(chrome, server, member);
      rows.push(
        ...pageRows(page.name, await measurePage(chrome, `${server.url}/h5/${page.hash}`, reportDir, page.name)),
      );
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The Lighthouse rows: the web app built, one member, the platform on a fresh store of `baseUrl` (PGlite without). */
export async function lighthouseRows(baseUrl: string | undefined): Promise<Row[]> {
  if (!existsSync(CHROMIUM)) {
    const skipped = `skipped: no Chromium at ${CHROMIUM}`;
    return PAGES.map((p) => ({
      what: `Lighthouse, ${p.name}`,
      figure: skipped,
      baseline: '',
      ratio: '—',
      target: '>= 90, LCP <= 2.5 s',
    }));
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const store = await scratchStore(baseUrl, 'lighthouse');
  try {
    say('building the web app');
    buildWeb(join(work, 'dist'));
    const { members } = await prepare(store, 1, async () => undefined);
    const server = await startPlatform({ ...store.env, WEB_DIST_DIR: join(work, 'dist') });
    try {
      return await measureAll(server, members[0]!, work);
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
    say(`reports kept in ${work}/*.json`);
    rmSync(join(work, 'dist'), { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await lighthouseRows(SETTINGS.databaseUrl);
  for (const r of rows) console.log(`${r.what}: ${r.figure} (target ${r.target})`);
}
