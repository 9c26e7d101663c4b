import type { BetDetailQuerySchema, BetListQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { betDetail } from './bet-detail.ts';
import { betList } from './bet-list.ts';
import type { BetRecordDeps } from './deps.ts';
import { betRecordRoutes } from './routes.ts';

export type { BetRecordDeps, GameDirectory } from './deps.ts';

/**
 * The member's bet records across the platform's own lottery (asked through the lottery module)
 * and the external venues (the bets pulled from their histories, asked through the venue
 * module). Each source answers its newest page*limit bets in the date window, and the merge is
 * cut to the page, as the transaction records do.
 */
export function startBetRecord(deps: BetRecordDeps) {
  return {
    routes: betRecordRoutes(deps),
    // Other modules (feedback's order picker) read the member's bets through these.
    betList: (memberId: number, query: z.output<typeof BetListQuerySchema>, lang: Lang) =>
      betList(deps, memberId, query, lang),
    betDetail: (memberId: number, query: z.output<typeof BetDetailQuerySchema>, lang: Lang) =>
      betDetail(deps, memberId, query, lang),
  };
}

/** The bet records as other modules read them. */
export type BetRecords = ReturnType<typeof startBetRecord>;
