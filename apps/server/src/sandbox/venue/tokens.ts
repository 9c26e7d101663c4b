import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@app/contract';

/**
 * The sandbox venue's tokens for players' browsers: `<base64url JSON>.<base64url HMAC-SHA256>`,
 * keyed by a key derived from the venue secret (so no token can pass for a signed API call).
 * A launch token (in the launch URL) lives a minute and opens the game once; the page then plays
 * with a session token (in the URL fragment, never sent in a Referer or logged) for two hours.
 * `gen` is the player's session generation when the launch was given: ending the player's
 * sessions moves it on, and a token of an earlier generation plays nothing (absent: 0).
 * `frame` is the origin the launch lets frame the game's page (absent: none may).
 */
export type GameTokenKind = 'launch' | 'session';
export type GameToken = {
  kind: GameTokenKind;
  merchant: string;
  player: string;
  game: string;
  lang: Lang;
  gen?: number;
  frame?: string;
  /** Milliseconds since the epoch after which the token is refused. */
  expires: number;
  nonce: string;
};

export const GAME_TOKEN_TTL_MS: Record<GameTokenKind, number> = { launch: 60_000, session: 2 * 3_600_000 };

const keyOf = (secret: string) => createHmac('sha256', secret).update('sandbox-game-token').digest();
const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

export function issueGameToken(
  secret: string,
  t: Omit<GameToken, 'expires' | 'nonce'>,
  now = Date.now(),
): { token: string; claims: GameToken } {
  const claims: GameToken = {
    ...t,
    expires: now + GAME_TOKEN_TTL_MS[t.kind],
    nonce: randomBytes(9).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${mac(secret, payload).toString('base64url')}`, claims };
}

/** The claims of a genuine, unexpired token of `kind`; null for anything else. */
export function readGameToken(secret: string, token: unknown, kind: GameTokenKind, now = Date.now()): GameToken | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GameToken;
    return claims.kind === kind && typeof claims.expires === 'number' && now <= claims.expires ? claims : null;
  } catch {
    return null;
  }
}
