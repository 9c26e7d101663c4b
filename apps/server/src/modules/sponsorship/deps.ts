import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../operator/index.ts';

/** What the sponsorship module needs of the platform and of the modules started before it. */
export type SponsorshipDeps = {
  db: Db;
  config: Pick<Config, 'seedDemo'>;
  audit: Audit;
  /** The time partners are stamped changed at. */
  clock: Clock;
};
