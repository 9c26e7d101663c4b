import { createHash, randomBytes } from 'node:crypto';

/** A session token of a member or an operator: 32 random bytes for the client; only the SHA-256 of it is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
