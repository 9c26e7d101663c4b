import type { Db } from '../../db/client.ts';
import { account, balanceOf } from '../../ledger/index.ts';

/** The member's central wallet balance, in fen. */
export const centralOf = (db: Db, memberId: number) => balanceOf(db, account.central(memberId));

/** The member's wallet at the house venue, which is a ledger account of ours. */
export const houseWalletOf = (db: Db, memberId: number, venueCode: string) =>
  balanceOf(db, account.venue(memberId, venueCode));
