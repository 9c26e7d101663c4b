import type { Db } from '../../db/client.ts';
import type { SqlGate } from '../../lib/gates.ts';
import { account, balanceOf } from '../../ledger/index.ts';
import type { VenueService } from '../venue/service.ts';

export type WalletDeps = {
  db: Db;
  venues: VenueService;
  /** Checks of other modules money moved into a venue wallet must pass (responsible play), lib/gates.ts. */
  betGates: readonly SqlGate<{ memberId: number; amount: bigint }>[];
};

/** The member's central wallet balance, in fen. */
export const centralOf = (db: Db, memberId: number) => balanceOf(db, account.central(memberId));

/** The member's wallet at the house venue, which is a ledger account of ours. */
export const houseWalletOf = (db: Db, memberId: number, venueCode: string) =>
  balanceOf(db, account.venue(memberId, venueCode));
