import type { WalletDeps } from './deps.ts';
import { walletRoutes } from './routes.ts';

/** The member's wallets: lists, transfers and one-click recycle, on top of the venues. */
export function startWallet(deps: WalletDeps) {
  return { routes: walletRoutes(deps) };
}
