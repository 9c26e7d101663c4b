import type { Lang, VipInfo } from '@app/contract';
import type { RewardsDeps } from './deps.ts';
import { levelTable } from './levels.ts';
import { businessDate } from './periods.ts';
import { perkOffers } from './perks.ts';
import { standingOf } from './progress.ts';
import { levelView, vipInfoView } from './views.ts';

/** The member's VIP card: level, totals, what the next level asks, and every perk's state today. */
export async function vipInfo(deps: RewardsDeps, memberId: number, lang: Lang): Promise<VipInfo> {
  const standing = await standingOf(deps, deps.db, memberId);
  const today = businessDate(deps.config.timeZone, deps.clock());
  return vipInfoView(standing, perkOffers(standing, today), lang);
}

/** The whole VIP table, as members see it. */
export async function vipLevelList(deps: RewardsDeps) {
  return { list: (await levelTable(deps.db)).map(levelView) };
}
