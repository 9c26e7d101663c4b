import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  TransferRequestSchema,
  fenToVenueMoney,
  venueMoneyToFen,
  type VenueBetWire,
  type VenueFailure,
} from '../../modules/venue/protocol.ts';
import type { FishingSession } from './fishing.ts';
import { slotGame } from './slot.ts';

type TransferRecord = {
  direction: 'in' | 'out';
  player: string;
  amount: string;
  result: 'success' | 'failed';
  reason?: VenueFailure;
  balanceAfter: string;
};
/**
 * A bet played at the venue, as its history reports it. `seq` orders the changes of the
 * merchant's bets: each change (placed, settled, voided) gives the bet the next number, and the
 * history answers bets by it (the cursor is the last number answered).
 */
export type SandboxBet = VenueBetWire & { seq: number; reels?: string[] };
export type MerchantState = {
  players: Record<string, string>;
  transfers: Record<string, TransferRecord>;
  /** Absent in state files written before the venue had games. */
  bets?: SandboxBet[];
  betSeq?: number;
  /** Each player's session generation (absent: 0): ending their sessions moves it on (tokens.ts). */
  sessionGen?: Record<string, number>;
  /** The fishing sessions by id (fishing-sessions.ts); absent before the venue had fishing games. */
  fishing?: Record<string, FishingSession>;
};

/** A transfer id used again with other details. */
export class Conflict extends Error {}

const newBetId = () => `SB${Date.now()}${randomBytes(4).toString('hex')}`;
const answerOf = (transferId: string, t: TransferRecord) =>
  t.result === 'success'
    ? { result: 'success', transferId, balance: t.balanceAfter }
    : { result: 'failed', transferId, reason: t.reason };

/** What a transfer does to a player's wallet (before it is recorded). */
function recordOf(
  current: string | undefined,
  direction: 'in' | 'out',
  req: { player: string; amount: string },
  refuse?: VenueFailure,
): TransferRecord {
  const base = { direction, player: req.player, amount: req.amount };
  const amount = venueMoneyToFen(req.amount);
  if (refuse || current === undefined || amount <= 0n) {
    const reason = refuse ?? (current === undefined ? 'player_not_found' : 'rejected');
    return { ...base, result: 'failed', reason, balanceAfter: current ?? '0.00' };
  }
  const after = venueMoneyToFen(current) + (direction === 'in' ? amount : -amount);
  if (after < 0n) return { ...base, result: 'failed', reason: 'insufficient_balance', balanceAfter: current };
  return { ...base, result: 'success', balanceAfter: fenToVenueMoney(after) };
}

/**
 * The venue's books: player wallets per merchant, the transfer ids applied (each at most once)
 * and the bets played, kept in a JSON file across restarts when one is given.
 */
export class VenueBook {
  readonly state: Record<string, MerchantState>;

  constructor(private readonly stateFile?: string) {
    this.state = stateFile && existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
  }

  persist() {
    if (!this.stateFile) return;
    writeFileSync(`${this.stateFile}.tmp`, JSON.stringify(this.state));
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
  }

  merchant(m: string): MerchantState {
    return (this.state[m] ??= { players: {}, transfers: {} });
  }

  transfer(m: MerchantState, direction: 'in' | 'out', body: unknown, refuse?: VenueFailure): object {
    const req = TransferRequestSchema.parse(body);
    const seen = m.transfers[req.transferId];
    if (seen) {
      if (seen.direction !== direction || seen.player !== req.player || seen.amount !== req.amount)
        throw new Conflict();
      return answerOf(req.transferId, seen);
    }
    const record = recordOf(m.players[req.player], direction, req, refuse);
    if (record.result === 'success') m.players[req.player] = record.balanceAfter;
    m.transfers[req.transferId] = record;
    this.persist();
    return answerOf(req.transferId, record);
  }

  /** Places an open bet (the stake leaves the player's balance); every change of a balance by play is a bet. */
  placeBet(merchant: string, player: string, bet: { game: string; stake: bigint; at?: Date }): SandboxBet {
    if (!slotGame(bet.game)) throw new Error(`no game ${bet.game} at this venue`);
    const m = this.merchant(merchant);
    const current = m.players[player];
    if (current === undefined) throw new Error(`no player ${player}`);
    const after = venueMoneyToFen(current) - bet.stake;
    if (bet.stake <= 0n || after < 0n) throw new Error('the stake must be positive and within the balance');
    m.players[player] = fenToVenueMoney(after);
    const placed: SandboxBet = {
      betId: newBetId(),
      seq: (m.betSeq = (m.betSeq ?? 0) + 1),
      player,
      game: bet.game,
      stake: fenToVenueMoney(bet.stake),
      payout: null,
      status: 'open',
      placedAt: (bet.at ?? new Date()).toISOString(),
      settledAt: null,
    };
    (m.bets ??= []).push(placed);
    return placed;
  }

  settleBet(merchant: string, betId: string, outcome: { payout: bigint } | 'void', at = new Date()) {
    const m = this.merchant(merchant);
    const i = (m.bets ?? []).findIndex((b) => b.betId === betId);
    const bet = m.bets?.[i];
    if (!bet || bet.status !== 'open') throw new Error(`no open bet ${betId}`);
    const back = outcome === 'void' ? venueMoneyToFen(bet.stake) : outcome.payout;
    m.players[bet.player] = fenToVenueMoney(venueMoneyToFen(m.players[bet.player]!) + back);
    const settled: SandboxBet = {
      ...bet,
      seq: (m.betSeq = (m.betSeq ?? 0) + 1),
      status: outcome === 'void' ? 'void' : 'settled',
      payout: outcome === 'void' ? null : fenToVenueMoney(outcome.payout),
      settledAt: at.toISOString(),
    };
    // Kept in the order of last change, as the history reads them.
    m.bets!.splice(i, 1);
    m.bets!.push(settled);
    return settled;
  }

  /** Records a bet already settled (a fishing session's shots summed), as the next change of the merchant's bets. */
  recordSettledBet(merchant: string, bet: Omit<SandboxBet, 'seq'>): SandboxBet {
    const m = this.merchant(merchant);
    const recorded: SandboxBet = { ...bet, seq: (m.betSeq = (m.betSeq ?? 0) + 1) };
    (m.bets ??= []).push(recorded);
    return recorded;
  }

  /** The player's session generation: a game token of another one plays nothing. */
  sessionGen(merchant: string, player: string): number {
    return this.state[merchant]?.sessionGen?.[player] ?? 0;
  }

  /** Ends every session and launch link the player has: those tokens carry the old generation. */
  endSessions(m: MerchantState, player: string) {
    (m.sessionGen ??= {})[player] = (m.sessionGen[player] ?? 0) + 1;
    this.persist();
  }

  /** A game result outside any bet: the player wins (positive) or loses (negative) `deltaFen`. */
  play(merchant: string, player: string, deltaFen: bigint) {
    const m = this.merchant(merchant);
    const current = m.players[player];
    if (current === undefined) throw new Error(`no player ${player}`);
    const after = venueMoneyToFen(current) + deltaFen;
    if (after < 0n) throw new Error('a player cannot lose more than the balance');
    m.players[player] = fenToVenueMoney(after);
    this.persist();
  }
}
