import { LOTTERY_GAME_CODES } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param } from '../../ledger/index.ts';
import { STRIPES } from './draw-exposure.ts';
import { newSeed } from './fairness.ts';
import { nextSlot, slotAt } from './schedule.ts';
import { lotteryDraws } from './schema.ts';

/**
 * The open draw of each game at `now` and the one after it, each with a fresh seed, created once
 * (the id is the key): so a draw's commitment is public a full interval before it opens. Each new
 * draw gets its stripes (schema.ts lotteryDrawStripes), with no room until a bet moves it there.
 */
export async function ensureDraws(db: Db, timeZone: string, now: Date): Promise<string[]> {
  const rows = LOTTERY_GAME_CODES.flatMap((game) => {
    const current = slotAt(game, now, timeZone);
    return [current, nextSlot(current, timeZone)];
  }).map((s) => ({
    id: s.id,
    game: s.game,
    opensAt: s.opensAt,
    closesAt: s.closesAt,
    drawAt: s.drawAt,
    ...newSeed(),
  }));
  const created = await db.insert(lotteryDraws).values(rows).onConflictDoNothing().returning({ id: lotteryDraws.id });
  const ids = created.map((c) => c.id);
  if (ids.length > 0) {
    await db.execute(sql`insert into lottery_draw_stripes (draw_id, stripe)
      select d, s from unnest(${param(ids)}::text[]) as d, generate_series(0, ${STRIPES - 1}::int) as s
      on conflict do nothing`);
  }
  return ids;
}
