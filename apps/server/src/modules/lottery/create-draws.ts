import { LOTTERY_GAME_CODES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { newSeed } from './fairness.ts';
import { nextSlot, slotAt } from './schedule.ts';
import { lotteryDraws } from './schema.ts';

/**
 * The open draw of each game at `now` and the one after it, each with a fresh seed, created once
 * (the id is the key): so a draw's commitment is public a full interval before it opens.
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
  return created.map((c) => c.id);
}
