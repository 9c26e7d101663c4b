import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { UserDeps } from './deps.ts';
import { members, sessions } from './schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type ClientInfo = { ip: string; userAgent: string | undefined };
export type AuthContext = { memberId: number; sessionId: number; username: string };

// lastSeenAt is written at most once a minute, so a busy member does not write on every request.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function openSession(
  ex: Executor,
  config: UserDeps['config'],
  member: { id: number; username: string },
  client: ClientInfo,
): Promise<Session> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + config.session.maxDays * 86_400_000);
  await ex
    .insert(sessions)
    .values({ memberId: member.id, tokenHash: hash, expiresAt, ip: client.ip, userAgent: client.userAgent });
  return { token, uid: member.id, username: member.username };
}

/** The member behind a token, or null when the token is unknown, revoked, expired or idle too long. */
export async function authenticate({ db, config }: UserDeps, token: string): Promise<AuthContext | null> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - config.session.idleMinutes * 60_000);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      memberId: members.id,
      username: members.username,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        eq(members.status, 'active'),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { memberId: row.memberId, sessionId: row.sessionId, username: row.username };
}

/** Ends one session: the member's other devices stay signed in. */
export async function logout({ db }: UserDeps, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of the member (after a password change). */
export async function revokeAll(ex: Executor, memberId: number): Promise<void> {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
