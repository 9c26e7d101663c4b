import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { HelpDetail, HelpList, Lang } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { ContentDeps } from './deps.ts';
import { helpArticles, helpCategories } from './schema.ts';
import { detailView, inLang, summaryOf } from './views.ts';

/** `%`, `_` and `\` typed by a member are searched for as themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Articles whose title or text in the member's language holds the keyword. */
function matching(lang: Lang, keyword: string): SQL | undefined {
  const pattern = likePattern(keyword);
  const [title, text] =
    lang === 'en' ? [helpArticles.titleEn, helpArticles.textEn] : [helpArticles.titleZhHans, helpArticles.textZhHans];
  return or(ilike(title, pattern), ilike(text, pattern));
}

/** The categories in order with their articles in order; with a keyword, the matching articles and their categories. */
export async function helpList(deps: ContentDeps, lang: Lang, keyword?: string): Promise<HelpList> {
  const categories = await deps.db
    .select()
    .from(helpCategories)
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  const articles = await deps.db
    .select({
      id: helpArticles.id,
      categoryId: helpArticles.categoryId,
      titleZhHans: helpArticles.titleZhHans,
      titleEn: helpArticles.titleEn,
      textZhHans: helpArticles.textZhHans,
      textEn: helpArticles.textEn,
    })
    .from(helpArticles)
    .where(keyword ? matching(lang, keyword) : undefined)
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  const list = categories.map((c) => ({
    id: c.id,
    title: inLang(lang, c.titleZhHans, c.titleEn),
    articles: articles
      .filter((a) => a.categoryId === c.id)
      .map((a) => ({
        id: a.id,
        title: inLang(lang, a.titleZhHans, a.titleEn),
        summary: summaryOf(inLang(lang, a.textZhHans, a.textEn)),
      })),
  }));
  return { list: keyword ? list.filter((c) => c.articles.length > 0) : list };
}

/** One article with its category, in the member's language; an unknown id is "not found". */
export async function helpDetail(deps: ContentDeps, lang: Lang, id: number): Promise<HelpDetail> {
  const [row] = await deps.db
    .select()
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(helpArticles.id, id));
  if (!row) throw new AppError('content.article_not_found', 404);
  return detailView(row.help_articles, row.help_categories, lang);
}
