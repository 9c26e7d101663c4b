import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Common } from '../common/index.ts';
import type { Notify } from '../security/index.ts';
import type { Users } from '../user/index.ts';

/** What the payout module needs: the member's real name, and the bank list of the common dictionary. */
export type PayoutDeps = {
  db: Db;
  config: Pick<Config, 'payout' | 'timeZone'>;
  users: Pick<Users, 'userInfo' | 'confirmLoginPassword'>;
  common: Pick<Common, 'dictionary'>;
  /** When an account's cooldown ends, and when it was deleted. */
  clock: Clock;
  /** Tells the member an account was added (docs/decisions.md, Account security). */
  notify: Notify;
};
