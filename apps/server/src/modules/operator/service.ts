import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OperatorPasswordSchema,
  OperatorRoleSchema,
  OperatorUsernameSchema,
  type AuditQuerySchema,
  type OperatorLoginInput,
  type OperatorRole,
  type OperatorSession,
} from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import { hashToken, newToken } from '../user/tokens.ts';
import { auditLog, operatorSessions, operators } from './schema.ts';

export type OperatorContext = { operatorId: number; sessionId: number; username: string; role: OperatorRole };
export type AuditEntry = {
  operatorId: number | null;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
};

/**
 * Writes one audit row. Call it with the transaction of the action itself, so an action that
 * rolls back leaves no audit row and an action that commits always has one.
 */
export async function audit(ex: Executor, entry: AuditEntry): Promise<void> {
  await ex.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? {},
  });
}

const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Creates an operator account (the CLI's work); refuses a taken username. Audited as a command-line action. */
export async function createOperator(db: Db, input: { username: string; password: string; role: string }) {
  const username = OperatorUsernameSchema.safeParse(input.username);
  if (!username.success) throw new AppError('operator.username_rule');
  const password = OperatorPasswordSchema.safeParse(input.password);
  if (!password.success) throw new AppError('operator.password_rule');
  const role = OperatorRoleSchema.safeParse(input.role);
  if (!role.success) throw new AppError('operator.role_rule');
  const passwordHash = await hashSecret(password.data);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ username: username.data, passwordHash, role: role.data })
        .returning({ id: operators.id, username: operators.username, role: operators.role });
      await audit(tx, {
        operatorId: null,
        action: 'operator.create',
        target: `operator:${row!.id}`,
        detail: { username: row!.username, role: row!.role },
      });
      return { operatorId: row!.id, username: row!.username, role: row!.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('operator.username_taken', 409);
    throw error;
  }
}

export function createOperatorService(db: Db, config: Config) {
  const maxFailures = config.login.maxFailures;
  return {
    async login(input: OperatorLoginInput, ip: string): Promise<OperatorSession> {
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
        await db.transaction(async (tx) => {
          const [after] = await tx
            .update(operators)
            .set({ failedLogins: sql`${operators.failedLogins} + 1` })
            .where(eq(operators.id, op.id))
            .returning({ failedLogins: operators.failedLogins });
          const locked = (after?.failedLogins ?? 0) >= maxFailures;
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
    },

    async logout(who: OperatorContext): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, who.sessionId));
        await audit(tx, {
          operatorId: who.operatorId,
          action: 'operator.logout',
          target: `operator:${who.operatorId}`,
        });
      });
    },

    /** The operator behind a token, or null when unknown, revoked, expired, idle too long or disabled. */
    async authenticate(token: string): Promise<OperatorContext | null> {
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
      if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.sessionId));
      }
      return { operatorId: row.operatorId, sessionId: row.sessionId, username: row.username, role: row.role };
    },

    async auditList(query: z.output<typeof AuditQuerySchema>) {
      const filters: SQL[] = [];
      if (query.action) filters.push(eq(auditLog.action, query.action));
      if (query.target) filters.push(eq(auditLog.target, query.target));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
