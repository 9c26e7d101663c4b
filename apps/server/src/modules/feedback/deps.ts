import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BetRecords } from '../bet-record/index.ts';
import type { Common } from '../common/index.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { TradeSource } from '../records/index.ts';

/** What the feedback module needs of the platform and of the modules started before it. */
export type FeedbackDeps = {
  db: Db;
  config: Pick<Config, 'timeZone'>;
  audit: Audit;
  /** The money modules' orders (deposits, withdrawals, transfers; bonuses are left out). */
  tradeSources: readonly TradeSource[];
  /** The member's bets, as the bet records module reads them (newest first in a date window; one by number). */
  bets: Pick<BetRecords, 'betList' | 'betDetail'>;
  /**
   * Who uploaded an image (a ticket carries only the member's own uploads) and the feedback types'
   * labels (the dictionary), both the common module's.
   */
  common: Pick<Common, 'uploadOwner' | 'dictionary'>;
  /** The time: the 7-day order window is judged by it. */
  clock: Clock;
  /** The feedback-answered message, written with the reply (docs/decisions.md, Messages and notices). */
  tell?: Tell;
};
