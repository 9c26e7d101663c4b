import type { CardRound } from '@app/contract';
import { useEffect, useMemo, useState } from 'react';
import { blackjackSteps } from '../../../shared/cards/blackjack-deal-order';
import { DEAL_STEP_MS } from '../use-deal-reveal';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The round's cards put on the table one step at a time (a card comes face down, then turns up:
 * shared/cards/blackjack-deal-order.ts). A new round (another order number) starts from the first
 * step when `animate`, else shows all at once (a round resumed after a reload); a later answer of the
 * same round adds steps at the end, so only its new cards are dealt. Reduced motion shows all.
 */
export function useBlackjackReveal(round: CardRound | null, animate: boolean) {
  const steps = useMemo(() => (round?.blackjack ? blackjackSteps(round.blackjack) : []), [round]);
  const key = round?.orderNo ?? '';
  const [still] = useState(reducedMotion);
  const [at, setAt] = useState({ key, done: steps.length });
  let done = at.done;
  if (at.key !== key) {
    // A different round: derived state, set during render so no frame shows the old count.
    done = animate ? 0 : steps.length;
    setAt({ key, done });
  }
  if (still) done = steps.length;

  useEffect(() => {
    if (at.key !== key || at.done >= steps.length) return;
    const timer = setTimeout(() => setAt((a) => (a.key === key ? { key, done: a.done + 1 } : a)), DEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [at, key, steps.length]);

  const shown = Math.min(done, steps.length);
  return { done: shown, revealing: shown < steps.length };
}
