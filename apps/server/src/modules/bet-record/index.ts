import type { Config } from '../../config.ts';
import { betRecordRoutes } from './routes.ts';
import { createBetRecordService, type BetRecordDeps } from './service.ts';

/** The member's bet records across the platform's lottery and the external venues. */
export function startBetRecords(deps: BetRecordDeps & { config: Pick<Config, 'timeZone'> }) {
  const service = createBetRecordService(deps.config, deps);
  // Other modules (feedback's order picker) read the member's bets through these.
  return { routes: betRecordRoutes(service), betList: service.betList, betDetail: service.betDetail };
}
