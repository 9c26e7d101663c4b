import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ChangeFeed } from '../../lib/invalidation.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Turnover } from '../turnover/index.ts';

/** What the venue module needs of the platform and of the turnover module. */
export type VenueDeps = {
  db: Db;
  config: Pick<Config, 'venues' | 'timeZone' | 'dataDir' | 'seedDemo'>;
  lifecycle: Lifecycle;
  clock: Clock;
  /** Settled venue bets work off the member's turnover requirement. */
  turnover: Turnover;
  /** The change feed every instance's cached catalogue listens to. */
  changes: ChangeFeed;
  /** What later modules do with the members whose venue bets a sync stored or moved on (responsible play). */
  betsSynced: readonly ((memberIds: number[]) => Promise<void>)[];
};
