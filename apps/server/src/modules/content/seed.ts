import { sql } from 'drizzle-orm';
import { articleValues } from './admin-articles.ts';
import type { ContentDeps } from './deps.ts';
import { accountArticles } from './seed-account.ts';
import { SEED_CATEGORIES, seedFacts, type SeedArticle } from './seed-facts.ts';
import { moneyArticles } from './seed-money.ts';
import { playArticles } from './seed-play.ts';
import { helpArticles, helpCategories } from './schema.ts';

/** Every seeded article, with the numbers of this platform's configuration. */
export function seedArticles(config: ContentDeps['config']): SeedArticle[] {
  const facts = seedFacts(config);
  return [...moneyArticles(facts), ...playArticles(), ...accountArticles(facts)];
}

/**
 * Writes the help centre on every platform (not only the demo), once, into an empty help centre:
 * after that the operators own it, so an article they deleted does not come back at the next start.
 * The rows take the database's time, so no clock is needed.
 */
export async function seedHelp(deps: Omit<ContentDeps, 'clock'>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Two instances starting together: one seeds, the other waits and then finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content.seed_help'))`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(helpCategories);
    if (row!.n > 0) return;
    const categories = await tx
      .insert(helpCategories)
      .values(SEED_CATEGORIES.map((c, i) => ({ titleZhHans: c.zh, titleEn: c.en, sort: (i + 1) * 10 })))
      .returning({ id: helpCategories.id });
    const idOf = new Map(SEED_CATEGORIES.map((c, i) => [c.key, categories[i]!.id]));
    const articles = seedArticles(deps.config).map((a, i) =>
      articleValues({
        categoryId: idOf.get(a.category)!,
        titleZhHans: a.zh[0],
        contentZhHans: a.zh[1],
        titleEn: a.en[0],
        contentEn: a.en[1],
        sort: (i + 1) * 10,
      }),
    );
    await tx.insert(helpArticles).values(articles);
  });
}
