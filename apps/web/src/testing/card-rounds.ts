import { createHash, createHmac } from 'node:crypto';
import {
  TABLE_DECKS,
  blocksFor,
  cardMessage,
  formatFen,
  parseAmountToFen,
  playTable,
  shuffledShoe,
  translate,
  type CardRound,
  type TableGame,
  type TableHand,
} from '@app/contract';

export const TEST_SERVER_SEED = '5d2c8e1f0a9b47c3e6f1d28a4b7c90e3f5a6d1c2b8e4f7a09c3d5e1b2a4f6c8d';

/** The server's shoe (apps/server/src/modules/cards/fair.ts), with node:crypto, as the reference. */
function serverShoe(game: TableGame, serverSeed: string, clientSeed: string, nonce: number): number[] {
  const key = Buffer.from(serverSeed, 'hex');
  const blocks: Uint8Array[] = [];
  for (let n = blocksFor(TABLE_DECKS[game] * 52); ; n += 1) {
    while (blocks.length < n) {
      blocks.push(
        createHmac('sha256', key)
          .update(cardMessage(clientSeed, nonce, blocks.length))
          .digest(),
      );
    }
    const shoe = shuffledShoe(TABLE_DECKS[game], blocks);
    if (shoe) return shoe;
  }
}

type RoundOptions = {
  game: TableGame;
  bets: { spot: string; amount: string }[];
  clientSeed?: string;
  nonce?: number;
  /** The seed rotated: the round shows its server seed. */
  revealed?: boolean;
  serverSeed?: string;
};

/** A round as the server deals and shows it (zh_hans labels), played from a known seed. */
export function dealtRound({
  game,
  bets,
  clientSeed = 'my-client-seed',
  nonce = 0,
  revealed = true,
  serverSeed = TEST_SERVER_SEED,
}: RoundOptions): CardRound {
  const stakes = bets.map((b) => ({ spot: b.spot, stakeFen: parseAmountToFen(b.amount)! }));
  const { deal, returns } = playTable(game, serverShoe(game, serverSeed, clientSeed, nonce), stakes);
  const hand: TableHand =
    deal.game === 'dragon_tiger'
      ? { game: 'dragon_tiger', dragon: deal.hand.dragon, tiger: deal.hand.tiger, winner: deal.hand.winner }
      : {
          game: 'baccarat',
          player: deal.hand.player,
          banker: deal.hand.banker,
          playerTotal: deal.hand.playerTotal,
          bankerTotal: deal.hand.bankerTotal,
          winner: deal.hand.winner,
        };
  const stake = stakes.reduce((sum, s) => sum + s.stakeFen, 0n);
  const payout = returns.reduce((sum, r) => sum + r, 0n);
  return {
    orderNo: `C2026030100000${nonce}`,
    game,
    gameName: translate('zh_hans', `cards.game.${game}`),
    status: 'completed',
    stake: formatFen(stake),
    payout: formatFen(payout),
    winLose: formatFen(payout - stake),
    bets: stakes.map((s, i) => ({
      spot: s.spot,
      spotLabel: translate('zh_hans', `cards.spot.${s.spot}` as 'cards.spot.player'),
      amount: formatFen(s.stakeFen),
      payout: formatFen(returns[i]!),
    })),
    hand,
    blackjack: null,
    moves: [],
    fairness: {
      serverSeedHash: createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex'),
      serverSeed: revealed ? serverSeed : null,
      clientSeed,
      nonce,
    },
    placedAt: '2026-03-01T04:05:06.000Z',
    settledAt: '2026-03-01T04:05:06.000Z',
  };
}
