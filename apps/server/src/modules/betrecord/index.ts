import type { Config } from '../../config.ts';
import { betRecordRoutes } from './routes.ts';
import { createBetRecordService, type BetRecordDeps } from './service.ts';

/** The member's bet records across the platform's lottery and the external venues. */
export function startBetRecords(deps: BetRecordDeps & { config: Pick<Config, 'timeZone'> }) {
  return { routes: betRecordRoutes(createBetRecordService(deps.config, deps)) };
}
