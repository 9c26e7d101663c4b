import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditQuerySchema } from '@app/contract';
import type { Db, Executor } from '../../db/client.ts';
import { countWhere, paginate } from '../../db/paginate.ts';
import { auditLog } from './schema.ts';

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

/** A page of the audit log, newest first, of one action and/or target when asked. */
export function auditList(db: Db, query: z.output<typeof AuditQuerySchema>) {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target) filters.push(eq(auditLog.target, query.target));
  const where = filters.length > 0 ? and(...filters) : undefined;
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    total: () => countWhere(db, auditLog, where),
    view: (rows) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  });
}
