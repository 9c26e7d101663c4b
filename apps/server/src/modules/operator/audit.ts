import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditQuerySchema } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere, paginate } from '../../db/paginate.ts';
import type { Audit } from '../../lib/audit.ts';
import { auditLog } from './schema.ts';

/** Writes one audit row in the transaction of the action itself (lib/audit.ts). */
export const audit: Audit = async (ex, entry) => {
  await ex.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? {},
  });
};

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
