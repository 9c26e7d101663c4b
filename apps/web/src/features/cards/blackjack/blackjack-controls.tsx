import type { BlackjackAction, CardRound } from '@app/contract';
import { TableControls } from '../table-controls';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackResult } from './blackjack-result';
import type { useStake } from './use-stake';

type Props = {
  round: CardRound | null;
  /** The round's cards are still being dealt in: no buttons meanwhile. */
  revealing: boolean;
  /** A deal or a move is in flight. */
  pending: boolean;
  stake: ReturnType<typeof useStake>;
  onDeal: () => void;
  onAct: (action: BlackjackAction) => void;
  onNewHand: () => void;
};

/**
 * Under the felt, what the member can do now: before a hand the chips and Deal; during it the moves
 * the round allows; at its end the result and "New hand". Nothing while the cards are coming.
 */
export function BlackjackControls({ round, revealing, pending, stake, onDeal, onAct, onNewHand }: Props) {
  if (!round) {
    return (
      <TableControls
        chip={stake.chip}
        onChip={stake.setChip}
        total={stake.stake}
        onClear={stake.clear}
        onDeal={onDeal}
        busy={pending || revealing}
      />
    );
  }
  if (revealing || !round.blackjack) return null;
  if (round.status === 'completed') return <BlackjackResult round={round} onNewHand={onNewHand} />;
  return <BlackjackActions view={round.blackjack} pending={pending} onAct={onAct} />;
}
