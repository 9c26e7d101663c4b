import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FISHING_GAMES, FISHING_ROLL_RANGE, fishKind, fishingGame, type FishingGame } from './fishing-games.ts';
import { fishingRtp, fishingSeedHash, rollFromBytes, rtpPercent, shotOutcome, shotRoll } from './fishing.ts';
import { slotGame } from './slot.ts';

const [reef, dragon] = FISHING_GAMES as [FishingGame, FishingGame];
const SEED = 'a1'.repeat(32);
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v, i * 4));
  return b;
};

describe('sandbox fishing games', () => {
  it('are two, each with its own fish table and cannons; other codes are not fishing games', () => {
    expect(FISHING_GAMES.map((g) => [g.code, g.name.zh_hans, g.name.en])).toEqual([
      ['reef_hunter', '礁石猎手', 'Reef Hunter'],
      ['dragon_depths', '龙渊深海', 'Dragon Depths'],
    ]);
    const ids = FISHING_GAMES.flatMap((g) => g.fish.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(reef.cannonsFen).toEqual([10n, 50n, 100n, 200n]);
    expect(dragon.cannonsFen).toEqual([50n, 100n, 500n, 1_000n]);
    expect(fishKind(reef, 'shark')?.multiplier).toBe(50);
    expect(fishKind(reef, 'golden_dragon')).toBeNull();
    for (const code of ['lantern_reels', 'coral_reef', '', 'toString']) expect(fishingGame(code)).toBeNull();
    // No code is both a slot and a fishing game: a launch knows which page to open.
    for (const g of FISHING_GAMES) expect(slotGame(g.code)).toBeNull();
  });

  it('return below 100 % for every fish at every cannon size, counted exactly over every roll', () => {
    const table = FISHING_GAMES.flatMap((g) =>
      fishingRtp(g).map((r) => ({
        game: g.code,
        fish: r.fish,
        cannon: Number(r.cannonFen) / 100,
        paid: r.paid,
        staked: r.staked,
        rtp: `${rtpPercent(r)} %`,
      })),
    );
    console.log(`Fishing RTP, exact over all ${FISHING_ROLL_RANGE} rolls of each shot:`);
    console.table(table.map((r) => ({ ...r, paid: String(r.paid), staked: String(r.staked) })));
    expect(table).toHaveLength(2 * 6 * 4);
    for (const r of table) {
      expect(r.paid < r.staked, `${r.game} ${r.fish} ${r.cannon}`).toBe(true);
      expect(r.paid > 0n).toBe(true);
    }
    // The same at every cannon size: one return per kind, in the table's order.
    const per = (g: FishingGame) => [...new Set(fishingRtp(g).map(rtpPercent))];
    expect(per(reef)).toEqual(['96.00', '95.70', '95.50', '95.00', '94.40', '94.00']);
    expect(per(dragon)).toEqual(['97.00', '96.00', '95.20', '94.50', '94.00', '93.00']);
    // Exactly hit chance x multiplier over the roll range, with nothing lost to rounding.
    for (const g of FISHING_GAMES) {
      for (const r of fishingRtp(g)) {
        const k = fishKind(g, r.fish)!;
        expect(r.paid * BigInt(FISHING_ROLL_RANGE)).toBe(r.staked * BigInt(k.hitChance * k.multiplier));
      }
    }
  });

  it('pay stake x multiplier exactly when the roll is below the hit chance', () => {
    const shark = fishKind(reef, 'shark')!;
    expect(shotOutcome(shark, 200n, 0)).toEqual({ hit: true, multiplier: 50, win: 10_000n });
    expect(shotOutcome(shark, 200n, 187)).toEqual({ hit: true, multiplier: 50, win: 10_000n });
    expect(shotOutcome(shark, 200n, 188)).toEqual({ hit: false, multiplier: 0, win: 0n });
    expect(shotOutcome(shark, 10n, 9_999)).toEqual({ hit: false, multiplier: 0, win: 0n });
  });

  it('read rolls without modulo bias: numbers at or above the last whole multiple are skipped', () => {
    const limit = 2 ** 32 - (2 ** 32 % FISHING_ROLL_RANGE);
    expect(limit).toBe(4_294_960_000);
    expect(rollFromBytes([u32(limit - 1)])).toBe(9_999);
    expect(rollFromBytes([u32(limit, 10_007)])).toBe(7);
    expect(rollFromBytes([u32(0xffffffff, limit, 123_456)])).toBe(3_456);
    expect(rollFromBytes([u32(...Array<number>(8).fill(limit))])).toBeNull();
    expect(rollFromBytes([u32(...Array<number>(8).fill(limit)), u32(42)])).toBe(42);
  });

  it('decide shot n from HMAC-SHA256(seed, "sessionId:n"), so the revealed seed recomputes every shot', () => {
    expect(fishingSeedHash(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    for (let n = 1; n <= 50; n += 1) {
      const block = createHmac('sha256', Buffer.from(SEED, 'hex')).update(`FS1:${n}`).digest();
      // A first number at or above the limit is this rare; the reading above covers it.
      expect(block.readUInt32BE(0) < 4_294_960_000).toBe(true);
      expect(shotRoll(SEED, 'FS1', n)).toBe(block.readUInt32BE(0) % FISHING_ROLL_RANGE);
    }
    expect(shotRoll(SEED, 'FS1', 1)).not.toBe(shotRoll(SEED, 'FS2', 1));
    // Over many shots the hits come as often as the table says (a fixed seed: the same every run).
    const clown = fishKind(reef, 'clownfish')!;
    let hits = 0;
    for (let n = 1; n <= 20_000; n += 1) if (shotOutcome(clown, 10n, shotRoll(SEED, 'FSx', n)).hit) hits += 1;
    expect(Math.abs(hits / 20_000 - 0.48)).toBeLessThan(0.015);
  });
});
