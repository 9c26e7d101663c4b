import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { HelpCategoryCreateSchema, HelpCategoryUpdateSchema } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import { audited } from './admin.ts';
import type { ContentDeps } from './deps.ts';
import { helpArticles, helpCategories } from './schema.ts';
import { adminCategoryView } from './views.ts';

type CategoryInput = z.output<typeof HelpCategoryCreateSchema>;
type CategoryUpdate = z.output<typeof HelpCategoryUpdateSchema>;

export const createCategory = (deps: ContentDeps, op: OperatorContext, input: CategoryInput) =>
  audited(deps, op, 'help_category.create', 'help_category', async (tx) => {
    const [row] = await tx.insert(helpCategories).values(input).returning();
    return row && adminCategoryView(row);
  });

export const updateCategory = (deps: ContentDeps, op: OperatorContext, { id, ...input }: CategoryUpdate) =>
  audited(deps, op, 'help_category.update', 'help_category', async (tx) => {
    const [row] = await tx
      .update(helpCategories)
      .set({ ...input, updatedAt: deps.clock() })
      .where(eq(helpCategories.id, id))
      .returning();
    return row && adminCategoryView(row);
  });

/** Deletes an empty category: one still holding articles is refused. Answers its id. */
export async function deleteCategory(deps: ContentDeps, op: OperatorContext, id: number) {
  const view = await audited(deps, op, 'help_category.delete', 'help_category', async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(helpArticles)
      .where(eq(helpArticles.categoryId, id));
    if (held!.n > 0) throw new AppError('content.category_not_empty', 409);
    const [row] = await tx.delete(helpCategories).where(eq(helpCategories.id, id)).returning();
    return row && adminCategoryView(row);
  });
  return { id: view.id };
}
