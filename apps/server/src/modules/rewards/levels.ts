import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DEFAULT_TURNOVER_PERCENT, DEFAULT_VIP_TABLE } from './seed-data.ts';
import { vipLevels } from './schema.ts';

export type LevelRow = typeof vipLevels.$inferSelect;

/** The VIP table, VIP0 first. */
export function levelTable(ex: Executor): Promise<LevelRow[]> {
  return ex.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

/** The highest level whose two thresholds the member's totals reach (VIP0 at least). */
export function levelReached(table: LevelRow[], deposits: bigint, turnover: bigint): number {
  let reached = 0;
  for (const row of table) {
    if (deposits >= row.depositThreshold && turnover >= row.turnoverThreshold) reached = Math.max(reached, row.level);
  }
  return reached;
}

/** Writes the default table where a level is missing; an operator's values are kept. */
export async function seedLevels(ex: Executor): Promise<void> {
  const fen = (yuan: number) => BigInt(yuan) * 100n;
  const rows = DEFAULT_VIP_TABLE.map(([level, deposits, turnover, weekly, levelUp, monthly, birthday]) => ({
    level,
    depositThreshold: fen(deposits),
    turnoverThreshold: fen(turnover),
    weekly: fen(weekly),
    levelUp: fen(levelUp),
    monthly: fen(monthly),
    birthday: fen(birthday),
    turnoverPercent: DEFAULT_TURNOVER_PERCENT,
  }));
  await ex.insert(vipLevels).values(rows).onConflictDoNothing();
}
