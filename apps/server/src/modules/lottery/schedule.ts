import { LOTTERY_GAMES, addDays, startOfDayIn, todayIn, type LotteryGameCode } from '@app/contract';

/**
 * When a draw happens. Draw n of a day (from 1) draws at local midnight + n x interval; betting
 * on it closes `closeSecondsBefore` earlier and opens when the draw before it closes, so some
 * draw is always open. Counted in elapsed time from midnight, so days of 23 or 25 hours simply
 * have fewer or more draws.
 */
export type Slot = {
  id: string;
  game: LotteryGameCode;
  day: string;
  seq: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

function dayBounds(day: string, timeZone: string) {
  return { start: startOfDayIn(day, timeZone).getTime(), end: startOfDayIn(addDays(day, 1), timeZone).getTime() };
}

export function drawIdOf(game: LotteryGameCode, day: string, seq: number): string {
  return `${game}-${day.replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
}

export function slotOf(game: LotteryGameCode, day: string, seq: number, timeZone: string): Slot {
  const g = LOTTERY_GAMES[game];
  const { start } = dayBounds(day, timeZone);
  const drawAt = start + seq * g.intervalSeconds * 1000;
  const closesAt = drawAt - g.closeSecondsBefore * 1000;
  return {
    id: drawIdOf(game, day, seq),
    game,
    day,
    seq,
    opensAt: new Date(closesAt - g.intervalSeconds * 1000),
    closesAt: new Date(closesAt),
    drawAt: new Date(drawAt),
  };
}

/** The draw open for betting at `now`: opensAt <= now < closesAt. */
export function slotAt(game: LotteryGameCode, now: Date, timeZone: string): Slot {
  const g = LOTTERY_GAMES[game];
  const day = todayIn(timeZone, now);
  const { start, end } = dayBounds(day, timeZone);
  const intervalMs = g.intervalSeconds * 1000;
  const seq = Math.floor((now.getTime() - start + g.closeSecondsBefore * 1000) / intervalMs) + 1;
  if (seq > Math.floor((end - start) / intervalMs)) return slotOf(game, addDays(day, 1), 1, timeZone);
  return slotOf(game, day, seq, timeZone);
}

/** The draw after `slot`. */
export function nextSlot(slot: Slot, timeZone: string): Slot {
  const { start, end } = dayBounds(slot.day, timeZone);
  const perDay = Math.floor((end - start) / (LOTTERY_GAMES[slot.game].intervalSeconds * 1000));
  return slot.seq < perDay
    ? slotOf(slot.game, slot.day, slot.seq + 1, timeZone)
    : slotOf(slot.game, addDays(slot.day, 1), 1, timeZone);
}
