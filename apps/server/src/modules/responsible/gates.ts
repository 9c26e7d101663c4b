import { formatFen, wallTime, type LimitKind, type MessageKey } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { ResponsibleDeps } from './deps.ts';
import { blockedBy, refuseSignIn, refuseWhileExcluded } from './exclusion.ts';
import { guardsAt, surelyFreeToBet } from './guards-read.ts';
import { lossDayOf } from './loss.ts';
import { periodOf } from './periods.ts';

/** Money a member is about to put at stake or pay in. */
export type MoneyAttempt = { memberId: number; amount: bigint };

const DEPOSIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;

/** What the period of `kind` holding `now` has used: deposits, or what the day has at stake (loss.ts). */
export async function usedIn(deps: ResponsibleDeps, memberId: number, kind: LimitKind, now: Date) {
  if (kind === 'loss_day') {
    const day = await lossDayOf(deps, memberId, now);
    return { period: day.period, used: day.atStake };
  }
  const period = periodOf(kind, deps.config.timeZone, now);
  return { period, used: await deps.depositedBetween(memberId, period.from, period.to) };
}

function refusal(deps: ResponsibleDeps, key: MessageKey, limit: bigint, used: bigint, resetsAt: Date) {
  return new AppError(key, 403, {
    limit: formatFen(limit),
    used: formatFen(used),
    time: wallTime(resetsAt, deps.config.timeZone),
  });
}

/** No exclusion (refused with its end), and the limits in force; read in one statement, as this runs before every bet. */
async function admitted(deps: ResponsibleDeps, memberId: number) {
  const now = deps.clock();
  const { exclusion, limits } = await guardsAt(deps.db, memberId, now);
  if (exclusion) throw blockedBy(deps, exclusion);
  return { now, limits };
}

/** A deposit order: within every deposit limit counting what the period has. */
async function checkDeposit(deps: ResponsibleDeps, a: MoneyAttempt) {
  const { now, limits } = await admitted(deps, a.memberId);
  for (const kind of DEPOSIT_KINDS) {
    const limit = limits.get(kind);
    if (limit === undefined) continue;
    const { period, used } = await usedIn(deps, a.memberId, kind, now);
    if (used + a.amount > limit) throw refusal(deps, `responsible.refused.${kind}`, limit, used, period.to);
  }
}

/** A bet or a transfer into a venue wallet: what the day has at stake plus its whole amount must fit the loss limit. */
async function checkStake(deps: ResponsibleDeps, a: MoneyAttempt) {
  const { now, limits } = await admitted(deps, a.memberId);
  const limit = limits.get('loss_day');
  if (limit === undefined) return;
  const day = await lossDayOf(deps, a.memberId, now);
  if (day.atStake + a.amount <= limit) return;
  // "Lost today" is not true of money only moved into a venue: that refusal says so.
  const key = day.atStake > day.loss ? 'responsible.refused.loss_stake' : 'responsible.refused.loss_day';
  throw refusal(deps, key, limit, day.atStake, day.period.to);
}

/** Opening a venue's game: refused once the day's loss has reached the limit (at it, not only past it). */
async function checkLaunch(deps: ResponsibleDeps, a: { memberId: number }) {
  const { now, limits } = await admitted(deps, a.memberId);
  const limit = limits.get('loss_day');
  if (limit === undefined) return;
  const day = await lossDayOf(deps, a.memberId, now);
  if (day.loss >= limit) throw refusal(deps, 'responsible.refused.loss_reached', limit, day.loss, day.period.to);
}

/** The checks other modules run (lib/gates.ts), filled into their lists by platform/service.ts. */
export function responsibleGates(deps: ResponsibleDeps) {
  return {
    /** Signing in: no session while an exclusion runs. */
    signIn: (a: { memberId: number }) => refuseSignIn(deps, a.memberId),
    /** A deposit order: no exclusion, and within every deposit limit counting what the period has. */
    deposit: (a: MoneyAttempt) => checkDeposit(deps, a),
    /** A bet or a transfer into a venue wallet: its whole amount may be lost, so it must fit the loss limit. */
    bet: Object.assign((a: MoneyAttempt) => checkStake(deps, a), {
      surely: (a: MoneyAttempt) => surelyFreeToBet(a.memberId, deps.clock()),
    }),
    /** Opening a venue's game: no exclusion, and the day's loss below the limit. */
    launch: (a: { memberId: number }) => checkLaunch(deps, a),
    /** A reward (claim, sign-in reward, wheel spin): none while excluded. */
    reward: (a: { memberId: number }) => refuseWhileExcluded(deps, a.memberId),
    /** No exclusion running: an online deposit order checks it again once written (deposit/submit.ts). */
    excluded: (a: { memberId: number }) => refuseWhileExcluded(deps, a.memberId),
  };
}
