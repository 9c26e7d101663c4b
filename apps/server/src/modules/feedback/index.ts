import type { Config } from '../../config.ts';
import type { BetRecordService } from '../betrecord/service.ts';
import type { Common } from '../common/index.ts';
import type { FeedbackDeps } from './deps.ts';
import { feedbackRoutes } from './routes.ts';
import { feedbackBets, feedbackTypeLabels } from './sources.ts';

export type { FeedbackBets, FeedbackDeps } from './deps.ts';

/** What modules.ts hands over: the modules feedback reads, adapted here to its deps. */
export type FeedbackModules = Pick<FeedbackDeps, 'db' | 'audit' | 'tradeSources' | 'tell'> & {
  config: Pick<Config, 'timeZone'>;
  bets: Pick<BetRecordService, 'betList' | 'betDetail'>;
  common: Pick<Common, 'uploadOwner' | 'dictionary'>;
  clock?: () => Date;
};

/**
 * Feedback tickets (docs/product.md, Feedback): the member picks one of their orders of the past 7 days,
 * describes the problem with up to 3 images, and talks with support until it is closed.
 */
export function startFeedback({ config, bets, common, clock, ...rest }: FeedbackModules) {
  const deps: FeedbackDeps = {
    ...rest,
    bets: feedbackBets(bets, config.timeZone),
    uploadOwner: common.uploadOwner,
    typeLabels: feedbackTypeLabels(common.dictionary),
    clock: clock ?? (() => new Date()),
  };
  return { routes: feedbackRoutes(deps) };
}
