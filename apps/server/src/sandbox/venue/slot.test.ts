import { describe, expect, it } from 'vitest';
import { SLOT_GAMES, slotGame, slotMultiplier, slotRtp, spinReels, type SlotGame } from './slot.ts';
import { issueGameToken, readGameToken } from './tokens.ts';

describe('sandbox slot games', () => {
  const [lantern, jade, star] = SLOT_GAMES as [SlotGame, SlotGame, SlotGame];

  it('are exactly three, each its own game: name, symbols, reel strips and paytable', () => {
    expect(SLOT_GAMES.map((g) => [g.code, g.name.zh_hans, g.name.en])).toEqual([
      ['lantern_reels', '灯笼转轴', 'Lantern Reels'],
      ['jade_garden', '翡翠花园', 'Jade Garden'],
      ['star_voyage', '星际航行', 'Star Voyage'],
    ]);
    // No two games share a symbol (by id or picture), a reel strip or a paytable row.
    const ids = SLOT_GAMES.flatMap((g) => g.symbols.map((s) => s.id));
    const glyphs = SLOT_GAMES.flatMap((g) => g.symbols.map((s) => s.glyph));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    for (const g of SLOT_GAMES) {
      const own = new Set(g.symbols.map((s) => s.id));
      // Every stop and every row is one of the game's own symbols, and every symbol is on every reel.
      for (const reel of g.reels) expect(new Set(reel)).toEqual(own);
      for (const row of g.paytable) {
        for (const id of row.kind === 'mixed' ? row.symbols : [row.symbol]) expect(own.has(id)).toBe(true);
      }
      // Three of a kind pays for every symbol.
      expect(g.paytable.filter((r) => r.kind === 'three').map((r) => r.kind === 'three' && r.symbol)).toEqual([...own]);
    }
    expect(slotGame('lantern_reels')).toBe(lantern);
    expect(slotGame('star_voyage')).toBe(star);
    for (const code of ['classic_baccarat', 'coral_reef', 'football_day', '', 'constructor', 'toString']) {
      expect(slotGame(code)).toBeNull();
    }
  });

  it('pay the best matching row of their own paytable', () => {
    expect(slotMultiplier(lantern, ['seven', 'seven', 'seven'])).toBe(200);
    expect(slotMultiplier(lantern, ['lemon', 'lemon', 'lemon'])).toBe(11);
    expect(slotMultiplier(lantern, ['cherry', 'bar', 'cherry'])).toBe(2);
    expect(slotMultiplier(lantern, ['cherry', 'cherry', 'cherry'])).toBe(12);
    expect(slotMultiplier(lantern, ['cherry', 'bar', 'bell'])).toBe(0);

    expect(slotMultiplier(jade, ['dragon', 'dragon', 'dragon'])).toBe(500);
    expect(slotMultiplier(jade, ['leaf', 'dragon', 'dragon'])).toBe(12);
    expect(slotMultiplier(jade, ['leaf', 'koi', 'dragon'])).toBe(2);
    expect(slotMultiplier(jade, ['koi', 'koi', 'koi'])).toBe(150);
    expect(slotMultiplier(jade, ['leaf', 'leaf', 'leaf'])).toBe(7);
    expect(slotMultiplier(jade, ['leaf', 'leaf', 'koi'])).toBe(0);

    expect(slotMultiplier(star, ['rocket', 'rocket', 'rocket'])).toBe(600);
    expect(slotMultiplier(star, ['ufo', 'ufo', 'ufo'])).toBe(120);
    expect(slotMultiplier(star, ['rocket', 'ufo', 'rocket'])).toBe(30);
    expect(slotMultiplier(star, ['comet', 'comet', 'comet'])).toBe(6);
    expect(slotMultiplier(star, ['rocket', 'rocket', 'comet'])).toBe(0);

    // A symbol of another game pays nothing here.
    expect(slotMultiplier(jade, ['seven', 'seven', 'seven'])).toBe(0);
  });

  it('return less than they take, counted over every combination of stops', () => {
    expect(lantern.reels.map((r) => r.length)).toEqual([20, 20, 20]);
    expect(slotRtp(lantern)).toEqual({ paid: 7639, hits: 1475, outcomes: 8000 });
    expect(jade.reels.map((r) => r.length)).toEqual([24, 24, 24]);
    expect(slotRtp(jade)).toEqual({ paid: 13167, hits: 2376, outcomes: 13824 });
    expect(star.reels.map((r) => r.length)).toEqual([20, 20, 20]);
    expect(star.reels[2]).not.toEqual(star.reels[0]);
    expect(slotRtp(star)).toEqual({ paid: 7582, hits: 690, outcomes: 8000 });
    for (const g of SLOT_GAMES) {
      const { paid, outcomes } = slotRtp(g);
      expect(paid / outcomes).toBeLessThan(1);
      expect(paid / outcomes).toBeGreaterThan(0.9);
    }
  });

  it('stop each reel where the random source says', () => {
    expect(spinReels(lantern, () => 0)).toEqual(['seven', 'seven', 'seven']);
    expect(spinReels(lantern, () => 19)).toEqual(['lemon', 'lemon', 'lemon']);
    expect(spinReels(jade, (n) => n - 1)).toEqual(['leaf', 'leaf', 'leaf']);
    expect(spinReels(star, () => 2)).toEqual(['ufo', 'ufo', 'planet']);
    for (const g of SLOT_GAMES) {
      const seen = new Set(Array.from({ length: 400 }, () => spinReels(g).join()));
      expect(seen.size).toBeGreaterThan(20);
    }
  });

  it('accepts only genuine, unexpired tokens of the right kind', () => {
    const secret = 'slot-test-secret-0123456789';
    const claims = { kind: 'launch', merchant: 'm', player: 'h5m1', game: 'lantern_reels', lang: 'en' } as const;
    const { token } = issueGameToken(secret, claims, 1_000);
    expect(readGameToken(secret, token, 'launch', 2_000)).toMatchObject(claims);
    expect(readGameToken(secret, token, 'launch', 1_000 + 60_001)).toBeNull();
    expect(readGameToken(secret, token, 'session', 2_000)).toBeNull();
    expect(readGameToken('another-secret-0123456789', token, 'launch', 2_000)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), player: 'h5m2' }),
    ).toString('base64url');
    expect(readGameToken(secret, `${forged}.${signature}`, 'launch', 2_000)).toBeNull();
    expect(readGameToken(secret, 'garbage', 'launch', 2_000)).toBeNull();
  });
});
