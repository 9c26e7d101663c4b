import type { LiveRound } from '@app/contract';
import { useEffect, useState } from 'react';

// A step brings a card to the table or turns it; the steps take about half the time the deal is shown.
const MAX_STEP_MS = 400;
const MIN_STEP_MS = 60;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** How long a step of the deal takes: the server's show time (close to the next opening) shared out. */
export function dealStepMs(round: LiveRound, nextOpensAt: string): number {
  const showMs = Date.parse(nextOpensAt) - Date.parse(round.closesAt);
  const cards = round.hand ? round.hand.player.length + round.hand.banker.length : 6;
  const step = showMs / 2 / (cards * 2);
  return Number.isFinite(step) ? Math.min(MAX_STEP_MS, Math.max(MIN_STEP_MS, Math.round(step))) : MAX_STEP_MS;
}

/**
 * The deal of the round shown, card by card: step 2i+1 brings card i (in deal order) to the table
 * face down, step 2i+2 turns it up (the card's CSS flip). Only a round this page saw taking bets is
 * dealt in so; one already dealt when the page opened (or with reduced motion) shows at once.
 */
export function useLiveDeal(round: LiveRound | null, stepMs: number) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const [deal, setDeal] = useState<{ roundId: string; step: number } | null>(null);
  const hand = round && round.status !== 'open' ? round.hand : null;
  const cards = hand ? hand.player.length + hand.banker.length : 0;
  const dealtId = hand ? round!.roundId : null;

  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (round?.status === 'open' && !openIds.includes(round.roundId)) {
    setOpenIds([...openIds.slice(-3), round.roundId]);
  }
  if (dealtId !== null && deal?.roundId !== dealtId) {
    setDeal({ roundId: dealtId, step: openIds.includes(dealtId) && !reducedMotion() ? 0 : cards * 2 });
  }
  const step = deal && deal.roundId === dealtId ? deal.step : cards * 2;

  useEffect(() => {
    if (step >= cards * 2) return;
    const timer = setTimeout(() => setDeal((d) => d && { ...d, step: d.step + 1 }), stepMs);
    return () => clearTimeout(timer);
  }, [step, cards, stepMs]);

  return { dealt: Math.ceil(step / 2), faceUp: Math.floor(step / 2), revealing: step < cards * 2 };
}
