import { addDays, formatFen, startOfDayIn, type MessageKey, type OfferState, type PromotionKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { RewardsDeps } from './deps.ts';
import { businessDate } from './periods.ts';
import { standingOf } from './progress.ts';
import type { promotions } from './schema.ts';

export type Promotion = typeof promotions.$inferSelect;
type Note = { key: MessageKey; params?: Record<string, string | number> };

/** A member's standing in a promotion now: what a claim would pay, for which period, or why not. */
export type Offer = { state: OfferState; amount: bigint | null; period: string; note: Note | null };

const DAY_MS = 86_400_000;
/** `percentBp` hundredths of a percent of `base`, rounded down, at most `cap` (0: no cap). */
const share = (p: Promotion, base: bigint) => {
  const amount = (base * BigInt(p.percentBp)) / 10_000n;
  return p.cap > 0n && amount > p.cap ? p.cap : amount;
};
const offer = (amount: bigint, period: string, missing: Note): Offer =>
  amount > 0n
    ? { state: 'eligible', amount, period, note: null }
    : { state: 'not_eligible', amount: null, period, note: missing };

/** The instants of the platform day `date`. */
function dayOf(deps: RewardsDeps, date: string) {
  return { from: startOfDayIn(date, deps.config.timeZone), to: startOfDayIn(addDays(date, 1), deps.config.timeZone) };
}

type Rule = (deps: RewardsDeps, ex: Executor, p: Promotion, memberId: number, today: string) => Promise<Offer>;

const RULES: Record<PromotionKind, Rule> = {
  async first_deposit(deps, ex, p, memberId, _today) {
    const first = await deps.firstDeposit(ex, memberId);
    if (!first) return offer(0n, 'once', { key: 'activity.need_first_deposit' });
    if (deps.clock().getTime() - first.at.getTime() > p.days * DAY_MS) {
      return {
        state: 'not_eligible',
        amount: null,
        period: 'once',
        note: { key: 'activity.first_deposit_expired', params: { days: p.days } },
      };
    }
    return offer(share(p, first.amount), 'once', { key: 'activity.nothing_to_pay' });
  },
  async daily_reload(deps, ex, p, memberId, today) {
    const { from, to } = dayOf(deps, today);
    const deposited = await deps.depositedBetween(ex, memberId, from, to);
    const needed = p.minimum > 0n ? p.minimum : 1n;
    const missing = needed > deposited ? needed - deposited : 0n;
    const amount = missing === 0n ? share(p, deposited) : 0n;
    return offer(amount, today, { key: 'activity.need_deposit_today', params: { amount: formatFen(missing) } });
  },
  async turnover_rebate(deps, ex, p, memberId, today) {
    const yesterday = addDays(today, -1);
    const { from, to } = dayOf(deps, yesterday);
    const staked = await deps.turnover.stakedBetween(ex, memberId, from, to);
    const amount = staked > 0n && staked >= p.minimum ? share(p, staked) : 0n;
    return offer(amount, yesterday, {
      key: 'activity.need_turnover_yesterday',
      params: { amount: formatFen(p.minimum) },
    });
  },
  async turnover_target(deps, ex, p, memberId, _today) {
    const staked = await deps.turnover.stakedBetween(ex, memberId, p.startsAt, p.endsAt);
    const missing = p.minimum > staked ? p.minimum - staked : 0n;
    return offer(missing === 0n ? p.bonus : 0n, 'once', {
      key: 'activity.need_turnover',
      params: { amount: formatFen(missing) },
    });
  },
  async vip_bonus(deps, ex, p, memberId, _today) {
    const { level } = await standingOf(deps, ex, memberId);
    return offer(level >= p.level ? p.bonus : 0n, 'once', { key: 'activity.need_level', params: { level: p.level } });
  },
};

/**
 * The member's offer in promotion `p` now, with what they claimed of it (`claimed`: the periods).
 * A promotion pays only between its start and end; a period claimed already says so.
 */
export async function offerOf(
  deps: RewardsDeps,
  ex: Executor,
  p: Promotion,
  memberId: number,
  claimed: ReadonlySet<string>,
): Promise<Offer> {
  const now = deps.clock();
  const today = businessDate(deps.config.timeZone, now);
  if (now < p.startsAt) {
    return {
      state: 'not_started',
      amount: null,
      period: '',
      note: { key: 'activity.not_started', params: { date: businessDate(deps.config.timeZone, p.startsAt) } },
    };
  }
  if (now >= p.endsAt || !p.enabled)
    return { state: 'ended', amount: null, period: '', note: { key: 'activity.ended' } };
  const found = await RULES[p.kind as PromotionKind](deps, ex, p, memberId, today);
  if (claimed.has(found.period)) {
    const key = found.period === 'once' ? 'activity.claimed' : 'activity.claimed_today';
    return { state: 'claimed', amount: null, period: found.period, note: { key } };
  }
  return found;
}
