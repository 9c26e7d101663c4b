// What each measurement says, as the rows of issue 8's table: the figure, its baseline, the ratio.
import type { InProcess } from './in-process.ts';
import type { LoadResult } from './load.ts';
import type { PgbenchResult } from './pgbench.ts';
import type { Row } from './report.ts';
import type { SettleResult } from './settle.ts';
import type { SportsSettleResult } from './sports-settle.ts';

export type Measured = {
  members: number;
  pgbench: PgbenchResult | null;
  transfers: LoadResult;
  hot: LoadResult;
  bets: { at8: LoadResult; at32: LoadResult };
  reads: { hello: LoadResult; loadTxt: LoadResult; gameList: LoadResult; userInfo: LoadResult };
  settle: SettleResult;
  liveSettle: SettleResult;
  sportsSettle: SportsSettleResult;
  embedded: { transfers: LoadResult; rssMb: number };
  inProcess: InProcess;
};

const int = (x: number) => Math.round(x).toLocaleString('en-US');
const x = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}x` : '—');
const cores = (r: LoadResult) => `(${r.serverCores.toFixed(1)} cores)`;
const failures = (r: LoadResult) =>
  r.non2xx + r.failed === 0 ? '' : `, ${int(r.non2xx)} non-2xx (${int(r.errors5xx)} 5xx), ${int(r.failed)} failed`;
const perSecond = (r: LoadResult, unit = 'req/s') =>
  `${int(r.rps)} ${unit}, p99 ${int(r.p99)} ms${failures(r)} ${cores(r)}`;

const row = (what: string, figure: string, baseline: string, ratio: string, target = ''): Row => ({
  what,
  figure,
  baseline,
  ratio,
  target,
});

/** The money loads, each against pgbench. */
function moneyRows(m: Measured): Row[] {
  const tps = m.pgbench?.tps;
  const pgbench = m.pgbench ? `pgbench TPC-B scale 10, 8 clients: ${int(m.pgbench.tps)} TPS` : 'pgbench: no PostgreSQL';
  const vsPgbench = (what: string, r: LoadResult, target: string, figure = perSecond(r)) =>
    row(what, figure, pgbench, x(r.rps, tps), target);
  const embedded = `${perSecond(m.embedded.transfers)}, RSS ${int(m.embedded.rssMb)} MB after the run`;
  return [
    vsPgbench(
      `fundslog/transfer central<->house, ${m.members} members, 8 connections`,
      m.transfers,
      '>= 0.6x, p99 <= 50 ms',
    ),
    vsPgbench('lottery/placeOrder, 8 connections', m.bets.at8, '>= 0.5x'),
    vsPgbench('lottery/placeOrder, 32 connections', m.bets.at32, 'no 5xx ever; p99 <= 100 ms'),
    vsPgbench('one hot wallet, 8 connections', m.hot, '>= 300 ops/s', perSecond(m.hot, 'ops/s')),
    vsPgbench('transfers on the embedded database (PGlite)', m.embedded.transfers, '>= 0.1x, RSS <= 300 MB', embedded),
  ];
}

/** The reads against a Fastify hello world and /load.txt. */
function readRows(m: Measured): Row[] {
  const { hello, gameList, userInfo, loadTxt } = m.reads;
  const helloText = `Fastify hello world: ${int(hello.rps)} req/s ${cores(hello)}`;
  return [
    row('frontpage/getGameList (public)', perSecond(gameList), helloText, x(gameList.rps, hello.rps), '>= 0.5x'),
    row('user/userInfo', perSecond(userInfo), helloText, x(userInfo.rps, hello.rps), '>= 0.3x'),
    row(
      'user/userInfo vs GET /load.txt',
      perSecond(userInfo),
      `GET /load.txt: ${perSecond(loadTxt)}`,
      x(userInfo.rps, loadTxt.rps),
    ),
    row(
      'frontpage/getGameList vs GET /load.txt',
      perSecond(gameList),
      `GET /load.txt: ${perSecond(loadTxt)}`,
      x(gameList.rps, loadTxt.rps),
    ),
  ];
}

/** Settlement against INSERT..SELECT, and the rows measured in this process. */
/** Settling one round of the live table against INSERT..SELECT. */
function liveRow({ liveSettle: s }: Measured): Row {
  const bets = int(s.bets);
  return row(
    `settle one live table round of ${bets} bets (${s.members} members)`,
    `${int(s.settleMs)} ms (${int((s.bets / s.settleMs) * 1000)} bets/s)`,
    `INSERT..SELECT of ${bets} rows: ${int(s.insertMs)} ms`,
    x(s.settleMs, s.insertMs),
    '<= 5x',
  );
}

/** A sportsbook fixture's end: its bets settled at the sandbox venue, then synced into our records. */
function sportsRow({ sportsSettle: s }: Measured): Row {
  const total = s.venueMs + s.syncMs;
  return row(
    `settle one sportsbook fixture of ${int(s.bets)} bets at the venue and sync them (${s.members} members)`,
    `${int(total)} ms (venue ${int(s.venueMs)} ms, sync ${int(s.syncMs)} ms)`,
    '—',
    '—',
    '<= 10 s',
  );
}

function otherRows({ settle, inProcess: p }: Measured): Row[] {
  const bets = int(settle.bets);
  const perSecondSettled = int((settle.bets / settle.settleMs) * 1000);
  const heap = `${p.heapGrowth.toFixed(2)}x`;
  return [
    row(
      `settle one draw of ${bets} bets`,
      `${int(settle.settleMs)} ms (${perSecondSettled} bets/s)`,
      `INSERT..SELECT of ${bets} rows: ${int(settle.insertMs)} ms`,
      x(settle.settleMs, settle.insertMs),
      '<= 5x',
    ),
    row(
      'ledger entry (2 legs, locked), in process',
      `${p.entryMs.toFixed(2)} ms`,
      `select 1: ${p.selectMs.toFixed(2)} ms`,
      x(p.entryMs, p.selectMs),
    ),
    row(
      `heap after ${int(p.requests)} authenticated requests, in process`,
      `${heap} the heap before`,
      'the heap before',
      heap,
    ),
  ];
}

/** Issue 8's rows in its order, then the rows kept from the earlier bench. */
export function tableRows(m: Measured): Row[] {
  const [transfer, bets8, bets32, hot, embedded] = moneyRows(m);
  const [gameList, userInfo, userInfoVsLoadTxt, gameListVsLoadTxt] = readRows(m);
  const [settle, entry, heap] = otherRows(m);
  const kept = [userInfoVsLoadTxt!, gameListVsLoadTxt!, entry!, heap!];
  return [
    transfer!,
    bets8!,
    bets32!,
    hot!,
    gameList!,
    userInfo!,
    settle!,
    liveRow(m),
    sportsRow(m),
    embedded!,
    ...kept,
  ];
}
