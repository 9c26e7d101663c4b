import { randomBytes } from 'node:crypto';
import type { FishingSessionDetail, FishingSessionEnd } from '@app/contract';
import { fenToVenueMoney, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { VenueBook } from './book.ts';
import { fishKind, fishingGame } from './fishing-games.ts';
import { fishingSeedHash, newFishingSeed, shotOutcome, shotRoll, type FishingSession } from './fishing.ts';
import { GAME_TOKEN_TTL_MS, type GameToken } from './tokens.ts';

/** A session with no shot for this long ends by itself (its last shot, or its opening, plus this). */
export const FISHING_IDLE_MS = 5 * 60_000;

export type ShotRefusal = 'session_ended' | 'bad_fish' | 'bad_cannon' | 'insufficient_balance';
export type ShotAnswer =
  | { result: 'failed'; reason: ShotRefusal }
  | {
      result: 'success';
      shot: number;
      fish: string;
      stake: string;
      roll: number;
      hit: boolean;
      multiplier: number;
      win: string;
      balance: string;
    };

const iso = (ms: number) => new Date(ms).toISOString();

/** What the venue's history tells of a session: the seed only once it ended. */
export function fishingDetail(s: FishingSession): FishingSessionDetail {
  return {
    kind: 'fishing',
    sessionId: s.id,
    shots: s.shots,
    hits: s.hits,
    bestMultiplier: s.bestMultiplier,
    seedHash: s.seedHash,
    seed: s.endedAt === null ? null : s.seed,
    endedBy: s.endedBy,
  };
}

/**
 * The fishing sessions of the sandbox venue, kept in its book. A session belongs to the page of one
 * session token: opened with a fresh seed on the page's first call, each shot moves the stake out
 * of the player's venue wallet and the win back in at once, and when it ends (the player leaves, it
 * sits idle for `idleMs`, or the platform ends the player's sessions) its shots are recorded as ONE
 * settled bet: stake the sum of the shots, payout the sum of the wins, placed at the first shot,
 * settled at the end. A session ended without a shot records nothing. Ended sessions are kept as
 * long as their page's token lives, so a reload shows the summary, then dropped.
 */
export class FishingSessions {
  constructor(
    private readonly book: VenueBook,
    readonly idleMs = FISHING_IDLE_MS,
  ) {}

  private sessionsOf(merchant: string): Record<string, FishingSession> {
    return (this.book.merchant(merchant).fishing ??= {});
  }

  /** The session the page of `claims` plays; the first call opens it. Idle sessions end first. */
  open(claims: GameToken, now = Date.now()): FishingSession {
    this.sweep(now);
    const sessions = this.sessionsOf(claims.merchant);
    const found = Object.values(sessions).find((s) => s.token === claims.nonce);
    if (found) return found;
    const seed = newFishingSeed();
    const session: FishingSession = {
      id: `FS${now}${randomBytes(4).toString('hex')}`,
      player: claims.player,
      game: claims.game,
      token: claims.nonce,
      seed,
      seedHash: fishingSeedHash(seed),
      shots: 0,
      hits: 0,
      bestMultiplier: 0,
      stake: '0.00',
      payout: '0.00',
      openedAt: now,
      firstShotAt: null,
      lastShotAt: null,
      endedAt: null,
      endedBy: null,
      betId: null,
    };
    sessions[session.id] = session;
    this.book.persist();
    return session;
  }

  /** One shot of `stakeFen` at a fish of kind `fishId`: the stake out, the venue's outcome, the win in. */
  shoot(merchant: string, s: FishingSession, fishId: string, stakeFen: bigint, now = Date.now()): ShotAnswer {
    this.sweep(now);
    const game = fishingGame(s.game);
    const kind = game && fishKind(game, fishId);
    if (s.endedAt !== null || !game) return { result: 'failed', reason: 'session_ended' };
    if (!kind) return { result: 'failed', reason: 'bad_fish' };
    if (!game.cannonsFen.includes(stakeFen)) return { result: 'failed', reason: 'bad_cannon' };
    const players = this.book.merchant(merchant).players;
    const before = venueMoneyToFen(players[s.player] ?? '0.00');
    if (before < stakeFen) return { result: 'failed', reason: 'insufficient_balance' };

    const shot = s.shots + 1;
    const roll = shotRoll(s.seed, s.id, shot);
    const outcome = shotOutcome(kind, stakeFen, roll);
    const balance = fenToVenueMoney(before - stakeFen + outcome.win);
    players[s.player] = balance;
    s.shots = shot;
    s.hits += outcome.hit ? 1 : 0;
    s.bestMultiplier = Math.max(s.bestMultiplier, outcome.multiplier);
    s.stake = fenToVenueMoney(venueMoneyToFen(s.stake) + stakeFen);
    s.payout = fenToVenueMoney(venueMoneyToFen(s.payout) + outcome.win);
    s.firstShotAt ??= now;
    s.lastShotAt = now;
    this.book.persist();
    const win = fenToVenueMoney(outcome.win);
    const { hit, multiplier } = outcome;
    return {
      result: 'success',
      shot,
      fish: kind.id,
      stake: fenToVenueMoney(stakeFen),
      roll,
      hit,
      multiplier,
      win,
      balance,
    };
  }

  /** The player leaves: the session ends now (idle sessions end at their idle time first). */
  leave(merchant: string, s: FishingSession, now = Date.now()): FishingSession {
    this.sweep(now);
    this.end(merchant, s, 'leave', now);
    return s;
  }

  /** The platform ended the player's sessions: every open fishing session of theirs ends now. */
  endPlayer(merchant: string, player: string, now = Date.now()) {
    this.sweep(now);
    for (const s of Object.values(this.sessionsOf(merchant))) {
      if (s.player === player) this.end(merchant, s, 'platform', now);
    }
  }

  /** Ends every session idle for `idleMs` (at the moment it became idle) and drops long-ended ones. */
  sweep(now = Date.now()) {
    for (const [merchant, m] of Object.entries(this.book.state)) {
      for (const s of Object.values(m.fishing ?? {})) {
        const idleAt = (s.lastShotAt ?? s.openedAt) + this.idleMs;
        if (s.endedAt === null && idleAt <= now) this.end(merchant, s, 'idle', idleAt);
        if (s.endedAt !== null && s.endedAt + GAME_TOKEN_TTL_MS.session < now) {
          delete m.fishing![s.id];
          this.book.persist();
        }
      }
    }
  }

  private end(merchant: string, s: FishingSession, by: FishingSessionEnd, at: number) {
    if (s.endedAt !== null) return;
    s.endedAt = at;
    s.endedBy = by;
    if (s.shots > 0) {
      s.betId = s.id;
      this.book.recordSettledBet(merchant, {
        betId: s.id,
        player: s.player,
        game: s.game,
        stake: s.stake,
        payout: s.payout,
        status: 'settled',
        placedAt: iso(s.firstShotAt!),
        settledAt: iso(at),
        detail: fishingDetail(s),
      });
    }
    this.book.persist();
  }
}
