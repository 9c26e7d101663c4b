import { and, eq, sql } from 'drizzle-orm';
import type { OperatorLoginInput, OperatorSession } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { attemptClaim, checkOnce, claimOrRefuse } from '../../lib/lock-out.ts';
import { verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import { newToken } from '../../lib/tokens.ts';
import { audit } from './audit.ts';
import type { OperatorDeps } from './deps.ts';
import { operatorSessions, operators } from './schema.ts';

/**
 * Counts one attempt on the operator's password before it is checked, like members' logins
 * (docs/decisions.md, Lock-out counted before the hash); null for an unknown username, 423 while locked.
 */
async function claimAttempt({ db, config, clock }: OperatorDeps, username: string) {
  const byName = sql`lower(${operators.username}) = lower(${username})`;
  return claimOrRefuse(
    async () => {
      const claim = attemptClaim(operators.failedLogins, operators.lockedUntil, config.login, clock());
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
    clock,
  );
}

/** The operator of a right username and password, the attempt counted first; each wrong one audited. */
function checkLogin(deps: OperatorDeps, input: OperatorLoginInput, ip: string) {
  const { db, config } = deps;
  return checkOnce(db, `operator:${input.username.toLowerCase()}`, input.password, async () => {
    const op = await claimAttempt(deps, input.username);
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
export async function login(deps: OperatorDeps, input: OperatorLoginInput, ip: string): Promise<OperatorSession> {
  const { db, config } = deps;
  const op = await checkLogin(deps, input, ip);
  if (op.status !== 'active') throw new AppError('operator.disabled', 403);
  const { token, hash } = newToken();
  const expiresAt = new Date(deps.clock().getTime() + config.operatorSession.maxHours * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hash, expiresAt, ip });
    await audit(tx, { operatorId: op.id, action: 'operator.login', target: `operator:${op.id}`, detail: { ip } });
  });
  return { token, operatorId: op.id, username: op.username, role: op.role, expiresAt: expiresAt.toISOString() };
}
