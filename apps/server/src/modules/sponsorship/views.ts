import type { AdminPartner, Lang, Partner, PartnerDetail } from '@app/contract';
import { cleanHtml } from '../../lib/rich-text.ts';
import type { partners } from './schema.ts';

export type PartnerRow = typeof partners.$inferSelect;

/** "2024-2026", or the one year when it starts and ends in the same. */
export const periodOf = (row: Pick<PartnerRow, 'fromYear' | 'toYear'>) =>
  row.fromYear === row.toYear ? String(row.fromYear) : `${row.fromYear}-${row.toYear}`;

/** A partner card in the member's language. */
export function cardView(row: PartnerRow, lang: Lang): Partner {
  return {
    id: row.id,
    name: lang === 'en' ? row.nameEn : row.nameZhHans,
    logo: row.logo,
    period: periodOf(row),
    summary: lang === 'en' ? row.summaryEn : row.summaryZhHans,
  };
}

/** A partner's page: the card, its text (cleaned again on the way out) and pictures. */
export function detailView(row: PartnerRow, lang: Lang): PartnerDetail {
  return {
    ...cardView(row, lang),
    content: cleanHtml(lang === 'en' ? row.contentEn : row.contentZhHans),
    images: row.images,
  };
}

/** A partner as operators edit it: both languages. */
export function adminView(row: PartnerRow): AdminPartner {
  return {
    id: row.id,
    nameZhHans: row.nameZhHans,
    nameEn: row.nameEn,
    summaryZhHans: row.summaryZhHans,
    summaryEn: row.summaryEn,
    contentZhHans: row.contentZhHans,
    contentEn: row.contentEn,
    logo: row.logo,
    images: row.images,
    fromYear: row.fromYear,
    toYear: row.toYear,
    sort: row.sort,
    visible: row.visible,
  };
}
