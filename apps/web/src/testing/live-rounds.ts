import { createHash, createHmac } from 'node:crypto';
import {
  BACCARAT_DECKS,
  blocksFor,
  cardMessage,
  dealBaccarat,
  shuffledShoe,
  type LiveHand,
  type LiveRound,
} from '@app/contract';

export const LIVE_TEST_SEED = '9a1f3c5e7b2d4f6081a3c5e7092b4d6f8a1c3e5f7092b4d6e8f0a2c4e6b8d0f2';

/** The server's deal of a round (apps/server/src/lib/card-shoe.ts, modules/live/rounds.ts), with node:crypto, as the reference. */
export function liveHandOf(roundId: string, seed: string): LiveHand {
  const key = Buffer.from(seed, 'hex');
  const blocks: Uint8Array[] = [];
  for (let n = blocksFor(BACCARAT_DECKS * 52); ; n += 1) {
    while (blocks.length < n) {
      blocks.push(
        createHmac('sha256', key)
          .update(cardMessage(roundId, 0, blocks.length))
          .digest(),
      );
    }
    const shoe = shuffledShoe(BACCARAT_DECKS, blocks);
    if (!shoe) continue;
    const { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair } = dealBaccarat(shoe);
    return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair };
  }
}

type LiveRoundOptions = { n: number; opensAt: string; closesAt: string; status?: LiveRound['status']; seed?: string };

/** Round n of the live table as the server shows it: open (seed hidden), or dealt from `seed`. */
export function liveRoundOf({
  n,
  opensAt,
  closesAt,
  status = 'open',
  seed = LIVE_TEST_SEED,
}: LiveRoundOptions): LiveRound {
  const roundId = `live_baccarat-${n}`;
  const dealt = status !== 'open';
  return {
    roundId,
    table: 'live_baccarat',
    status,
    opensAt,
    closesAt,
    seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    seed: dealt ? seed : null,
    hand: dealt ? liveHandOf(roundId, seed) : null,
  };
}
