import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  HelpArticleCreateSchema,
  HelpArticleUpdateSchema,
  HelpCategoryCreateSchema,
  HelpCategoryUpdateSchema,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml, plainText } from '../../lib/rich-text.ts';
import type { OperatorContext } from '../operator/service.ts';
import type { ContentDeps } from './deps.ts';
import { helpArticles, helpCategories } from './schema.ts';
import { adminArticleView, adminCategoryView } from './views.ts';

type CategoryInput = z.output<typeof HelpCategoryCreateSchema>;
type CategoryUpdate = z.output<typeof HelpCategoryUpdateSchema>;
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

/**
 * The operators' help centre (role support): categories and articles created, changed and deleted,
 * each change with its audit row in one transaction. A category still holding articles is not deleted.
 */
export function createHelpAdmin(deps: ContentDeps) {
  async function audited<T extends { id: number }>(
    op: OperatorContext,
    action: string,
    kind: 'help_category' | 'help_article',
    work: (tx: Tx) => Promise<T | undefined>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const view = await work(tx);
      if (!view)
        throw new AppError(kind === 'help_category' ? 'content.category_not_found' : 'content.article_not_found', 404);
      await deps.audit(tx, { operatorId: op.operatorId, action, target: `${kind}:${view.id}`, detail: view });
      return view;
    });
  }
  async function requireCategory(tx: Tx, id: number) {
    const [row] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, id));
    if (!row) throw new AppError('content.category_not_found', 404);
  }
  const now = () => ({ updatedAt: new Date() });

  return {
    async list() {
      const categories = await deps.db
        .select()
        .from(helpCategories)
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
      const articles = await deps.db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
      return { categories: categories.map(adminCategoryView), articles: articles.map(adminArticleView) };
    },
    createCategory: (op: OperatorContext, input: CategoryInput) =>
      audited(op, 'help_category.create', 'help_category', async (tx) => {
        const [row] = await tx.insert(helpCategories).values(input).returning();
        return row && adminCategoryView(row);
      }),
    updateCategory: (op: OperatorContext, { id, ...input }: CategoryUpdate) =>
      audited(op, 'help_category.update', 'help_category', async (tx) => {
        const [row] = await tx
          .update(helpCategories)
          .set({ ...input, ...now() })
          .where(eq(helpCategories.id, id))
          .returning();
        return row && adminCategoryView(row);
      }),
    deleteCategory: (op: OperatorContext, id: number) =>
      audited(op, 'help_category.delete', 'help_category', async (tx) => {
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(helpArticles)
          .where(eq(helpArticles.categoryId, id));
        if (held!.n > 0) throw new AppError('content.category_not_empty', 409);
        const [row] = await tx.delete(helpCategories).where(eq(helpCategories.id, id)).returning();
        return row && adminCategoryView(row);
      }),
    createArticle: (op: OperatorContext, input: ArticleInput) =>
      audited(op, 'help_article.create', 'help_article', async (tx) => {
        await requireCategory(tx, input.categoryId);
        const [row] = await tx.insert(helpArticles).values(articleValues(input)).returning();
        return row && adminArticleView(row);
      }),
    updateArticle: (op: OperatorContext, { id, ...input }: ArticleUpdate) =>
      audited(op, 'help_article.update', 'help_article', async (tx) => {
        await requireCategory(tx, input.categoryId);
        const [row] = await tx
          .update(helpArticles)
          .set({ ...articleValues(input), ...now() })
          .where(eq(helpArticles.id, id))
          .returning();
        return row && adminArticleView(row);
      }),
    deleteArticle: (op: OperatorContext, id: number) =>
      audited(op, 'help_article.delete', 'help_article', async (tx) => {
        const [row] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
        return row && adminArticleView(row);
      }),
  };
}

export type HelpAdmin = ReturnType<typeof createHelpAdmin>;
