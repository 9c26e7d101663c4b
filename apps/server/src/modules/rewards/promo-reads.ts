import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  ACTIVITY_TABS,
  formatFen,
  PROMOTION_KINDS,
  TAB_OF_KIND,
  translate,
  type ActivityTab,
  type Lang,
} from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { RewardsDeps } from './deps.ts';
import { offerOf, type Promotion } from './promo-rules.ts';
import { detailView, itemView } from './promo-views.ts';
import { promotions, rewardClaims } from './schema.ts';

/** The reward_claims kind of a promotion's claims. */
export const promotionKind = (id: number) => `activity:${id}`;

/** The periods of promotion `id` the member has claimed. */
export async function claimedPeriods(ex: Executor, memberId: number, id: number): Promise<Set<string>> {
  const rows = await ex
    .select({ period: rewardClaims.period })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.kind, promotionKind(id))));
  return new Set(rows.map((r) => r.period));
}

/** A promotion members may see: enabled and not ended (a scheduled one shows with its start). */
export async function shownPromotion(deps: RewardsDeps, ex: Executor, id: number): Promise<Promotion> {
  const [p] = await ex.select().from(promotions).where(eq(promotions.id, id));
  if (!p || !p.enabled || p.endsAt <= deps.clock()) throw new AppError('activity.not_found', 404);
  return p;
}

const kindsOf = (tab: ActivityTab) => PROMOTION_KINDS.filter((k) => tab === 'all' || TAB_OF_KIND[k] === tab);

// The Promotion tab's tabs, list and detail.

export const activityTabs = (lang: Lang) => ({
  list: ACTIVITY_TABS.map((code) => ({ code, label: translate(lang, `activity.tab.${code}`) })),
});

export function activities(deps: RewardsDeps, query: PageQuery & { tab: ActivityTab }, lang: Lang) {
  const where = and(
    eq(promotions.enabled, true),
    gt(promotions.endsAt, deps.clock()),
    inArray(promotions.kind, kindsOf(query.tab)),
  );
  return paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(asc(promotions.sort), desc(promotions.id))
        .limit(limit)
        .offset(offset),
    total: async () =>
      (
        await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(promotions)
          .where(where)
      )[0]!.n,
    view: (rows) => rows.map((p) => itemView(p, lang)),
  });
}

/** The running promotions the member could claim now, with what each would pay. */
export async function claimableActivities(deps: RewardsDeps, memberId: number, lang: Lang) {
  const now = deps.clock();
  const running = await deps.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.enabled, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.sort), desc(promotions.id));
  const offers = await Promise.all(
    running.map(async (p) => ({
      p,
      offer: await offerOf(deps, deps.db, p, memberId, await claimedPeriods(deps.db, memberId, p.id)),
    })),
  );
  const list = offers
    .filter(({ offer }) => offer.state === 'eligible')
    .map(({ p, offer }) => ({ id: p.id, title: itemView(p, lang).title, amount: formatFen(offer.amount!) }));
  return { list };
}

export async function activity(deps: RewardsDeps, id: number, memberId: number | null, lang: Lang) {
  const p = await shownPromotion(deps, deps.db, id);
  const offer =
    memberId === null ? null : await offerOf(deps, deps.db, p, memberId, await claimedPeriods(deps.db, memberId, id));
  return detailView(p, offer, lang);
}
