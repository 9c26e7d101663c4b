import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS, slotMultiplier, slotRtp, spinReels } from './slot.ts';
import { issueGameToken, readGameToken } from './tokens.ts';

describe('sandbox slot', () => {
  it('pays the documented paytable and returns 7639/8000 (95.49 %) to the player, below 100 %', () => {
    expect(slotMultiplier(['seven', 'seven', 'seven'])).toBe(200);
    expect(slotMultiplier(['lemon', 'lemon', 'lemon'])).toBe(11);
    expect(slotMultiplier(['cherry', 'bar', 'cherry'])).toBe(2);
    expect(slotMultiplier(['cherry', 'bar', 'bell'])).toBe(0);
    expect(SLOT_SYMBOLS.reduce((n, s) => n + s.stops, 0)).toBe(20);
    expect(slotRtp()).toEqual({ paid: 7639, outcomes: 8000 });
  });

  it('stops each reel where the random source says', () => {
    expect(spinReels(() => 0)).toEqual(['seven', 'seven', 'seven']);
    expect(spinReels(() => 19)).toEqual(['lemon', 'lemon', 'lemon']);
    const seen = new Set(Array.from({ length: 400 }, () => spinReels().join()));
    expect(seen.size).toBeGreaterThan(20);
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
