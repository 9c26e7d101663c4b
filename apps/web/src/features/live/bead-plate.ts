import type { RoadMark } from './road-mark';

/** One disc of the bead plate: its place (column from the left, row from the top) and its round. */
export type Bead = { col: number; row: number; mark: RoadMark };

export const ROAD_ROWS = 6;

/**
 * The bead plate: every dealt round a disc, in deal order, down each column of `rows` then on to the
 * next column to the right. With `columns`, only the newest columns that fit are kept, dropped a
 * whole column at a time so each disc keeps its row.
 */
export function beadPlate(marks: readonly RoadMark[], opts: { rows?: number; columns?: number } = {}) {
  const rows = opts.rows ?? ROAD_ROWS;
  const used = Math.ceil(marks.length / rows);
  const dropped = opts.columns === undefined ? 0 : Math.max(0, used - opts.columns);
  const beads: Bead[] = [];
  marks.forEach((mark, i) => {
    const col = Math.floor(i / rows) - dropped;
    if (col >= 0) beads.push({ col, row: i % rows, mark });
  });
  return { beads, columns: used - dropped };
}
