import type { Db } from '../../db/client.ts';
import type { VenueService } from '../venue/service.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

/** The member's wallets: lists, transfers and one-click recycle, on top of the venues. */
export function startWallet(deps: { db: Db; venues: VenueService }) {
  const wallet = createWalletService(deps.db, deps.venues);
  return { routes: walletRoutes(wallet) };
}
