import { todayIn, type BetDetail, type BetRecord, type Lang } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { FeedbackDeps } from './deps.ts';

/** Bets offered to pick from: the newest this many of the window. */
const BETS_PICKED = 100;

/** The member's newest bets placed since `from`, from the bet records module. */
export async function recentBets(deps: FeedbackDeps, memberId: number, from: Date, lang: Lang): Promise<BetRecord[]> {
  const { timeZone } = deps.config;
  const query = {
    range: 'custom' as const,
    from: todayIn(timeZone, from),
    to: todayIn(timeZone, deps.clock()),
    page: 1,
    limit: BETS_PICKED,
  };
  return (await deps.bets.betList(memberId, query, lang)).list;
}

/** The member's bet `orderNo`, or null when the bet records module finds none of theirs. */
export async function betByOrderNo(
  deps: FeedbackDeps,
  memberId: number,
  orderNo: string,
  lang: Lang,
): Promise<BetDetail | null> {
  try {
    return await deps.bets.betDetail(memberId, { orderNo }, lang);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The feedback types' labels in `lang`, by code, from common's dictionary. */
export async function typeLabels(deps: FeedbackDeps, lang: Lang): Promise<Map<string, string>> {
  const dictionary = await deps.common.dictionary(lang, 'feedbackTypes');
  return new Map(dictionary.feedbackTypes?.map((i) => [i.code, i.label]) ?? []);
}
