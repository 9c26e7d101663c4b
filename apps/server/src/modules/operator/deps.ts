import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the operator module needs of the platform: its sessions' rules and the lock-out of logins. */
export type OperatorDeps = {
  db: Db;
  config: Pick<Config, 'login' | 'operatorSession'>;
  clock: Clock;
};
