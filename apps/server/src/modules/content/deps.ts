import type { Lang, ServiceInfo } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Audit } from '../operator/index.ts';

/** What the content module needs of the platform and of the modules started before it. */
export type ContentDeps = {
  db: Db;
  config: Pick<Config, 'siteName' | 'timeZone' | 'withdraw' | 'payout' | 'identity' | 'deposit'>;
  audit: Audit;
  /** The Customer Service tab's channels and e-mail, from the service module. */
  serviceInfo: (lang: Lang) => Promise<ServiceInfo>;
  /** Whether online deposit channels have a payment provider (the deposits module knows). */
  onlineDeposit: boolean;
  /** The time categories and articles are stamped changed at. */
  clock: Clock;
};
