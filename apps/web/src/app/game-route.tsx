import { LIVE_TABLES, TABLE_GAMES } from '@app/contract';
import { useSearchParams } from 'react-router';
import { lazyPage } from './lazy-page';

// Each game's page stays its own chunk: opening the lottery does not fetch the card table, nor the reverse.
const LotteryPage = lazyPage(() => import('../features/lottery/lottery-page').then((m) => m.LotteryPage));
const CardTablePage = lazyPage(() => import('../features/cards/card-table-page').then((m) => m.CardTablePage));
const LiveTablePage = lazyPage(() => import('../features/live/live-table-page').then((m) => m.LiveTablePage));
const BlackjackPage = lazyPage(() => import('../features/cards/blackjack/blackjack-page').then((m) => m.BlackjackPage));

/**
 * /pages/home/game?game=: the catalogue opens the first-party lottery and the card tables at the same
 * page path (contract's `lotteryRoute`, `cardGameRoute`); the game code says which page it is.
 * The two features meet here, as a feature never imports another (docs/architecture.md).
 */
export function GameRoute() {
  const [params] = useSearchParams();
  const game = params.get('game') ?? '';
  if ((LIVE_TABLES as readonly string[]).includes(game)) return <LiveTablePage />;
  if (game === 'blackjack') return <BlackjackPage />;
  return (TABLE_GAMES as readonly string[]).includes(game) ? <CardTablePage /> : <LotteryPage />;
}
