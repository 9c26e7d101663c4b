import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { addDays, earliestQueryDate, formatFen, todayIn, type InviteSummary } from '@app/contract';
import { paginate, type PageQuery } from '../../db/paginate.ts';
import type { InviteDeps } from './deps.ts';
import { rebates } from './schema.ts';
import { maskUsername, percentOf } from './views.ts';

/** The member's invite page: code, counts, and rebates in all and yesterday. */
export async function inviteSummary(deps: InviteDeps, memberId: number): Promise<InviteSummary> {
  const { db } = deps;
  const yesterday = addDays(todayIn(deps.config.timeZone, deps.clock()), -1);
  const [code, counts, ids, [earned]] = await Promise.all([
    deps.invitees.codeOf(db, memberId),
    deps.invitees.counts(db, memberId),
    deps.invitees.idsOf(db, memberId),
    db
      .select({
        total: sql<string>`coalesce(sum(${rebates.amount}), 0)::text`,
        yesterday: sql<string>`coalesce(sum(${rebates.amount}) filter (where ${rebates.day} = ${yesterday}), 0)::text`,
      })
      .from(rebates)
      .where(eq(rebates.inviterId, memberId)),
  ]);
  return {
    inviteCode: code,
    level1Count: counts.level1,
    level2Count: counts.level2,
    depositedCount: (await deps.depositorsAmong(db, ids)).size,
    rebateTotal: formatFen(BigInt(earned?.total ?? '0')),
    rebateYesterday: formatFen(BigInt(earned?.yesterday ?? '0')),
  };
}

/** The member's direct invitees, newest first, masked, with whether each has deposited. */
export async function inviteeList(deps: InviteDeps, memberId: number, query: PageQuery) {
  const { db } = deps;
  return paginate(query, {
    rows: (window) => deps.invitees.page(db, memberId, window),
    total: async () => (await deps.invitees.counts(db, memberId)).level1,
    view: async (rows) => {
      const deposited = await deps.depositorsAmong(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        username: maskUsername(r.username),
        joinedAt: r.joinedAt.toISOString(),
        deposited: deposited.has(r.id),
      }));
    },
  });
}

/** The member's rebates of the last 30 business days, per day and invitee, newest first. */
export async function rebateList(deps: InviteDeps, memberId: number, query: PageQuery) {
  const { db } = deps;
  const first = earliestQueryDate(deps.config.timeZone, deps.clock());
  const where = and(eq(rebates.inviterId, memberId), gte(rebates.day, first));
  return paginate(query, {
    rows: (w) =>
      db
        .select()
        .from(rebates)
        .where(where)
        .orderBy(desc(rebates.day), desc(rebates.id))
        .limit(w.limit)
        .offset(w.offset),
    total: async () => (await db.select({ n: count() }).from(rebates).where(where))[0]?.n ?? 0,
    view: async (rows) => {
      const names = await deps.invitees.usernames(db, [...new Set(rows.map((r) => r.inviteeId))]);
      return rows.map((r) => ({
        day: r.day,
        invitee: maskUsername(names.get(r.inviteeId) ?? ''),
        level: r.level,
        turnover: formatFen(r.turnover),
        share: percentOf(r.basisPoints),
        amount: formatFen(r.amount),
      }));
    },
  });
}
