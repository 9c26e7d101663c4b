import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FishingSessionEnd } from '@app/contract';
import { FISHING_ROLL_RANGE, type FishKind, type FishingGame } from './fishing-games.ts';

/**
 * The fishing games' provably fair shots. A session starts with a fresh secret seed (32 random
 * bytes) whose SHA-256 the page shows before the first shot; the seed is revealed when the session
 * ends. Shot n (1, 2, ...) of session `id` is decided by its roll:
 *
 * 1. Block 0 is HMAC-SHA256 keyed by the seed's bytes over `id:n`; should every number of a block
 *    be skipped (about one session in 10^46), block b >= 1 is the same over `id:n:b`.
 * 2. The blocks' bytes are read 4 at a time as unsigned big-endian numbers; the first one below
 *    2^32 - (2^32 mod FISHING_ROLL_RANGE) is taken, the others skipped (so no roll is favoured, as
 *    packages/contract/src/rules/cards/shuffle.ts reads its numbers), and the roll is it mod
 *    FISHING_ROLL_RANGE.
 * 3. The shot hits when the roll is below the aimed kind's hit chance (fishing-games.ts).
 */
export const newFishingSeed = () => randomBytes(32).toString('hex');

/** The commitment shown before the first shot: SHA-256 of the seed's bytes, hex. */
export const fishingSeedHash = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The text HMACed for block `block` of shot `n`. */
export const shotMessage = (sessionId: string, n: number, block: number) =>
  block === 0 ? `${sessionId}:${n}` : `${sessionId}:${n}:${block}`;

const LIMIT = 2 ** 32 - (2 ** 32 % FISHING_ROLL_RANGE);

/** The roll the blocks give, or null when every number in them was skipped. */
export function rollFromBytes(blocks: readonly Uint8Array[]): number | null {
  for (const block of blocks) {
    for (let i = 0; i + 4 <= block.length; i += 4) {
      const v = ((block[i]! << 24) >>> 0) + (block[i + 1]! << 16) + (block[i + 2]! << 8) + block[i + 3]!;
      if (v < LIMIT) return v % FISHING_ROLL_RANGE;
    }
  }
  return null;
}

/** Shot n's roll in session `sessionId` under `seedHex`: anyone holding the revealed seed gets the same. */
export function shotRoll(seedHex: string, sessionId: string, n: number): number {
  const key = Buffer.from(seedHex, 'hex');
  for (let b = 0; ; b += 1) {
    const roll = rollFromBytes([
      createHmac('sha256', key)
        .update(shotMessage(sessionId, n, b))
        .digest(),
    ]);
    if (roll !== null) return roll;
  }
}

export type ShotOutcome = { hit: boolean; multiplier: number; win: bigint };

/** What a shot of `stakeFen` at `kind` pays for `roll`: stake x multiplier on a hit, nothing on a miss. */
export function shotOutcome(kind: FishKind, stakeFen: bigint, roll: number): ShotOutcome {
  const hit = roll < kind.hitChance;
  return { hit, multiplier: hit ? kind.multiplier : 0, win: hit ? stakeFen * BigInt(kind.multiplier) : 0n };
}

export type FishRtp = { fish: string; cannonFen: bigint; paid: bigint; staked: bigint };

/**
 * The exact return of every kind at every cannon size: what `shotOutcome` pays summed over every
 * roll, against the stake of one shot per roll.
 */
export function fishingRtp(game: FishingGame): FishRtp[] {
  return game.fish.flatMap((kind) =>
    game.cannonsFen.map((cannonFen) => {
      let paid = 0n;
      for (let roll = 0; roll < FISHING_ROLL_RANGE; roll += 1) paid += shotOutcome(kind, cannonFen, roll).win;
      return { fish: kind.id, cannonFen, paid, staked: cannonFen * BigInt(FISHING_ROLL_RANGE) };
    }),
  );
}

/** A return as a percentage with two decimals, rounded down ("96.00"). */
export const rtpPercent = ({ paid, staked }: { paid: bigint; staked: bigint }) => {
  const hundredths = (paid * 10_000n) / staked;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

/**
 * One fishing session at the venue: its shots sum into one bet (fishing-sessions.ts). Money in
 * venue text ("12.30"), times in epoch milliseconds, as the book keeps them in its JSON file.
 */
export type FishingSession = {
  id: string;
  player: string;
  game: string;
  /** The nonce of the session token whose page opened it: that page plays this session only. */
  token: string;
  seed: string;
  seedHash: string;
  shots: number;
  hits: number;
  bestMultiplier: number;
  stake: string;
  payout: string;
  openedAt: number;
  firstShotAt: number | null;
  lastShotAt: number | null;
  endedAt: number | null;
  endedBy: FishingSessionEnd | null;
  /** The bet the session was recorded as when it ended (none when no shot was fired). */
  betId: string | null;
};
