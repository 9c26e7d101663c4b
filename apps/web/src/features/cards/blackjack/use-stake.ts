import { CARD_STAKE, formatFen } from '@app/contract';
import { useCallback, useState } from 'react';
import { CHIPS } from '../use-table-bets';

/**
 * The stake of the next hand: the chip in hand, and the chips put on the betting spot, up to the
 * most one hand may carry (CARD_STAKE). Kept after a hand, so "New hand" deals the same again.
 */
export function useStake() {
  const [chip, setChip] = useState<bigint>(CHIPS[2] ?? CHIPS[0]!);
  const [stake, setStake] = useState(0n);

  /** Adds the chip; false when it would go over the most a hand takes. */
  const add = useCallback(() => {
    if (stake + chip > CARD_STAKE.maxFen) return false;
    setStake(stake + chip);
    return true;
  }, [stake, chip]);
  const clear = useCallback(() => setStake(0n), []);

  return { chip, setChip, stake, add, clear, amount: formatFen(stake) };
}
