import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DepositOrder } from '@app/contract';
import type { Db, Executor } from '../../db/client.ts';
import { countWhere } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { TradeSource } from '../records/index.ts';
import { deposits } from './schema.ts';
import type { Deposit } from './types.ts';
import { orderView, tradeRow } from './views.ts';

const DEPOSIT_STATUS_OF_TRADE = { pending: 'pending', success: 'confirmed', failed: 'rejected' } as const;

/** The member's own deposit `orderNo`: another member's is as unknown as a number never issued. */
async function ownDeposit(db: Db, memberId: number, orderNo: string): Promise<Deposit | undefined> {
  const [d] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.orderNo, orderNo)));
  return d;
}

/** The member's own deposit as submit answered it, with its status now (the pay page opened from a link). */
export async function depositOrder(db: Db, memberId: number, orderNo: string): Promise<DepositOrder> {
  const d = await ownDeposit(db, memberId, orderNo);
  if (!d) throw new AppError('deposit.not_found', 404);
  return orderView(d);
}

/** The member's deposit orders for the transaction records (record/getTradeList, record/getTradeDetail). */
export function depositTradeSource(db: Db): TradeSource {
  return {
    type: 'deposit',
    async trades(q) {
      const where = and(
        eq(deposits.memberId, q.memberId),
        gte(deposits.createdAt, q.from),
        lt(deposits.createdAt, q.to),
        q.status ? eq(deposits.status, DEPOSIT_STATUS_OF_TRADE[q.status]) : undefined,
      );
      const [rows, total] = await Promise.all([
        db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(q.limit),
        countWhere(db, deposits, where),
      ]);
      return { total, rows: rows.map((d) => tradeRow(d, q.lang)) };
    },
    async trade(memberId, orderNo, lang) {
      const d = await ownDeposit(db, memberId, orderNo);
      return d ? tradeRow(d, lang) : null;
    },
  };
}

/** The member's confirmed deposits in all, in fen (what the VIP level counts). */
export async function depositedTotal(ex: Executor, memberId: number): Promise<bigint> {
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'confirmed')));
  return BigInt(row?.total ?? '0');
}

/** Which of the listed members have a confirmed deposit (the invite module's lists and counts). */
export async function depositorsAmong(ex: Executor, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await ex
    .selectDistinct({ memberId: deposits.memberId })
    .from(deposits)
    .where(and(inArray(deposits.memberId, memberIds), eq(deposits.status, 'confirmed')));
  return new Set(rows.map((r) => r.memberId));
}

/** The member's first confirmed deposit: its amount and when it was confirmed; null before one. */
export async function firstDeposit(ex: Executor, memberId: number): Promise<{ amount: bigint; at: Date } | null> {
  const [row] = await ex
    .select({ amount: deposits.amount, at: deposits.decidedAt })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'confirmed')))
    .orderBy(asc(deposits.decidedAt), asc(deposits.id))
    .limit(1);
  return row ? { amount: row.amount, at: row.at! } : null;
}

/** The member's deposits confirmed in [from, to), in fen. */
export async function depositedBetween(ex: Executor, memberId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'confirmed'),
        gte(deposits.decidedAt, from),
        lt(deposits.decidedAt, to),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/**
 * The member's deposit orders submitted in [from, to) that are pending or confirmed, in fen: what
 * a responsible-play deposit limit counts, so orders paid later cannot pass it together.
 */
export async function submittedBetween(ex: Executor, memberId: number, from: Date, to: Date): Promise<bigint> {
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        inArray(deposits.status, ['pending', 'confirmed']),
        gte(deposits.createdAt, from),
        lt(deposits.createdAt, to),
      ),
    );
  return BigInt(row?.total ?? '0');
}
