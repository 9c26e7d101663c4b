import type { Db } from '../../db/client.ts';
import type { Cached } from '../../lib/answer-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Common } from '../common/index.ts';
import type { Audit } from '../operator/index.ts';
import type { Venues } from '../venue/index.ts';

/** What the catalogue needs of the platform and of the modules started before it. */
export type CatalogueDeps = {
  db: Db;
  clock: Clock;
  /**
   * Public answers shared by every reader, emptied whenever the change feed says the catalogue
   * changed on any instance (docs/decisions.md, Catalogue cache).
   */
  cached: Cached;
  /** The venues in service, whether each takes players, and the launch of their games. */
  venues: Pick<Venues, 'catalogue' | 'launch'>;
  common: Pick<Common, 'dictionary'>;
  /** Checks of other modules before a venue's game opens (responsible play; amount 0), lib/gates.ts. */
  launchGates: readonly Gate<{ memberId: number; amount: bigint }>[];
  /** Operators' notice saves are audited. */
  audit: Audit;
};
