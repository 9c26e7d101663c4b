import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatFen, type WheelSaveSchema } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { RewardsDeps } from './deps.ts';
import { fenOf } from './money.ts';
import { wheelPrizes, wheelSettings, type SeedPrize } from './schema.ts';

/** The first wheel: names, kind, yuan, weight (docs/decisions.md, Lucky wheel). */
const DEFAULT_PRIZES: [string, string, SeedPrize['kind'], string, number][] = [
  ['0.88元', '0.88', 'cash', '0.88', 3000],
  ['1.88元', '1.88', 'cash', '1.88', 2000],
  ['品牌保温杯', 'Branded flask', 'item', '0', 30],
  ['5.88元', '5.88', 'cash', '5.88', 800],
  ['谢谢参与', 'Better luck next time', 'none', '0', 3000],
  ['18.88元', '18.88', 'cash', '18.88', 150],
  ['蓝牙耳机', 'Bluetooth earbuds', 'item', '0', 5],
  ['88.88元', '88.88', 'cash', '88.88', 20],
  ['智能手机', 'Smartphone', 'item', '0', 1],
  ['888元', '888.00', 'cash', '888', 1],
];

/** The wheel now: its prizes in order (amounts as "12.34") and how spins are earned. */
export async function wheelConfig(ex: Executor) {
  const prizes = await ex.select().from(wheelPrizes).orderBy(asc(wheelPrizes.position));
  const [settings] = await ex.select().from(wheelSettings).where(eq(wheelSettings.id, 1));
  return {
    prizes: prizes.map((p): SeedPrize => ({
      nameZhHans: p.nameZhHans,
      nameEn: p.nameEn,
      kind: p.kind,
      amount: formatFen(p.amount),
      weight: p.weight,
    })),
    settings: settings!,
  };
}

export async function seedWheel(ex: Executor): Promise<void> {
  const rows = DEFAULT_PRIZES.map(([nameZhHans, nameEn, kind, yuan, weight], position) => ({
    position,
    nameZhHans,
    nameEn,
    kind,
    amount: fenOf(yuan),
    weight,
  }));
  await ex.insert(wheelPrizes).values(rows).onConflictDoNothing();
  await ex
    .insert(wheelSettings)
    .values({ id: 1, depositPerSpin: 10_000n, turnoverPerSpin: 100_000n, turnoverPercent: 100 })
    .onConflictDoNothing();
}

type Save = z.output<typeof WheelSaveSchema>;

const adminView = (c: Awaited<ReturnType<typeof wheelConfig>>) => ({
  prizes: c.prizes,
  depositPerSpin: formatFen(c.settings.depositPerSpin),
  turnoverPerSpin: formatFen(c.settings.turnoverPerSpin),
  turnoverMultiple: c.settings.turnoverPercent / 100,
});

/** The operators' wheel as it is. */
export const adminWheel = async ({ db }: RewardsDeps) => adminView(await wheelConfig(db));

/** Replaces the wheel (audited). Seeds made before keep the wheel they were made with. */
export async function saveWheel(deps: RewardsDeps, op: OperatorContext, input: Save) {
  const cashRule = input.prizes.every((p) => (p.kind === 'cash') === fenOf(p.amount) > 0n);
  if (!cashRule) throw new AppError('wheel.cash_amount_rule');
  return deps.db.transaction(async (tx) => {
    await tx.delete(wheelPrizes);
    await tx
      .insert(wheelPrizes)
      .values(input.prizes.map((p, position) => ({ position, ...p, amount: fenOf(p.amount) })));
    await tx
      .update(wheelSettings)
      .set({
        depositPerSpin: fenOf(input.depositPerSpin),
        turnoverPerSpin: fenOf(input.turnoverPerSpin),
        turnoverPercent: Math.round(input.turnoverMultiple * 100),
        updatedAt: deps.clock(),
      })
      .where(eq(wheelSettings.id, 1));
    const view = adminView(await wheelConfig(tx));
    await deps.audit(tx, { operatorId: op.operatorId, action: 'wheel.save', target: 'wheel', detail: view });
    return view;
  });
}
