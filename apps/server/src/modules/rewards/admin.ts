import type { z } from 'zod';
import type { VipLevelInputSchema } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { levelTable, type LevelRow } from './levels.ts';
import { fenOf } from './money.ts';
import { vipLevels } from './schema.ts';
import { levelView } from './views.ts';

type LevelInput = z.output<typeof VipLevelInputSchema>;

function rowOf(input: LevelInput): Omit<LevelRow, 'updatedAt'> {
  return {
    level: input.level,
    depositThreshold: fenOf(input.depositThreshold),
    turnoverThreshold: fenOf(input.turnoverThreshold),
    weekly: fenOf(input.weekly),
    levelUp: fenOf(input.levelUp),
    monthly: fenOf(input.monthly),
    birthday: fenOf(input.birthday),
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
  };
}

/** VIP0 is where everyone starts, and each level asks at least as much as the one below it. */
function checkOrder(table: LevelRow[], row: Omit<LevelRow, 'updatedAt'>) {
  const below = table.find((r) => r.level === row.level - 1);
  const above = table.find((r) => r.level === row.level + 1);
  const fits = (lo: LevelRow | undefined, hi: { depositThreshold: bigint; turnoverThreshold: bigint } | undefined) =>
    !lo || !hi || (lo.depositThreshold <= hi.depositThreshold && lo.turnoverThreshold <= hi.turnoverThreshold);
  const zeroAtStart = row.level !== 0 || (row.depositThreshold === 0n && row.turnoverThreshold === 0n);
  if (!zeroAtStart || !fits(below, row) || !fits(row as LevelRow, above)) throw new AppError('rewards.threshold_order');
}

// The operators' side of the VIP table: read it, and change one level (audited).

export async function adminVipLevels({ db }: RewardsDeps) {
  return { list: (await levelTable(db)).map(levelView) };
}

/** Members keep the level they reached; new thresholds count for what they reach from now on. */
export async function saveVipLevel(deps: RewardsDeps, op: OperatorContext, input: LevelInput) {
  return deps.db.transaction(async (tx) => {
    const row = rowOf(input);
    checkOrder(await levelTable(tx), row);
    const [saved] = await tx
      .insert(vipLevels)
      .values(row)
      .onConflictDoUpdate({ target: vipLevels.level, set: { ...row, updatedAt: deps.clock() } })
      .returning();
    const view = levelView(saved!);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'vip.level.save',
      target: `vip:${row.level}`,
      detail: view,
    });
    return view;
  });
}
