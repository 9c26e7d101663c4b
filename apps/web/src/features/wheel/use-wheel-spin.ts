import type { Spin } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSpinWheel } from '../../api/wheel';
import { stopAngle } from './wheel-geometry';

/** How long the wheel turns, and how many whole turns it makes before it slows onto the prize. */
export const SPIN_MS = 4000;
const TURNS = 6;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A tap on Spin: ONE draw (the key held by useIdempotentSubmit), then the wheel turned to stop on
 * the server's answer, then the answer shown; taps until then are ignored. With reduced motion the
 * wheel is set on the prize at once.
 */
export function useWheelSpin(count: number) {
  const draw = useSpinWheel();
  const disc = useRef<SVGSVGElement | null>(null);
  const turn = useRef(0);
  // Until the answer is shown: a tap between the answer and the next render must not draw again.
  const active = useRef(false);
  const live = useRef(true);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<{ spin: Spin; open: boolean } | null>(null);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Set from script, not as a style attribute, which the Content-Security-Policy forbids (docs/decisions.md, Web app).
  const discRef = useCallback((el: SVGSVGElement | null) => {
    disc.current = el;
    el?.style.setProperty('--wheel-turn', `${turn.current}deg`);
  }, []);

  const turnTo = async (spin: Spin) => {
    const ms = reducedMotion() ? 0 : SPIN_MS;
    // A spin's index is its prize's place on the wheel, the order chou/prizes lists them in.
    turn.current = stopAngle(turn.current, spin.index, count, ms > 0 ? TURNS : 0);
    disc.current?.style.setProperty('--wheel-spin', `${ms}ms`);
    disc.current?.style.setProperty('--wheel-turn', `${turn.current}deg`);
    await new Promise((resolve) => setTimeout(resolve, ms));
  };

  const spin = async () => {
    if (active.current) return;
    active.current = true;
    try {
      const answer = await draw.submit();
      if (!answer) return;
      setTurning(true);
      await turnTo(answer.data);
      if (!live.current) return;
      setTurning(false);
      setResult({ spin: answer.data, open: true });
    } catch {
      // Shown by the request helper (no spins left, no connection).
    } finally {
      active.current = false;
    }
  };

  const close = () => setResult((r) => r && { ...r, open: false });
  return { discRef, spin, busy: draw.pending || turning, result, close };
}
