import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** What the common module is built from. */
export type CommonDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'timeZone' | 'serviceEmail' | 'appUpdate'>;
};
