import { BACCARAT_BETS, CARD_STAKE, formatFen, type BaccaratBet } from '@app/contract';
import { useCallback, useMemo, useState } from 'react';

/** The chips, in fen: those within the stake range of a spot (rules/cards/table.ts CARD_STAKE). */
export const LIVE_CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n].filter(
  (c) => c >= CARD_STAKE.minFen && c <= CARD_STAKE.maxFen,
);

/**
 * The chips on the table before they are confirmed: the chip in hand and per spot the chips put on
 * it, up to the most a spot may carry (`add` answers false for a chip that would go over).
 */
export function useLiveStakes() {
  const [chip, setChip] = useState<bigint>(LIVE_CHIPS[2] ?? LIVE_CHIPS[0]!);
  const [stakes, setStakes] = useState<Partial<Record<BaccaratBet, bigint>>>({});

  const add = useCallback(
    (spot: BaccaratBet) => {
      const next = (stakes[spot] ?? 0n) + chip;
      if (next > CARD_STAKE.maxFen) return false;
      setStakes({ ...stakes, [spot]: next });
      return true;
    },
    [stakes, chip],
  );
  const clear = useCallback(() => setStakes({}), []);

  const total = BACCARAT_BETS.reduce((sum, s) => sum + (stakes[s] ?? 0n), 0n);
  /** The bets to send, the spots in the table's order. */
  const bets = useMemo(
    () => BACCARAT_BETS.filter((s) => stakes[s]).map((spot) => ({ spot, amount: formatFen(stakes[spot]!) })),
    [stakes],
  );

  return { chip, setChip, stakes, add, clear, total, bets };
}
