/**
 * The platform's own lottery games, shared by the server (draws, settlement) and the web app
 * (odds grid, in-browser verification of draws). Everything here is pure.
 */
import { LIMITS } from '../limits.ts';

/** Share of stakes returned to players over time; odds are derived from it and the true chances. */
export const LOTTERY_RTP = 0.97;

/**
 * `withdrawLockSeconds`: the last part of a draw's betting window (a third of it) in which its bets
 * stand and can no longer be withdrawn, so room in a draw held to its close is held by stakes that
 * stand (docs/decisions.md, Games).
 */
export const LOTTERY_GAMES = {
  fast3: {
    code: 'fast3',
    dice: 3,
    faces: 6,
    first: 1,
    intervalSeconds: 60,
    closeSecondsBefore: 10,
    withdrawLockSeconds: 20,
  },
  pc28: {
    code: 'pc28',
    dice: 3,
    faces: 10,
    first: 0,
    intervalSeconds: 180,
    closeSecondsBefore: 20,
    withdrawLockSeconds: 60,
  },
} as const;
export type LotteryGameCode = keyof typeof LOTTERY_GAMES;
export const LOTTERY_GAME_CODES = Object.keys(LOTTERY_GAMES) as LotteryGameCode[];

/** Stake limits per bet, in fen. */
export const LOTTERY_STAKE = { minFen: 200n, maxFen: 1_000_000n } as const;

export type BetKind = 'sum' | 'big' | 'small' | 'odd' | 'even' | 'triple_any' | 'triple' | 'pair' | 'straight';
export type BetOption = { kind: BetKind; pick: number | null };

function outcomes(code: LotteryGameCode): number[][] {
  const g = LOTTERY_GAMES[code];
  const all: number[][] = [];
  for (let a = 0; a < g.faces; a++)
    for (let b = 0; b < g.faces; b++)
      for (let c = 0; c < g.faces; c++) all.push([a + g.first, b + g.first, c + g.first]);
  return all;
}

const sumOf = (r: number[]) => r.reduce((s, v) => s + v, 0);
const isTriple = (r: number[]) => r[0] === r[1] && r[1] === r[2];

/** Whether a bet wins on a result. Fast 3 follows the usual rule that a triple loses big/small/odd/even. */
export function betWins(code: LotteryGameCode, bet: BetOption, result: number[]): boolean {
  const sum = sumOf(result);
  const triple = isTriple(result);
  const fast3 = code === 'fast3';
  const bigFrom = fast3 ? 11 : 14;
  switch (bet.kind) {
    case 'sum':
      return sum === bet.pick;
    case 'big':
      return sum >= bigFrom && !(fast3 && triple);
    case 'small':
      return sum < bigFrom && !(fast3 && triple);
    case 'odd':
      return sum % 2 === 1 && !(fast3 && triple);
    case 'even':
      return sum % 2 === 0 && !(fast3 && triple);
    case 'triple_any':
      return triple;
    case 'triple':
      return triple && result[0] === bet.pick;
    case 'pair':
      // Fast 3: at least two dice show the picked face. PC28: exactly two digits are equal.
      return fast3 ? result.filter((v) => v === bet.pick).length >= 2 : !triple && new Set(result).size === 2;
    case 'straight': {
      const s = [...result].sort((x, y) => x - y);
      return s[1] === s[0]! + 1 && s[2] === s[1]! + 1;
    }
  }
}

export type BetOdds = BetOption & { oddsHundredths: number };

function buildOptions(code: LotteryGameCode): readonly BetOdds[] {
  const g = LOTTERY_GAMES[code];
  const options: BetOption[] = [];
  const minSum = g.first * 3;
  const maxSum = (g.first + g.faces - 1) * 3;
  for (let s = minSum; s <= maxSum; s++) options.push({ kind: 'sum', pick: s });
  for (const kind of ['big', 'small', 'odd', 'even', 'triple_any'] as const) options.push({ kind, pick: null });
  if (code === 'fast3') {
    for (let f = 1; f <= 6; f++) options.push({ kind: 'triple', pick: f });
    for (let f = 1; f <= 6; f++) options.push({ kind: 'pair', pick: f });
  } else {
    options.push({ kind: 'pair', pick: null }, { kind: 'straight', pick: null });
  }
  const all = outcomes(code);
  return Object.freeze(
    options.map((o) => {
      const ways = all.filter((r) => betWins(code, o, r)).length;
      return Object.freeze({ ...o, oddsHundredths: Math.floor((LOTTERY_RTP * all.length * 100) / ways) });
    }),
  );
}

const optionKey = (bet: BetOption) => `${bet.kind}:${bet.pick ?? ''}`;

// The tables are pure functions of the rules: built once per game on first use, then only looked up
// (a bet of 50 selections used to rebuild a whole table per selection).
const tables = new Map<LotteryGameCode, { list: readonly BetOdds[]; byKey: Map<string, number> }>();
function tableOf(code: LotteryGameCode) {
  let table = tables.get(code);
  if (!table) {
    const list = buildOptions(code);
    table = { list, byKey: new Map(list.map((o) => [optionKey(o), o.oddsHundredths])) };
    tables.set(code, table);
  }
  return table;
}

/** Every bet a game offers, with its odds in hundredths (195 = pays 1.95 times the stake, stake included). */
export function betOptions(code: LotteryGameCode): readonly BetOdds[] {
  return tableOf(code).list;
}

/** The odds of one bet, or null when the game does not offer it. */
export function oddsOf(code: LotteryGameCode, bet: BetOption): number | null {
  return tableOf(code).byKey.get(optionKey(bet)) ?? null;
}

/**
 * The most one member's bets on one draw may win in total, withdrawn bets included: a share of
 * the draw's payout cap (docs/decisions.md, Games), so no member can fill a draw alone.
 */
export function memberDrawCapFen(drawCapFen: bigint): bigint {
  return (drawCapFen * BigInt(LIMITS.lotteryMemberSharePercent)) / 100n;
}

/**
 * Whether a bet on a draw closing at `closesAtMs` may still be withdrawn at `nowMs`: until
 * `withdrawLockSeconds` before betting closes. The server refuses later withdrawals
 * (`lottery.cancel_locked`) and the web offers none.
 */
export function canWithdrawAt(code: LotteryGameCode, closesAtMs: number, nowMs: number): boolean {
  return nowMs < closesAtMs - LOTTERY_GAMES[code].withdrawLockSeconds * 1000;
}

/** What a winning stake pays back, in fen, rounded down. */
export function payoutFen(stakeFen: bigint, oddsHundredths: number): bigint {
  return (stakeFen * BigInt(oddsHundredths)) / 100n;
}

/**
 * Turns the bytes of HMAC-SHA256(seed, drawId) into a result without modulo bias: each die takes
 * the next byte below the largest multiple of its face count, skipping the others. If 32 bytes do
 * not suffice, the caller supplies the next block, HMAC-SHA256(seed, drawId + ":" + n).
 */
export function resultFromBytes(code: LotteryGameCode, blocks: Uint8Array[]): number[] | null {
  const g = LOTTERY_GAMES[code];
  const limit = 256 - (256 % g.faces);
  const result: number[] = [];
  for (const block of blocks) {
    for (const byte of block) {
      if (byte >= limit) continue;
      result.push((byte % g.faces) + g.first);
      if (result.length === g.dice) return result;
    }
  }
  return null;
}

/** The message HMACed for block n of a draw (block 0 is the draw id itself). */
export function drawMessage(drawId: string, block: number): string {
  return block === 0 ? drawId : `${drawId}:${block}`;
}
