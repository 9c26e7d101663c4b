import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { ChangeFeed } from '../lib/invalidation.ts';
import type { Lifecycle } from '../lib/lifecycle.ts';
import type { Gates } from './gates.ts';

export type Platform = { database: Database; config: Config; lifecycle: Lifecycle };

/** What every group of modules starts from: the platform, the one clock, the change feed and the gate lists. */
export type Base = Platform & { clock: Clock; changes: ChangeFeed; gates: Gates };
