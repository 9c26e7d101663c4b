import type { CardRound } from '@app/contract';
import { useEffect, useState } from 'react';
import { verifyBlackjackRound, type BlackjackCheck } from '../../../shared/cards/verify-blackjack';

export type RoundCheckState = BlackjackCheck['status'] | 'checking' | 'unsupported';

/**
 * A blackjack round recomputed on this device once its seed is revealed (shared/cards/verify-blackjack.ts):
 * `verified`, `mismatch`, `pending` (seed not revealed), `checking` meanwhile, or `unsupported`
 * (no WebCrypto: an insecure origin).
 */
export function useRoundCheck(round: CardRound): RoundCheckState {
  const revealed = round.fairness.serverSeed !== null;
  const [state, setState] = useState<{ round: CardRound; status: RoundCheckState } | null>(null);

  useEffect(() => {
    if (!revealed) return;
    let current = true;
    verifyBlackjackRound(round).then(
      (check) => current && setState({ round, status: check.status }),
      () => current && setState({ round, status: 'unsupported' }),
    );
    return () => {
      current = false;
    };
  }, [round, revealed]);

  if (!revealed) return 'pending';
  return state?.round === round ? state.status : 'checking';
}
