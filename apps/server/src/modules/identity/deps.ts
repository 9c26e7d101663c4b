import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Common } from '../common/index.ts';
import type { Audit } from '../operator/index.ts';
import type { Users } from '../user/index.ts';

/** What the identity check needs of the platform and of the modules it stands on. */
export type IdentityDeps = {
  db: Db;
  config: Pick<Config, 'identity' | 'withdraw'>;
  /** The operators' audit log, written in the transaction of the approve or reject. */
  audit: Audit;
  /** When a submission was reviewed. */
  clock: Clock;
  /** `takeUpload`: moves a member's own upload out of the public uploads (in the submit's transaction). */
  common: Pick<Common, 'takeUpload'>;
  /** `withdrawnTotal`: a member's paid and pending withdrawals in fen. */
  withdraw: { withdrawnTotal: (memberId: number) => Promise<bigint> };
  members: Pick<Users, 'userInfo'>;
};
