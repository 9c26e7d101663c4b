import type { Db } from '../../db/client.ts';
import type { Common } from '../common/index.ts';
import type { Users } from '../user/index.ts';

/** What the payout module needs: the member's real name, and the bank list of the common dictionary. */
export type PayoutDeps = {
  db: Db;
  users: Pick<Users, 'userInfo'>;
  common: Pick<Common, 'dictionary'>;
};
