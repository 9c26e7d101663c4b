import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../lib/tokens.ts';
import type { OperatorContext } from '../../plugins/operator-auth.ts';
import { audit } from './audit.ts';
import type { OperatorDeps } from './deps.ts';
import { operatorSessions, operators } from './schema.ts';

const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function logout({ db, clock }: OperatorDeps, who: OperatorContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(operatorSessions).set({ revokedAt: clock() }).where(eq(operatorSessions.id, who.sessionId));
    await audit(tx, {
      operatorId: who.operatorId,
      action: 'operator.logout',
      target: `operator:${who.operatorId}`,
    });
  });
}

/** The operator behind a token, or null when unknown, revoked, expired, idle too long or disabled. */
export async function authenticate(
  { db, config, clock }: OperatorDeps,
  token: string,
): Promise<OperatorContext | null> {
  const now = clock();
  const idleSince = new Date(now.getTime() - config.operatorSession.idleMinutes * 60_000);
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        eq(operators.status, 'active'),
      ),
    );
  if (!row) return null;
  // Touching the session on every request would write on every read; once a minute is enough for the idle limit.
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.sessionId));
  }
  return { operatorId: row.operatorId, sessionId: row.sessionId, username: row.username, role: row.role };
}
