import type { AdminHelpArticle, AdminHelpCategory, HelpDetail, Lang } from '@app/contract';
import { cleanHtml } from '../../lib/rich-text.ts';
import type { helpArticles, helpCategories } from './schema.ts';

export type CategoryRow = typeof helpCategories.$inferSelect;
export type ArticleRow = typeof helpArticles.$inferSelect;

const SUMMARY_CHARS = 80;
const graphemes = new Intl.Segmenter();

/** The title (or any pair of columns) in the member's language. */
export const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/**
 * The start of an article's text, cut at a whole character (grapheme), with an ellipsis when cut.
 * It stops at the cut: listing every grapheme of a long article costs more than linear time.
 */
export function summaryOf(text: string): string {
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count === SUMMARY_CHARS) return `${text.slice(0, index).trimEnd()}…`;
    count += 1;
  }
  return text;
}

/** One article as the member reads it; the HTML is cleaned again when served (docs/decisions.md, Promotions). */
export function detailView(row: ArticleRow, category: CategoryRow, lang: Lang): HelpDetail {
  return {
    id: row.id,
    categoryId: category.id,
    categoryTitle: inLang(lang, category.titleZhHans, category.titleEn),
    title: inLang(lang, row.titleZhHans, row.titleEn),
    content: cleanHtml(inLang(lang, row.contentZhHans, row.contentEn)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminCategoryView(row: CategoryRow): AdminHelpCategory {
  return { id: row.id, titleZhHans: row.titleZhHans, titleEn: row.titleEn, sort: row.sort };
}

export function adminArticleView(row: ArticleRow): AdminHelpArticle {
  return {
    id: row.id,
    categoryId: row.categoryId,
    titleZhHans: row.titleZhHans,
    titleEn: row.titleEn,
    contentZhHans: row.contentZhHans,
    contentEn: row.contentEn,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}
