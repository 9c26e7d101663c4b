import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../operator/index.ts';

/** What the service module needs of the platform and of the modules started before it. */
export type ServiceDeps = {
  db: Db;
  /** `serviceEmail` is the one common/getSystemInfo answers: one setting, read by both. */
  config: Pick<Config, 'serviceEmail' | 'seedDemo' | 'sandboxChat'>;
  audit: Audit;
  /** The time channels are stamped changed at. */
  clock: Clock;
};
