import {
  formatFen,
  TAB_OF_KIND,
  translate,
  type ActivityDetail,
  type ActivityItem,
  type AdminActivitySchema,
  type Lang,
  type PromotionKind,
} from '@app/contract';
import type { z } from 'zod';
import type { Offer, Promotion } from './promo-rules.ts';
import { cleanHtml } from '../../lib/rich-text.ts';

const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

export function itemView(p: Promotion, lang: Lang): ActivityItem {
  return {
    id: p.id,
    tab: TAB_OF_KIND[p.kind as PromotionKind],
    title: pick(lang, p.titleZhHans, p.titleEn),
    summary: pick(lang, p.summaryZhHans, p.summaryEn),
    banner: p.banner,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
  };
}

/** The rule of `p` in words, with its own numbers. */
export function ruleText(p: Promotion, lang: Lang): string {
  return translate(lang, `activity.rule.${p.kind as PromotionKind}`, {
    percent: p.percentBp / 100,
    cap: formatFen(p.cap),
    minimum: formatFen(p.minimum),
    bonus: formatFen(p.bonus),
    days: p.days,
    level: p.level,
    multiple: p.turnoverPercent / 100,
  });
}

export function detailView(p: Promotion, offer: Offer | null, lang: Lang): ActivityDetail {
  const my = offer
    ? {
        state: offer.state,
        amount: offer.amount === null ? null : formatFen(offer.amount),
        note: offer.note
          ? translate(lang, offer.note.key, offer.note.params)
          : translate(lang, 'activity.eligible', { amount: formatFen(offer.amount ?? 0n) }),
      }
    : { state: 'visitor' as const, amount: null, note: translate(lang, 'activity.visitor') };
  return {
    ...itemView(p, lang),
    content: cleanHtml(pick(lang, p.contentZhHans, p.contentEn)),
    rule: ruleText(p, lang),
    my,
  };
}

export function adminView(p: Promotion, stats: { claims: number; paid: bigint }): z.output<typeof AdminActivitySchema> {
  return {
    id: p.id,
    kind: p.kind as PromotionKind,
    titleZhHans: p.titleZhHans,
    titleEn: p.titleEn,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    enabled: p.enabled,
    sort: p.sort,
    percent: p.percentBp / 100,
    cap: formatFen(p.cap),
    minimum: formatFen(p.minimum),
    bonus: formatFen(p.bonus),
    days: p.days,
    level: p.level,
    turnoverMultiple: p.turnoverPercent / 100,
    claims: stats.claims,
    paid: formatFen(stats.paid),
  };
}
