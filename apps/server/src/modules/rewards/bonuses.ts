import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { formatFen, translate, type BonusItem, type Lang, type VipPerk } from '@app/contract';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import type { RewardsDeps } from './deps.ts';
import { promotions, rewardClaims, tasks } from './schema.ts';

type Claim = typeof rewardClaims.$inferSelect;

/** What a claim was, in the member's language: a VIP perk, a sign-in day or a promotion's title. */
export function claimLabel(c: Claim, lang: Lang, titles: Map<string, { zh: string; en: string }>): string {
  if (c.kind === 'signin')
    return `${translate(lang, 'signin.title')} ${translate(lang, 'signin.day', { day: c.level })}`;
  if (c.kind.startsWith('activity:') || c.kind.startsWith('task:')) {
    const t = titles.get(c.kind);
    return t ? (lang === 'en' ? t.en : t.zh) : translate(lang, 'moneylog.bonus');
  }
  if (c.kind === 'wheel') return translate(lang, 'rewards.kind.wheel');
  if (c.kind.startsWith('vip.'))
    return `${translate(lang, `rewards.perk.${c.kind.slice(4) as VipPerk}`)} VIP${c.level}`;
  return translate(lang, 'moneylog.bonus');
}

const idsOf = (claims: Claim[], prefix: string) => [
  ...new Set(claims.filter((c) => c.kind.startsWith(prefix)).map((c) => Number(c.kind.slice(prefix.length)))),
];

/** The titles of the promotions and tasks `claims` name, by claim kind. */
export async function promotionTitles(deps: Pick<RewardsDeps, 'db'>, claims: Claim[]) {
  const titles = new Map<string, { zh: string; en: string }>();
  const [promotionIds, taskIds] = [idsOf(claims, 'activity:'), idsOf(claims, 'task:')];
  if (promotionIds.length > 0) {
    const rows = await deps.db
      .select({ id: promotions.id, zh: promotions.titleZhHans, en: promotions.titleEn })
      .from(promotions)
      .where(inArray(promotions.id, promotionIds));
    for (const r of rows) titles.set(`activity:${r.id}`, { zh: r.zh, en: r.en });
  }
  if (taskIds.length > 0) {
    const rows = await deps.db
      .select({ id: tasks.id, zh: tasks.titleZhHans, en: tasks.titleEn })
      .from(tasks)
      .where(inArray(tasks.id, taskIds));
    for (const r of rows) titles.set(`task:${r.id}`, { zh: r.zh, en: r.en });
  }
  return titles;
}

/**
 * The member's bonuses that paid something, newest first, each with how much of the turnover it
 * added is still to bet, so a member sees why a withdrawal asks for more betting.
 */
export async function bonusList(deps: RewardsDeps, memberId: number, query: PageQuery, lang: Lang) {
  const where = and(eq(rewardClaims.memberId, memberId), gt(rewardClaims.amount, 0n));
  const open = await deps.turnover.openRequirements(deps.db, memberId);
  const page = await paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db.select().from(rewardClaims).where(where).orderBy(desc(rewardClaims.id)).limit(limit).offset(offset),
    total: () => countWhere(deps.db, rewardClaims, where),
    view: async (rows): Promise<BonusItem[]> => {
      const titles = await promotionTitles(deps, rows);
      return rows.map((c) => {
        const left = open.get(`reward:${c.orderNo}`) ?? 0n;
        return {
          orderNo: c.orderNo,
          label: claimLabel(c, lang, titles),
          amount: formatFen(c.amount),
          claimedAt: c.createdAt.toISOString(),
          turnoverRequired: formatFen(c.turnoverAdded),
          turnoverDone: formatFen(c.turnoverAdded - left),
          turnoverRemaining: formatFen(left),
        };
      });
    },
  });
  return { ...page, turnoverRemaining: formatFen(await deps.turnover.remaining(deps.db, memberId)) };
}
