import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { bulletins, slides } from './schema.ts';
import { bulletinView, noticeView, slideView } from './views.ts';

// The home page's slides and bulletins that are switched on and within their time window at `now`.

const activeNow = (startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: Date) =>
  and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));

/**
 * When (epoch ms) an enabled row's window next opens or closes after `now` (undefined: none
 * will), so an answer kept until then is still the answer.
 */
async function nextWindowChange(db: Db, table: typeof slides | typeof bulletins, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const next = sql`least(min(${table.startsAt}) filter (where ${table.startsAt} > ${at}),
    min(${table.endsAt}) filter (where ${table.endsAt} > ${at}))`;
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from ${next}) * 1000)::float8` })
    .from(table)
    .where(eq(table.enabled, true));
  return row?.ms ?? undefined;
}

export const nextSlidesChange = (db: Db, now: Date) => nextWindowChange(db, slides, now);
export const nextBulletinsChange = (db: Db, now: Date) => nextWindowChange(db, bulletins, now);

type Bulletin = typeof bulletins.$inferSelect;

const shownNow = (now: Date) => and(eq(bulletins.enabled, true), activeNow(bulletins.startsAt, bulletins.endsAt, now));

/** The bulletins `where` selects, in their order, each answered as `view` makes it. */
function bulletinPage<V>(db: Db, query: PageQuery, where: SQL | undefined, view: (row: Bulletin) => V) {
  return paginate(query, {
    rows: (w) =>
      db
        .select()
        .from(bulletins)
        .where(where)
        .orderBy(asc(bulletins.sort), asc(bulletins.code))
        .limit(w.limit)
        .offset(w.offset),
    total: () => countWhere(db, bulletins, where),
    view: (rows) => rows.map(view),
  });
}

export function slidesAt(db: Db, query: PageQuery, lang: Lang, now: Date) {
  const where = and(eq(slides.enabled, true), activeNow(slides.startsAt, slides.endsAt, now));
  return paginate(query, {
    rows: (w) =>
      db.select().from(slides).where(where).orderBy(asc(slides.sort), asc(slides.code)).limit(w.limit).offset(w.offset),
    total: () => countWhere(db, slides, where),
    view: (rows) => rows.map((s) => slideView(s, lang)),
  });
}

/** The marquee's bulletins. */
export const bulletinsAt = (db: Db, query: PageQuery, lang: Lang, now: Date) =>
  bulletinPage(db, query, and(shownNow(now), eq(bulletins.marquee, true)), (b) => bulletinView(b, lang));

/** Every notice shown now, the marquee's and the others (docs/decisions.md, Messages and notices). */
export const noticesAt = (db: Db, query: PageQuery, lang: Lang, now: Date) =>
  bulletinPage(db, query, shownNow(now), (b) => noticeView(b, lang));
