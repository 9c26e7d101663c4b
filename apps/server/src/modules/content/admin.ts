import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { ContentDeps } from './deps.ts';
import { helpArticles, helpCategories } from './schema.ts';
import { adminArticleView, adminCategoryView } from './views.ts';

/**
 * The operators' help centre (role support): categories and articles created, changed and deleted
 * (admin-categories.ts, admin-articles.ts), each change with its audit row in one transaction.
 */
export async function audited<T extends { id: number }>(
  deps: ContentDeps,
  op: OperatorContext,
  action: string,
  kind: 'help_category' | 'help_article',
  work: (tx: Tx) => Promise<T | undefined>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const view = await work(tx);
    if (!view) {
      throw new AppError(kind === 'help_category' ? 'content.category_not_found' : 'content.article_not_found', 404);
    }
    await deps.audit(tx, { operatorId: op.operatorId, action, target: `${kind}:${view.id}`, detail: view });
    return view;
  });
}

/** Every category and article in order, as operators edit them. */
export async function helpAdminList(deps: ContentDeps) {
  const categories = await deps.db
    .select()
    .from(helpCategories)
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  const articles = await deps.db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return { categories: categories.map(adminCategoryView), articles: articles.map(adminArticleView) };
}
