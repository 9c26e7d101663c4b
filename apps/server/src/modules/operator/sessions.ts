import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorLoginInput, OperatorRole, OperatorSession } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import { hashToken, newToken } from '../user/tokens.ts';
import { audit } from './audit.ts';
import { operatorSessions, operators } from './schema.ts';

export type OperatorContext = { operatorId: number; sessionId: number; username: string; role: OperatorRole };
type SessionConfig = Pick<Config, 'login' | 'operatorSession'>;
type OperatorRow = typeof operators.$inferSelect;

const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Counts a wrong password; the one that reaches the limit locks the account for a while. Audited. */
async function recordFailedLogin(db: Db, config: SessionConfig, op: OperatorRow, ip: string) {
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(operators)
      .set({ failedLogins: sql`${operators.failedLogins} + 1` })
      .where(eq(operators.id, op.id))
      .returning({ failedLogins: operators.failedLogins });
    const locked = (after?.failedLogins ?? 0) >= config.login.maxFailures;
    if (locked) {
      const lockedUntil = new Date(Date.now() + config.login.lockMinutes * 60_000);
      await tx.update(operators).set({ failedLogins: 0, lockedUntil }).where(eq(operators.id, op.id));
    }
    await audit(tx, {
      operatorId: op.id,
      action: 'operator.login_failed',
      target: `operator:${op.id}`,
      detail: { ip, locked },
    });
  });
}

/** Opens a session for the right username and password of an active, unlocked operator. */
export async function login(
  db: Db,
  config: SessionConfig,
  input: OperatorLoginInput,
  ip: string,
): Promise<OperatorSession> {
  const [op] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${input.username})`);
  if (!op) {
    await verifyAgainstDummy(input.password);
    throw new AppError('operator.login_failed');
  }
  if (op.lockedUntil && op.lockedUntil > new Date()) {
    throw new AppError('operator.locked', 423, {
      minutes: Math.max(1, Math.ceil((op.lockedUntil.getTime() - Date.now()) / 60_000)),
    });
  }
  if (!(await verifySecret(op.passwordHash, input.password))) {
    await recordFailedLogin(db, config, op, ip);
    throw new AppError('operator.login_failed');
  }
  if (op.status !== 'active') throw new AppError('operator.disabled', 403);
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + config.operatorSession.maxHours * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, op.id));
    await tx.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hash, expiresAt, ip });
    await audit(tx, { operatorId: op.id, action: 'operator.login', target: `operator:${op.id}`, detail: { ip } });
  });
  return { token, operatorId: op.id, username: op.username, role: op.role, expiresAt: expiresAt.toISOString() };
}

export async function logout(db: Db, who: OperatorContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, who.sessionId));
    await audit(tx, {
      operatorId: who.operatorId,
      action: 'operator.logout',
      target: `operator:${who.operatorId}`,
    });
  });
}

/** The operator behind a token, or null when unknown, revoked, expired, idle too long or disabled. */
export async function authenticate(
  db: Db,
  config: Pick<Config, 'operatorSession'>,
  token: string,
): Promise<OperatorContext | null> {
  const now = new Date();
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
