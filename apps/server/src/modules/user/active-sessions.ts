import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ActiveSession } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { deviceOf } from './device.ts';
import type { UserDeps } from './deps.ts';
import { sessions } from './schema.ts';
import { changeMember } from './session-cache.ts';

/** The member's sessions that still work (not ended, expired or idle too long), most recently used first. */
export async function activeSessions(
  { db, config, clock }: UserDeps,
  member: AuthContext,
): Promise<{ list: ActiveSession[] }> {
  const now = clock().getTime();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, member.memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - config.session.idleMinutes * 60_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return {
    list: rows.map((s) => ({
      id: s.id,
      ...deviceOf(s.userAgent),
      ip: s.ip ?? '',
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === member.sessionId,
    })),
  };
}

/**
 * Ends one of the member's sessions. The change is announced (session-cache.ts), so the token
 * stops working at once on every instance; ending the current session signs this device out.
 */
export async function endSession({ db, clock }: UserDeps, member: AuthContext, id: number): Promise<void> {
  const ended = await changeMember(db, member.memberId, (tx) =>
    tx
      .update(sessions)
      .set({ revokedAt: clock() })
      .where(and(eq(sessions.id, id), eq(sessions.memberId, member.memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
  if (ended.length === 0) throw new AppError('security.session_not_found', 404);
}
