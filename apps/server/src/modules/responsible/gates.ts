import { formatFen, wallTime, type LimitKind } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { netOf, type ResponsibleDeps } from './deps.ts';
import { blockedBy, refuseWhileExcluded } from './exclusion.ts';
import { guardsAt, surelyFreeToBet } from './guards-read.ts';
import { periodOf } from './periods.ts';

/** Money a member is about to put at stake or pay in. */
export type MoneyAttempt = { memberId: number; amount: bigint };

const DEPOSIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;

/** What the period of `kind` holding `now` has used: deposits, or the day's loss (never below nothing). */
export async function usedIn(deps: ResponsibleDeps, memberId: number, kind: LimitKind, now: Date) {
  const period = periodOf(kind, deps.config.timeZone, now);
  if (kind !== 'loss_day') return { period, used: await deps.depositedBetween(memberId, period.from, period.to) };
  const net = netOf(await deps.betTotals(memberId, period.from, period.to));
  return { period, used: net < 0n ? -net : 0n };
}

function refusal(deps: ResponsibleDeps, kind: LimitKind, limit: bigint, used: bigint, resetsAt: Date) {
  return new AppError(`responsible.refused.${kind}`, 403, {
    limit: formatFen(limit),
    used: formatFen(used),
    time: wallTime(resetsAt, deps.config.timeZone),
  });
}

/** No exclusion, and within each limit of `kinds`; the two are read in one statement, as this runs before every bet. */
async function check(deps: ResponsibleDeps, a: MoneyAttempt, kinds: readonly LimitKind[]) {
  const now = deps.clock();
  const { exclusion, limits } = await guardsAt(deps.db, a.memberId, now);
  if (exclusion) throw blockedBy(deps, exclusion);
  for (const kind of kinds) {
    const limit = limits.get(kind);
    if (limit === undefined) continue;
    const { period, used } = await usedIn(deps, a.memberId, kind, now);
    if (used + a.amount > limit) throw refusal(deps, kind, limit, used, period.to);
  }
}

/** The checks other modules run (lib/gates.ts), filled into their lists by modules.ts. */
export function responsibleGates(deps: ResponsibleDeps) {
  return {
    /** A deposit order: no exclusion, and within every deposit limit counting what the period has. */
    deposit: (a: MoneyAttempt) => check(deps, a, DEPOSIT_KINDS),
    /** A bet or a transfer into a venue wallet: its whole amount may be lost, so it must fit the loss limit. */
    bet: Object.assign((a: MoneyAttempt) => check(deps, a, ['loss_day']), {
      surely: (a: MoneyAttempt) => surelyFreeToBet(a.memberId, deps.clock()),
    }),
    /** A reward (claim, sign-in reward, wheel spin): none while excluded. */
    reward: (a: { memberId: number }) => refuseWhileExcluded(deps, a.memberId),
  };
}
