import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sponsorship partners (docs/decisions.md, Sponsorship): name, summary and rich text in both
 * languages, a logo and pictures (built-in logos or uploaded images), the years of the partnership,
 * and the operators' order and visibility.
 */
export const partners = pgTable(
  'partners',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    nameZhHans: text().notNull(),
    nameEn: text().notNull(),
    summaryZhHans: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    /** Sanitised when saved, and again when served. */
    contentZhHans: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    logo: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    fromYear: integer().notNull(),
    toYear: integer().notNull(),
    sort: integer().notNull().default(0),
    visible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partners_visible_sort_idx').on(t.visible, t.sort)],
);
