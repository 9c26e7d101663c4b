import type { Tx } from '../../db/client.ts';
import { workOffMany } from './bulk.ts';
import { changeRequirement } from './change.ts';
import type { TurnoverDeps } from './deps.ts';
import { openRequirements, remaining } from './remaining.ts';
import { staked, stakedBetween, stakedByMemberBetween } from './staked.ts';

export type { TurnoverDeps } from './deps.ts';

/** The turnover requirement (the "coding amount"); other modules receive it as `deps.turnover`. */
export function startTurnover(deps: TurnoverDeps) {
  return {
    require: (tx: Tx, memberId: number, ref: string, amount: bigint) =>
      changeRequirement(deps, tx, memberId, ref, amount),
    workOff: (tx: Tx, memberId: number, ref: string, amount: bigint) =>
      changeRequirement(deps, tx, memberId, ref, -amount),
    /** The same for a batch of settled bets, in one statement (bulk.ts). */
    workOffMany,
    staked,
    stakedBetween,
    stakedByMemberBetween,
    openRequirements,
    remaining,
  };
}

export type Turnover = ReturnType<typeof startTurnover>;
