import { CARD_STAKE, TABLE_SPOTS, formatFen, type PlayTableInput, type TableGame } from '@app/contract';
import { useCallback, useMemo, useState } from 'react';

/** The chips, in fen: those within the stake range of a spot (rules/cards/table.ts CARD_STAKE). */
export const CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n].filter(
  (c) => c >= CARD_STAKE.minFen && c <= CARD_STAKE.maxFen,
);

/**
 * The stakes on the table: the chip in hand, and per spot the chips put on it. A spot takes chips
 * up to the most a spot may carry; `add` answers false for a chip that would go over.
 */
export function useTableBets(game: TableGame) {
  const [chip, setChip] = useState<bigint>(CHIPS[2] ?? CHIPS[0]!);
  const [stakes, setStakes] = useState<Partial<Record<string, bigint>>>({});

  const add = useCallback(
    (spot: string) => {
      const next = (stakes[spot] ?? 0n) + chip;
      if (next > CARD_STAKE.maxFen) return false;
      setStakes({ ...stakes, [spot]: next });
      return true;
    },
    [stakes, chip],
  );
  const clear = useCallback(() => setStakes({}), []);

  const spots = TABLE_SPOTS[game];
  const total = spots.reduce((sum, s) => sum + (stakes[s] ?? 0n), 0n);
  /** The round to play, the spots in the table's order. */
  const input = useMemo<PlayTableInput>(
    () => ({
      game,
      bets: spots.filter((s) => stakes[s]).map((spot) => ({ spot, amount: formatFen(stakes[spot]!) })),
    }),
    [game, spots, stakes],
  );

  return { chip, setChip, stakes, add, clear, total, input };
}
