import { useCallback, useEffect, useState } from 'react';

/** A card comes to the table, then turns over, a step each. */
export const DEAL_STEP_MS = 320;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The deal of a round's cards one by one: step 2i+1 brings card i to the table face down, step
 * 2i+2 turns it up (the flip is the card's CSS transition). With reduced motion all are up at once.
 */
export function useDealReveal() {
  const [deal, setDeal] = useState({ cards: 0, step: 0 });
  const last = deal.cards * 2;

  useEffect(() => {
    if (deal.step >= last) return;
    const timer = setTimeout(() => setDeal((d) => ({ ...d, step: d.step + 1 })), DEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [deal.step, last]);

  const start = useCallback((cards: number) => setDeal({ cards, step: reducedMotion() ? cards * 2 : 0 }), []);

  return {
    start,
    dealt: Math.ceil(deal.step / 2),
    faceUp: Math.floor(deal.step / 2),
    revealing: deal.step < last,
  };
}
