import type { BlackjackAction, CardRound } from '@app/contract';
import { useRef, useState } from 'react';
import { getCardRound, useBlackjackAct, useBlackjackDeal, useRecentRounds } from '../../../api/cards';
import { ApiError } from '../../../api/api-error';

/** How many of the member's latest blackjack rounds the page reads: the recent list, and the one to resume. */
export const RECENT_ROUNDS = 10;

/**
 * The round on the table and the member's moves. It is the round this page dealt or moved last,
 * else the newest unfinished round of the member's rounds (CARDS_API.rounds) (one left open by a reload or another device),
 * unless the member put it away with "New hand". Each tap is one money action with its own
 * Idempotency-Key: a retry of the same move after no answer keeps the key (the server answers it
 * once), any other move gets a fresh one.
 */
export function useBlackjackRound() {
  const recent = useRecentRounds('blackjack', RECENT_ROUNDS);
  const deal = useBlackjackDeal();
  const act = useBlackjackAct();
  const [played, setPlayed] = useState<CardRound | null>(null);
  const [putAway, setPutAway] = useState<string[]>([]);
  const lastMove = useRef('');

  const resumable =
    recent.data?.list.find((r) => r.status === 'unfinished' && r.blackjack && !putAway.includes(r.orderNo)) ?? null;
  const round = played ?? resumable;

  const onDeal = async (stake: string) => {
    try {
      const answer = await deal.submit(stake);
      if (answer) setPlayed(answer.data.round);
    } catch {
      // The request helper showed why (a refusal's message, or the network); the table stays as it was.
    }
  };

  const onAct = async (action: BlackjackAction) => {
    if (!round) return;
    const move = `${round.orderNo}:${round.moves.length}:${action}`;
    if (move !== lastMove.current) act.renew();
    lastMove.current = move;
    try {
      const answer = await act.submit({ orderNo: round.orderNo, action });
      if (answer) setPlayed(answer.data.round);
    } catch (error) {
      // Refused (moved on elsewhere, or over): the table shows the round as the server has it now.
      if (error instanceof ApiError) setPlayed(await getCardRound(round.orderNo).catch(() => round));
    }
  };

  const onNewHand = () => {
    if (round) setPutAway((list) => [...list, round.orderNo]);
    setPlayed(null);
  };

  return {
    round,
    /** The round came back from the member's rounds rather than from a tap here. */
    resumed: played === null && round !== null,
    recent,
    onDeal,
    onAct,
    onNewHand,
    pending: deal.pending || act.pending,
    renewDeal: deal.renew,
  };
}
