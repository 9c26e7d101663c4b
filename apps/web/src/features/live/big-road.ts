import { ROAD_ROWS } from './bead-plate';
import type { RoadMark } from './road-mark';

/**
 * One mark of the big road: a run of the same winner goes down its column. `winner` is null only
 * when every round so far was a tie; `ties` counts the ties dealt after it (drawn as a slash on it).
 */
export type BigRoadCell = {
  col: number;
  row: number;
  winner: 'player' | 'banker' | null;
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  roundId: string;
};

const at = (col: number, row: number) => `${col}:${row}`;

/**
 * The big road by the usual rules: a new column (from its top row) whenever the winner changes, the
 * column after the one the previous run started in; a run goes down its column and, at the bottom
 * row or above a mark already there, turns right along that row (the "dragon tail") and stays on
 * it. A tie makes no mark: it is counted on the mark before it (on the first mark when the road
 * starts with ties). With `columns`, only the newest columns that fit are kept.
 */
export function bigRoad(marks: readonly RoadMark[], opts: { rows?: number; columns?: number } = {}) {
  const rows = opts.rows ?? ROAD_ROWS;
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  let runStart = -1;
  let tail = false;
  // Ties (and their pairs) before the first mark, counted on it.
  const leading = { ties: 0, playerPair: false, bankerPair: false };

  for (const m of marks) {
    const last = cells.at(-1);
    if (m.winner === 'tie') {
      if (last) {
        last.ties += 1;
        last.playerPair ||= m.playerPair;
        last.bankerPair ||= m.bankerPair;
      } else {
        leading.ties += 1;
        leading.playerPair ||= m.playerPair;
        leading.bankerPair ||= m.bankerPair;
      }
      continue;
    }
    let col: number;
    let row: number;
    if (last?.winner === m.winner) {
      const down = last.row + 1;
      if (!tail && down < rows && !taken.has(at(last.col, down))) {
        [col, row] = [last.col, down];
      } else {
        tail = true;
        [col, row] = [last.col + 1, last.row];
        while (taken.has(at(col, row))) col += 1;
      }
    } else {
      col = runStart + 1;
      while (taken.has(at(col, 0))) col += 1;
      [runStart, row, tail] = [col, 0, false];
    }
    const first = cells.length === 0;
    cells.push({
      col,
      row,
      winner: m.winner,
      ties: first ? leading.ties : 0,
      playerPair: m.playerPair || (first && leading.playerPair),
      bankerPair: m.bankerPair || (first && leading.bankerPair),
      roundId: m.roundId,
    });
    taken.add(at(col, row));
  }
  if (cells.length === 0 && leading.ties > 0) {
    cells.push({ col: 0, row: 0, winner: null, ...leading, roundId: marks[0]!.roundId });
  }
  return keepNewest(cells, opts.columns);
}

function keepNewest(cells: BigRoadCell[], columns: number | undefined) {
  const used = cells.reduce((n, c) => Math.max(n, c.col + 1), 0);
  const dropped = columns === undefined ? 0 : Math.max(0, used - columns);
  return {
    cells: cells.filter((c) => c.col >= dropped).map((c) => ({ ...c, col: c.col - dropped })),
    columns: used - dropped,
  };
}
