import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The help centre's categories (docs/decisions.md, Help centre and configuration), titled in both languages. */
export const helpCategories = pgTable('help_categories', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  titleZhHans: text().notNull(),
  titleEn: text().notNull(),
  sort: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Help articles: sanitised HTML in both languages, with its words without markup kept beside it
 * (`text*`) for the search and the summaries.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    categoryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => helpCategories.id),
    titleZhHans: text().notNull(),
    titleEn: text().notNull(),
    contentZhHans: text().notNull(),
    contentEn: text().notNull(),
    textZhHans: text().notNull(),
    textEn: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_category_sort_idx').on(t.categoryId, t.sort)],
);
