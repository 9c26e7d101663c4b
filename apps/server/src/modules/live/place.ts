import { eq } from 'drizzle-orm';
import { formatFen, type Lang, type LiveBetInput } from '@app/contract';
import { takeStake } from '../../ledger/index.ts';
import { stakeFen } from '../../lib/card-stake.ts';
import { AppError } from '../../lib/errors.ts';
import { admissionOf } from '../../lib/gates.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import { newOrderNo, retryOnClash } from '../../lib/order-no.ts';
import { stakeRef, type LiveDeps } from './deps.ts';
import { liveBets, liveRounds } from './schema.ts';
import { betView } from './views.ts';

/**
 * A member's bets on the open round, in one transaction: the round's row held in share mode (so
 * the deal waits for this bet and no bet comes after it), the bets written, the stakes out of the
 * central wallet. Refused when the round is unknown or its betting has closed.
 */
export async function placeLiveBets(
  deps: LiveDeps,
  memberId: number,
  input: LiveBetInput,
  idem: IdempotencyKey,
  lang: Lang,
) {
  const bets = input.bets.map((b) => ({ spot: b.spot, stakeFen: stakeFen(b.amount) }));
  const total = bets.reduce((sum, b) => sum + b.stakeFen, 0n);
  await admissionOf(deps.betGates, { memberId, amount: total }).check();
  const now = deps.clock();
  return retryOnClash('live_bets_order_no_idx', () =>
    idem.transaction(deps.database.db, async (tx) => {
      const [round] = await tx
        .select({ status: liveRounds.status, closesAt: liveRounds.closesAt })
        .from(liveRounds)
        .where(eq(liveRounds.id, input.roundId))
        .for('share');
      if (!round) throw new AppError('live.round_unknown', 404);
      if (round.status !== 'open' || round.closesAt <= now) throw new AppError('live.round_closed', 409);
      const orderNo = newOrderNo('V', deps.config.timeZone, now);
      const rows = await tx
        .insert(liveBets)
        .values(
          bets.map((b, i) => ({
            orderNo: `${orderNo}${i}`,
            roundId: input.roundId,
            memberId,
            spot: b.spot as (typeof liveBets.$inferInsert)['spot'],
            stake: b.stakeFen,
            placedAt: now,
          })),
        )
        .returning();
      const balance = await takeStake(tx, memberId, stakeRef(orderNo), total);
      return { bets: rows.map((r) => betView(r, lang)), balance: formatFen(balance) };
    }),
  );
}
