import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '@app/contract';

/**
 * The games members can open. `category` is a code of the `gameCategories` dictionary (never
 * `hot`: that is the `hot` flag); `venueCode` a venue of the venue module, asked through its
 * service. `launchKind` 'internal': a first-party game at `launchRoute`, a route of our app;
 * 'external': opened through the venue, which answers a launch URL for `venueGameCode`.
 * `status` is the operator's switch; whether the venue takes players is the venue's.
 */
export const games = pgTable(
  'games',
  {
    code: text().primaryKey(),
    nameZhHans: text().notNull(),
    nameEn: text().notNull(),
    category: text().notNull(),
    venueCode: text().notNull(),
    gameType: text().notNull(),
    iconUrl: text().notNull(),
    hot: boolean().notNull().default(false),
    recommended: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    launchKind: text({ enum: ['internal', 'external'] }).notNull(),
    launchRoute: text(),
    venueGameCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_category_idx').on(t.category, t.sort),
    check('games_not_hot', sql`${t.category} <> 'hot'`),
    check(
      'games_launch_target',
      sql`(${t.launchKind} = 'internal' and ${t.launchRoute} is not null) or (${t.launchKind} = 'external' and ${t.venueGameCode} is not null)`,
    ),
  ],
);

/** A member's favourite games (the Collection tab); one row per member and game. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint({ mode: 'number' }).notNull(),
    gameCode: text()
      .notNull()
      .references(() => games.code, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameCode] }),
    index('game_favourites_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Home slides, shown while enabled and inside their window (either end open when null). */
export const slides = pgTable(
  'slides',
  {
    code: text().primaryKey(),
    imageUrl: text().notNull(),
    titleZhHans: text().notNull(),
    titleEn: text().notNull(),
    linkRoute: text(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('slides_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`)],
);

/**
 * Platform notices (other/notice: maintenance, new games), the ones marked `marquee` also the
 * scrolling bulletin on home (getBulletin): one model, one admin API (docs/decisions.md, Messages
 * and notices). Same window rule as slides; an empty title reads as the kind's name.
 */
export const bulletins = pgTable(
  'bulletins',
  {
    code: text().primaryKey(),
    kind: text({ enum: NOTICE_KINDS }).notNull().default('general'),
    titleZhHans: text().notNull().default(''),
    titleEn: text().notNull().default(''),
    textZhHans: text().notNull(),
    textEn: text().notNull(),
    marquee: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bulletins_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`)],
);
