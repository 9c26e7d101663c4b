import type { Db } from '../../db/client.ts';
import type { SqlGate } from '../../lib/gates.ts';
import type { Venues } from '../venue/index.ts';

/** What the wallet module needs: the venues it moves money to and from, and the gates on money into them. */
export type WalletDeps = {
  db: Db;
  venues: Pick<Venues, 'catalogue' | 'balanceAt' | 'pendingByVenue' | 'hasPlayer' | 'findByKey' | 'transfer'>;
  /** Checks of other modules money moved into a venue wallet must pass (responsible play), lib/gates.ts. */
  betGates: readonly SqlGate<{ memberId: number; amount: bigint }>[];
};
