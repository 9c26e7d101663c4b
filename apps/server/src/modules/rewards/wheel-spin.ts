import { eq, sql } from 'drizzle-orm';
import { formatFen, type Lang } from '@app/contract';
import type { Executor, Tx } from '../../db/client.ts';
import { account, balanceOf } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { idempotencyOf, type IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { RewardsDeps } from './deps.ts';
import { fenOf } from './money.ts';
import { payReward } from './pay.ts';
import { wheelSeeds, wheelSpins } from './schema.ts';
import { wheelConfig } from './wheel-config.ts';
import { activeSeed, spinOutcome } from './wheel-seeds.ts';
import { spinView } from './wheel-views.ts';

/** Spins earned (one per `depositPerSpin` deposited, one per `turnoverPerSpin` of valid turnover) and used. */
export async function chancesOf(deps: RewardsDeps, ex: Executor, memberId: number) {
  const { settings } = await wheelConfig(ex);
  const deposits = await deps.depositedTotal(ex, memberId);
  const turnover = await deps.turnover.staked(ex, memberId);
  const per = (total: bigint, step: bigint) => (step > 0n ? Number(total / step) : 0);
  const earned = per(deposits, settings.depositPerSpin) + per(turnover, settings.turnoverPerSpin);
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(wheelSpins)
    .where(eq(wheelSpins.memberId, memberId));
  return { settings, deposits, turnover, earned, used: row!.n };
}

/** One spin in `tx`, on the member's seed locked for it: the nonce, the prize, and a cash prize paid. */
async function spinIn(deps: RewardsDeps, tx: Tx, memberId: number, now: Date) {
  const seed = await activeSeed(tx, memberId, true);
  const chances = await chancesOf(deps, tx, memberId);
  if (chances.used >= chances.earned) throw new AppError('wheel.no_chances');
  const nonce = seed.nextNonce;
  await tx
    .update(wheelSeeds)
    .set({ nextNonce: nonce + 1 })
    .where(eq(wheelSeeds.id, seed.id));
  const position = spinOutcome(
    seed.seed,
    seed.clientSeed,
    nonce,
    seed.prizes.map((p) => p.weight),
  );
  const prize = seed.prizes[position]!;
  const orderNo = newOrderNo('S', deps.config.timeZone, now);
  const amount = prize.kind === 'cash' ? fenOf(prize.amount) : 0n;
  const [spin] = await tx
    .insert(wheelSpins)
    .values({
      orderNo,
      memberId,
      seedId: seed.id,
      nonce,
      position,
      kind: prize.kind,
      amount,
      nameZhHans: prize.nameZhHans,
      nameEn: prize.nameEn,
    })
    .returning();
  const balance =
    amount > 0n
      ? (
          await payReward(
            deps,
            tx,
            {
              memberId,
              type: 'bonus.wheel',
              kind: 'wheel',
              period: orderNo,
              level: 0,
              amount,
              turnoverPercent: chances.settings.turnoverPercent,
            },
            now,
            new AppError('wheel.no_chances'),
          )
        ).balance
      : await balanceOf(tx, account.central(memberId));
  return { spin: spin!, seed, chances: chances.earned - chances.used - 1, balance };
}

/** chou/draw: one spin, once per Idempotency-Key; refused when no spin is left. */
export async function spin(deps: RewardsDeps, memberId: number, lang: Lang, key: string | IdempotencyKey) {
  const idem = idempotencyOf(key);
  await idem.peek(deps.db);
  await activeSeed(deps.db, memberId);
  await passGates(deps.gates, { memberId });
  const now = deps.clock();
  const once = () =>
    idem.transaction(deps.db, async (tx) => {
      const done = await spinIn(deps, tx, memberId, now);
      const answer = {
        ...spinView(done.spin, done.seed, lang),
        chances: done.chances,
        balance: formatFen(done.balance),
      };
      await idem.answer(tx, answer);
      return answer;
    });
  return retryOnClash('wheel_spins_order_no_idx', once);
}
