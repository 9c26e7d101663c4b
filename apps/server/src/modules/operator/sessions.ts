import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorLoginInput, OperatorRole, OperatorSession } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import { attemptClaim, checkOnce, claimOrRefuse } from '../user/lock-out.ts';
import { hashToken, newToken } from '../user/tokens.ts';
import { audit } from './audit.ts';
import { operatorSessions, operators } from './schema.ts';

export type OperatorContext = { operatorId: number; sessionId: number; username: string; role: OperatorRole };
type SessionConfig = Pick<Config, 'login' | 'operatorSession'>;

const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Counts one attempt on the operator's password before it is checked, like members' logins
 * (docs/decisions.md, Lock-out counted before the hash); null for an unknown username, 423 while locked.
 */
async function claimAttempt(db: Db, config: SessionConfig, username: string) {
  const byName = sql`lower(${operators.username}) = lower(${username})`;
  return claimOrRefuse(
    async () => {
      const claim = attemptClaim(operators.failedLogins, operators.lockedUntil, config.login);
      const [row] = await db
        .update(operators)
        .set({ failedLogins: claim.count, lockedUntil: claim.until })
        .where(and(byName, claim.unlocked))
        .returning();
      return row;
    },
    async () => {
      const [row] = await db.select({ until: operators.lockedUntil }).from(operators).where(byName);
      return row;
    },
    (minutes) => new AppError('operator.locked', 423, { minutes }),
  );
}

/** The operator of a right username and password, the attempt counted first; each wrong one audited. */
function checkLogin(db: Db, config: SessionConfig, input: OperatorLoginInput, ip: string) {
  return checkOnce(db, `operator:${input.username.toLowerCase()}`, input.password, async () => {
    const op = await claimAttempt(db, config, input.username);
    if (!op) {
      await verifyAgainstDummy(input.password);
      throw new AppError('operator.login_failed');
    }
    if (!(await verifySecret(op.passwordHash, input.password))) {
      // Set only when this attempt was the one that reached the limit.
      const locked = op.lockedUntil !== null;
      const target = `operator:${op.id}`;
      await audit(db, { operatorId: op.id, action: 'operator.login_failed', target, detail: { ip, locked } });
      if (locked) throw new AppError('operator.locked', 423, { minutes: config.login.lockMinutes });
      throw new AppError('operator.login_failed');
    }
    await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, op.id));
    return op;
  });
}

/** Opens a session for the right username and password of an active, unlocked operator. */
export async function login(
  db: Db,
  config: SessionConfig,
  input: OperatorLoginInput,
  ip: string,
): Promise<OperatorSession> {
  const op = await checkLogin(db, config, input, ip);
  if (op.status !== 'active') throw new AppError('operator.disabled', 403);
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + config.operatorSession.maxHours * 3_600_000);
  await db.transaction(async (tx) => {
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
