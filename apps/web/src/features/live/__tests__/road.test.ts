import { describe, expect, it } from 'vitest';
import { beadPlate } from '../bead-plate';
import { bigRoad } from '../big-road';
import type { RoadMark } from '../road-mark';

let n = 0;
/** Marks from a string: B banker, P player, T tie; `b`/`p` after a letter adds a banker/player pair. */
function road(text: string): RoadMark[] {
  const marks: RoadMark[] = [];
  for (const ch of text.replace(/\s/g, '')) {
    if (ch === 'b') marks.at(-1)!.bankerPair = true;
    else if (ch === 'p') marks.at(-1)!.playerPair = true;
    else {
      n += 1;
      const winner = ({ B: 'banker', P: 'player', T: 'tie' } as const)[ch as 'B' | 'P' | 'T'];
      marks.push({ roundId: `live_baccarat-${n}`, winner, playerPair: false, bankerPair: false, total: 7 });
    }
  }
  return marks;
}

/** Where each mark went, as "col,row,winner[ties]". */
const places = (cells: { col: number; row: number; winner: string | null; ties: number }[]) =>
  cells.map((c) => `${c.col},${c.row},${c.winner?.[0] ?? '-'}${c.ties ? `+${c.ties}` : ''}`);

describe('bead plate', () => {
  it('fills each column of six from the top, columns left to right, ties and pairs included', () => {
    const marks = road('B P T Bb P Pp B');
    const { beads, columns } = beadPlate(marks);
    expect(columns).toBe(2);
    expect(beads.map((b) => [b.col, b.row, b.mark.winner])).toEqual([
      [0, 0, 'banker'],
      [0, 1, 'player'],
      [0, 2, 'tie'],
      [0, 3, 'banker'],
      [0, 4, 'player'],
      [0, 5, 'player'],
      [1, 0, 'banker'],
    ]);
    expect(beads[3]!.mark.bankerPair).toBe(true);
    expect(beads[5]!.mark.playerPair).toBe(true);
    expect(beadPlate([])).toEqual({ beads: [], columns: 0 });
  });

  it('keeps the newest whole columns that fit, each disc on its row', () => {
    const marks = road('BBBBBB PPPPPP TTTTTT B');
    const { beads, columns } = beadPlate(marks, { columns: 2 });
    expect(columns).toBe(2);
    expect(beads).toHaveLength(7);
    expect(beads[0]).toMatchObject({ col: 0, row: 0, mark: { winner: 'tie' } });
    expect(beads.at(-1)).toMatchObject({ col: 1, row: 0, mark: marks.at(-1) });
  });
});

describe('big road', () => {
  it('goes down while the winner repeats and starts a column when it changes', () => {
    expect(places(bigRoad(road('B B P B B B P')).cells)).toEqual([
      '0,0,b',
      '0,1,b',
      '1,0,p',
      '2,0,b',
      '2,1,b',
      '2,2,b',
      '3,0,p',
    ]);
  });

  it('counts ties on the mark before them, and leading ties on the first mark', () => {
    const { cells } = bigRoad(road('T Tp B T T P Tb'));
    expect(places(cells)).toEqual(['0,0,b+4', '1,0,p+1']);
    // The tie's pairs show on the mark that carries it.
    expect(cells[0]).toMatchObject({ playerPair: true, bankerPair: false });
    expect(cells[1]).toMatchObject({ playerPair: false, bankerPair: true });
    const onlyTies = bigRoad(road('T T'));
    expect(places(onlyTies.cells)).toEqual(['0,0,-+2']);
    expect(onlyTies.columns).toBe(1);
  });

  it('turns a run right along the bottom row (the dragon tail), and the next run starts beside its start', () => {
    const { cells, columns } = bigRoad(road('BBBBBBBB P'));
    expect(places(cells)).toEqual(['0,0,b', '0,1,b', '0,2,b', '0,3,b', '0,4,b', '0,5,b', '1,5,b', '2,5,b', '1,0,p']);
    expect(columns).toBe(3);
  });

  it('turns a run right above a tail already there, and stays on that row', () => {
    // Banker 7 (tail at column 1, row 5), player 7: down to row 4, then right along row 4.
    const { cells } = bigRoad(road('BBBBBBB PPPPPPP'));
    expect(places(cells).slice(7)).toEqual(['1,0,p', '1,1,p', '1,2,p', '1,3,p', '1,4,p', '2,4,p', '3,4,p']);
  });

  it('starts a run further right when a tail holds the top of the next column', () => {
    // Each run is one shorter and turns one row higher, until a tail runs along the top row.
    const marks = road(
      `${'B'.repeat(10)} ${'P'.repeat(9)} ${'B'.repeat(8)} ${'P'.repeat(7)} ${'B'.repeat(6)} ${'P'.repeat(5)} B`,
    );
    const cells = places(bigRoad(marks).cells);
    expect(cells.slice(-6)).toEqual(['5,0,p', '6,0,p', '7,0,p', '8,0,p', '9,0,p', '10,0,b']);
    expect(new Set(cells.map((c) => c.split(',').slice(0, 2).join())).size).toBe(cells.length);
  });

  it('keeps the newest columns that fit', () => {
    const marks = road('B P B P B');
    const { cells, columns } = bigRoad(marks, { columns: 3 });
    expect(columns).toBe(3);
    expect(places(cells)).toEqual(['0,0,b', '1,0,p', '2,0,b']);
    expect(cells.map((c) => c.roundId)).toEqual(marks.slice(2).map((m) => m.roundId));
  });
});
