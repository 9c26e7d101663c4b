import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RewardsDeps } from './deps.ts';
import { levelReached, levelTable, type LevelRow } from './levels.ts';
import { rewardClaims } from './schema.ts';

/** Where a member stands: the totals that make the level, the level, and what they have claimed. */
export type Standing = {
  table: LevelRow[];
  deposits: bigint;
  turnover: bigint;
  level: number;
  birthDate: string | null;
  /** `kind|period` of every VIP perk claimed. */
  claimed: Set<string>;
};

export const claimKey = (kind: string, period: string) => `${kind}|${period}`;

async function vipClaims(ex: Executor, memberId: number): Promise<Set<string>> {
  const rows = await ex
    .select({ kind: rewardClaims.kind, period: rewardClaims.period })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), like(rewardClaims.kind, 'vip.%')));
  return new Set(rows.map((r) => claimKey(r.kind, r.period)));
}

/**
 * The member's standing, read in `ex`. The level is the higher of the one kept on the member and
 * the one the totals reach now (a level is never lost, even when an operator raises a threshold),
 * and a level reached now is kept on the member at once, so the tag on My follows.
 */
export async function standingOf(deps: RewardsDeps, ex: Executor, memberId: number): Promise<Standing> {
  const table = await levelTable(ex);
  const deposits = await deps.depositedTotal(ex, memberId);
  const turnover = await deps.turnover.staked(ex, memberId);
  const member = await deps.members.userInfo(memberId);
  const reached = levelReached(table, deposits, turnover);
  if (reached > member.vipLevel) await deps.members.raiseVipLevel(memberId, reached);
  const level = Math.max(member.vipLevel, reached);
  return { table, deposits, turnover, level, birthDate: member.birthDate, claimed: await vipClaims(ex, memberId) };
}
