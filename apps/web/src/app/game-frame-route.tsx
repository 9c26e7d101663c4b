import { GameFramePage } from '../features/venue-game/game-frame-page';
import { QuickTransfer } from '../features/wallet/quick-transfer';

/**
 * home/gameA with the wallet feature's quick transfer in its bar: they meet here, as a feature never
 * imports another (docs/architecture.md).
 */
export function GameFrameRoute() {
  return <GameFramePage transfer={(venue) => <QuickTransfer venue={venue} />} />;
}
