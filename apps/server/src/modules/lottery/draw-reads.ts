import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { LOTTERY_GAME_CODES, type Draw, type Lang, type LotteryGameCode, type LotteryGameInfo } from '@app/contract';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { LotteryDeps } from './deps.ts';
import { commitmentOf, drawResult } from './fairness.ts';
import { lotteryDraws } from './schema.ts';
import { drawView, gameInfoView, revealedSeed, type DrawRow } from './views.ts';

export async function drawById(ex: Executor, drawId: string): Promise<DrawRow | null> {
  const [d] = await ex.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  return d ?? null;
}

/** Draws of a game still open for betting at `now`, the soonest first. */
function openDraws(db: Db, game: LotteryGameCode, now: Date) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
    .orderBy(asc(lotteryDraws.drawAt));
}

/** A game with its open draw, the next one and its latest result. */
export async function gameInfo(
  deps: LotteryDeps,
  game: LotteryGameCode,
  lang: Lang,
  now = deps.clock(),
): Promise<LotteryGameInfo> {
  const { db } = deps.database;
  const [open, [last]] = await Promise.all([
    openDraws(db, game, now).limit(2),
    db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.status, 'drawn')))
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(1),
  ]);
  const current = open.find((d) => d.opensAt <= now);
  const next = open.find((d) => d.opensAt > now);
  return gameInfoView(game, { current, next, last }, lang, now);
}

/** Every game's info, on one clock. */
export async function lotteryList(deps: LotteryDeps, lang: Lang) {
  const now = deps.clock();
  return {
    list: await Promise.all(LOTTERY_GAME_CODES.map((g) => gameInfo(deps, g, lang, now))),
    serverTime: now.toISOString(),
  };
}

/** The open draw and the ones after it that exist already (their commitments are public). */
export async function schedule(deps: LotteryDeps, game: LotteryGameCode, lang: Lang) {
  const now = deps.clock();
  const rows = await openDraws(deps.database.db, game, now);
  return { game, list: rows.map((d) => drawView(d, lang, now)), serverTime: now.toISOString() };
}

/** Past draws of a game (drawn or void), newest first. */
export async function history(deps: LotteryDeps, game: LotteryGameCode, page: PageQuery, lang: Lang) {
  const { db } = deps.database;
  const now = deps.clock();
  const where = and(eq(lotteryDraws.game, game), inArray(lotteryDraws.status, ['drawn', 'void']));
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.drawAt)).limit(limit).offset(offset),
    total: () => countWhere(db, lotteryDraws, where),
    view: (rows) => rows.map((d) => drawView(d, lang, now)),
  });
}

/** The latest drawn draw of a game. */
export async function lastDraw(deps: LotteryDeps, game: LotteryGameCode, lang: Lang): Promise<Draw | null> {
  return (await gameInfo(deps, game, lang)).last;
}

/** The id of the latest drawn draw of each game: what the result stream polls. */
export async function latestDrawIds(db: Db): Promise<Map<LotteryGameCode, string>> {
  const rows = await queryRows<{ game: LotteryGameCode; id: string }>(
    db,
    sql`select distinct on (game) game, id from ${lotteryDraws} where status = 'drawn' order by game, draw_at desc`,
  );
  return new Map(rows.map((r) => [r.game, r.id]));
}

/** Everything needed to check a draw, and the server's own check once the seed is public. */
export async function verify(deps: LotteryDeps, drawId: string, lang: Lang) {
  const now = deps.clock();
  const d = await drawById(deps.database.db, drawId);
  if (!d) throw new AppError('lottery.draw_not_found', 404);
  const seed = revealedSeed(d, now);
  const verified =
    seed === null
      ? null
      : commitmentOf(seed) === d.commitment &&
        (d.status !== 'drawn' || JSON.stringify(drawResult(d.game, d.id, seed)) === JSON.stringify(d.result));
  return { draw: drawView(d, lang, now), scheme: 'hmac-sha256-v1' as const, verified };
}
