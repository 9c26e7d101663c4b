import type { Draw, LotteryGameInfo } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { AWAITING_GRACE_MS, drawNo, drawPhase, previousDrawId } from '../draw-phase';

// Fast 3: a draw a minute, betting closes 10 s before it.
const T0 = Date.parse('2026-03-01T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function draw(seq: number, status: Draw['status'] = 'open', result: number[] | null = null): Draw {
  const drawAt = T0 + seq * 60_000;
  return {
    drawId: `fast3-20260301-${String(seq).padStart(4, '0')}`,
    game: 'fast3',
    gameName: 'Fast 3',
    opensAt: iso(drawAt - 70_000),
    closesAt: iso(drawAt - 10_000),
    drawAt: iso(drawAt),
    status,
    statusLabel: status,
    commitment: 'c'.repeat(64),
    seed: null,
    result,
    sum: result ? result.reduce((a, b) => a + b, 0) : null,
    drawnAt: result ? iso(drawAt) : null,
  };
}

function info(current: Draw | null, next: Draw | null, last: Draw | null): LotteryGameInfo {
  return {
    game: 'fast3',
    name: 'Fast 3',
    intervalSeconds: 60,
    closeSecondsBefore: 10,
    current,
    next,
    last,
    serverTime: iso(T0),
  };
}

const at = (seq: number, secondsBeforeDraw: number) => T0 + seq * 60_000 - secondsBeforeDraw * 1000;

describe('drawPhase', () => {
  it('takes bets on the current draw until it closes', () => {
    const phase = drawPhase(info(draw(5), draw(6), draw(4, 'drawn', [1, 2, 3])), [], at(5, 30));
    expect(phase.open?.drawId).toBe('fast3-20260301-0005');
    expect(phase.awaiting).toBeNull();
  });

  it('moves to the next draw at the close and waits for the closed one', () => {
    const i = info(draw(5), draw(6), draw(4, 'drawn', [1, 2, 3]));
    const phase = drawPhase(i, [], at(5, 9));
    expect(phase.open?.drawId).toBe('fast3-20260301-0006');
    expect(phase.awaiting).toEqual({ drawId: 'fast3-20260301-0005', drawAt: at(5, 0) });
  });

  it('stops waiting once the result is in', () => {
    const phase = drawPhase(info(draw(6), draw(7), draw(5, 'drawn', [2, 2, 5])), [draw(5)], at(5, -2));
    expect(phase.open?.drawId).toBe('fast3-20260301-0006');
    expect(phase.awaiting).toBeNull();
  });

  it('knows the closed draw when the page opened between the close and the draw', () => {
    const phase = drawPhase(info(draw(6), draw(7), draw(4, 'drawn', [1, 1, 1])), [], at(5, 4));
    expect(phase.awaiting).toEqual({ drawId: 'fast3-20260301-0005', drawAt: at(5, 0) });
  });

  it('gives up on a draw without result after the grace time (a void draw)', () => {
    const late = at(5, 0) + AWAITING_GRACE_MS + 1;
    const phase = drawPhase(info(draw(6), draw(7), draw(4, 'drawn', [1, 1, 1])), [draw(5)], late);
    expect(phase.awaiting).toBeNull();
  });

  it('has no open draw when the info holds none that is open now', () => {
    const phase = drawPhase(info(draw(5), null, null), [], at(5, 5));
    expect(phase.open).toBeNull();
    expect(phase.awaiting?.drawId).toBe('fast3-20260301-0005');
  });
});

describe('draw numbers', () => {
  it('drops the game and finds the draw before', () => {
    expect(drawNo('fast3-20260301-0005')).toBe('20260301-0005');
    expect(drawNo('pc28-20260301-0480')).toBe('20260301-0480');
    expect(previousDrawId('fast3-20260301-0010')).toBe('fast3-20260301-0009');
    expect(previousDrawId('fast3-20260301-0001')).toBeNull();
  });
});
