import type { BetDetailQuerySchema, BetListQuerySchema, BetTotalsQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { betDetail } from './bet-detail.ts';
import { betList } from './bet-list.ts';
import type { BetRecordContext, BetRecordDeps } from './context.ts';
import { betFilters } from './filters.ts';
import { totalList } from './totals.ts';

export type { BetRecordDeps, GameDirectory } from './context.ts';

/**
 * A member's bet records across the platform's own lottery (asked through the lottery service)
 * and the external venues (the bets pulled from their histories, asked through the venue
 * module). Each source answers its newest page*limit bets in the date window, and the merge is
 * cut to the page, as the transaction records do.
 */
export function createBetRecordService(config: Pick<Config, 'timeZone'>, deps: BetRecordDeps) {
  const ctx: BetRecordContext = { ...deps, timeZone: config.timeZone };
  return {
    betList: (memberId: number, query: z.output<typeof BetListQuerySchema>, lang: Lang) =>
      betList(ctx, memberId, query, lang),
    totalList: (memberId: number, query: z.output<typeof BetTotalsQuerySchema>, lang: Lang) =>
      totalList(ctx, memberId, query, lang),
    betDetail: (memberId: number, query: z.output<typeof BetDetailQuerySchema>, lang: Lang) =>
      betDetail(ctx, memberId, query, lang),
    filters: (lang: Lang) => betFilters(ctx, lang),
  };
}

export type BetRecordService = ReturnType<typeof createBetRecordService>;
