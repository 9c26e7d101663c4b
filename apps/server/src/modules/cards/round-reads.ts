import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { CardGame, Lang } from '@app/contract';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { CardsDeps } from './deps.ts';
import { cardRounds, cardSeeds } from './schema.ts';
import { roundView } from './views.ts';

const seedColumns = {
  serverSeedHash: cardSeeds.serverSeedHash,
  serverSeed: cardSeeds.serverSeed,
  clientSeed: cardSeeds.clientSeed,
  revealedAt: cardSeeds.revealedAt,
};

/** The member's rounds matching `where`, newest first, each with its seed. */
function roundsWhere({ db }: CardsDeps, where: SQL | undefined, window: { limit: number; offset: number }) {
  return db
    .select({ round: cardRounds, seed: seedColumns })
    .from(cardRounds)
    .innerJoin(cardSeeds, eq(cardSeeds.id, cardRounds.seedId))
    .where(where)
    .orderBy(desc(cardRounds.placedAt), desc(cardRounds.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the member's rounds, of one game when asked. */
export function roundsOf(
  deps: CardsDeps,
  memberId: number,
  q: PageQuery & { game?: CardGame | undefined },
  lang: Lang,
) {
  const where = and(eq(cardRounds.memberId, memberId), q.game ? eq(cardRounds.game, q.game) : undefined);
  return paginate(q, {
    rows: (window) => roundsWhere(deps, where, window),
    total: () => countWhere(deps.db, cardRounds, where),
    view: (rows) => rows.map((r) => roundView(r.round, r.seed, lang)),
  });
}

/** One of the member's rounds by order number; null when there is none. */
export async function roundOf(deps: CardsDeps, memberId: number, orderNo: string, lang: Lang) {
  const where = and(eq(cardRounds.memberId, memberId), eq(cardRounds.orderNo, orderNo));
  const [hit] = await roundsWhere(deps, where, { limit: 1, offset: 0 });
  return hit ? roundView(hit.round, hit.seed, lang) : null;
}

/** As `roundOf`, a missing round being the member's error. */
export async function roundByOrderNo(deps: CardsDeps, memberId: number, orderNo: string, lang: Lang) {
  const round = await roundOf(deps, memberId, orderNo, lang);
  if (!round) throw new AppError('gamebet.not_found', 404);
  return round;
}

type Range = { from: Date; to: Date };
export const placedIn = (memberId: number, range: Range, status?: 'unfinished' | 'completed') =>
  and(
    eq(cardRounds.memberId, memberId),
    gte(cardRounds.placedAt, range.from),
    lt(cardRounds.placedAt, range.to),
    status ? eq(cardRounds.status, status) : undefined,
  );

/** For the bet records: the member's rounds placed in [from, to) (of one status), newest first, and how many. */
export async function roundsPlacedIn(
  deps: CardsDeps,
  memberId: number,
  q: { range: Range; status?: 'unfinished' | 'completed' | undefined },
  page: PageQuery,
  lang: Lang,
) {
  const where = placedIn(memberId, q.range, q.status);
  const [rows, total] = await Promise.all([
    roundsWhere(deps, where, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    countWhere(deps.db, cardRounds, where),
  ]);
  return { rows: rows.map((r) => roundView(r.round, r.seed, lang)), total };
}
