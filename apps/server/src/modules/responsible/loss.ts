import { netOf, type ResponsibleDeps } from './deps.ts';
import { periodOf } from './periods.ts';

const atLeastNothing = (fen: bigint) => (fen < 0n ? 0n : fen);

export type LossDay = { period: { from: Date; to: Date }; loss: bigint; atStake: bigint };

/**
 * The member's day under the loss limit (docs/decisions.md, Responsible play: what loss means).
 * `loss`: the net loss of the bets placed today, the lottery's and the venues' as synced.
 * `atStake`: the most today can cost as far as we can see: the lottery's net loss plus, for the
 * venues, the larger of the net moved into their wallets today and their bets' loss as synced.
 * What was moved in bounds what a venue can take before its bets reach us; the synced loss still
 * counts a venue balance left from an earlier day that is lost today; the larger, not the sum,
 * so a venue loss paid from today's transfers is not counted twice.
 */
export async function lossDayOf(deps: ResponsibleDeps, memberId: number, now: Date): Promise<LossDay> {
  const period = periodOf('loss_day', deps.config.timeZone, now);
  const [bets, movedIn] = await Promise.all([
    deps.betTotals(memberId, period.from, period.to),
    deps.venueNetIn(memberId, period.from, period.to),
  ]);
  const lotteryLoss = -netOf(bets.filter((b) => b.source === 'lottery'));
  const venueLoss = -netOf(bets.filter((b) => b.source === 'venue'));
  const inVenues = atLeastNothing(movedIn) > venueLoss ? atLeastNothing(movedIn) : venueLoss;
  return {
    period,
    loss: atLeastNothing(lotteryLoss + venueLoss),
    atStake: atLeastNothing(lotteryLoss + inVenues),
  };
}
