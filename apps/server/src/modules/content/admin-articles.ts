import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { HelpArticleCreateSchema, HelpArticleUpdateSchema } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml, plainText } from '../../lib/rich-text.ts';
import type { OperatorContext } from '../operator/index.ts';
import { audited } from './admin.ts';
import type { ContentDeps } from './deps.ts';
import { helpArticles, helpCategories } from './schema.ts';
import { adminArticleView } from './views.ts';

type ArticleInput = z.output<typeof HelpArticleCreateSchema>;
type ArticleUpdate = z.output<typeof HelpArticleUpdateSchema>;

/** The stored row of an article: the HTML through the allow-list, its words kept for the search. */
export function articleValues(input: ArticleInput) {
  const contentZhHans = cleanHtml(input.contentZhHans);
  const contentEn = cleanHtml(input.contentEn);
  return {
    categoryId: input.categoryId,
    titleZhHans: input.titleZhHans,
    titleEn: input.titleEn,
    contentZhHans,
    contentEn,
    textZhHans: plainText(contentZhHans),
    textEn: plainText(contentEn),
    sort: input.sort,
  };
}

async function requireCategory(tx: Tx, id: number) {
  const [row] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, id));
  if (!row) throw new AppError('content.category_not_found', 404);
}

export const createArticle = (deps: ContentDeps, op: OperatorContext, input: ArticleInput) =>
  audited(deps, op, 'help_article.create', 'help_article', async (tx) => {
    await requireCategory(tx, input.categoryId);
    const [row] = await tx.insert(helpArticles).values(articleValues(input)).returning();
    return row && adminArticleView(row);
  });

export const updateArticle = (deps: ContentDeps, op: OperatorContext, { id, ...input }: ArticleUpdate) =>
  audited(deps, op, 'help_article.update', 'help_article', async (tx) => {
    await requireCategory(tx, input.categoryId);
    const [row] = await tx
      .update(helpArticles)
      .set({ ...articleValues(input), updatedAt: deps.clock() })
      .where(eq(helpArticles.id, id))
      .returning();
    return row && adminArticleView(row);
  });

/** Deletes an article; answers its id. */
export async function deleteArticle(deps: ContentDeps, op: OperatorContext, id: number) {
  const view = await audited(deps, op, 'help_article.delete', 'help_article', async (tx) => {
    const [row] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
    return row && adminArticleView(row);
  });
  return { id: view.id };
}
