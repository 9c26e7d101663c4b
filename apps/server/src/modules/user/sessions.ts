import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '@app/contract';
import { queryPrepared, type Executor } from '../../db/client.ts';
import type { UserDeps } from './deps.ts';
import { sessions } from './schema.ts';
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

/**
 * The member behind a token, or null when the token is unknown, revoked, expired or idle too
 * long. One statement: the check, and the idle clock moved on only when its last touch is older
 * than a minute, so a busy member does not write on every request.
 */
export async function authenticate({ db, config }: UserDeps, token: string): Promise<AuthContext | null> {
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  const [row] = await queryPrepared<{ session_id: string; member_id: string; username: string }>(
    db,
    'session_check',
    sql`with s as (
          select s.id as session_id, m.id as member_id, m.username
          from sessions s join members m on m.id = s.member_id
          where s.token_hash = ${hashToken(token)} and s.revoked_at is null
            and s.expires_at > ${at(now)}::timestamptz
            and s.last_seen_at > ${at(now - config.session.idleMinutes * 60_000)}::timestamptz
            and m.status = 'active'
        ), touch as (
          update sessions set last_seen_at = ${at(now)}::timestamptz
          where id = (select session_id from s)
            and last_seen_at < ${at(now - LAST_SEEN_RESOLUTION_MS)}::timestamptz
        )
        select session_id, member_id, username from s`,
  );
  if (!row) return null;
  return { memberId: Number(row.member_id), sessionId: Number(row.session_id), username: row.username };
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
