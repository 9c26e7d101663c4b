import type { WalletDeps } from './context.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

/** The member's wallets: lists, transfers and one-click recycle, on top of the venues. */
export function startWallet(deps: WalletDeps) {
  const wallet = createWalletService(deps.db, deps.venues, deps.betGates);
  return { routes: walletRoutes(wallet) };
}
