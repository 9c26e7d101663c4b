import { todayIn, type DictionaryType, type Lang, type SysDictionary } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { BetRecordService } from '../betrecord/service.ts';
import type { FeedbackBets } from './deps.ts';

/** Bets offered to pick from: the newest this many of the window. */
const BETS_PICKED = 100;

/** The bet records module read as feedback needs it: the member's newest bets since `from`, and one by number. */
export function feedbackBets(bets: Pick<BetRecordService, 'betList' | 'betDetail'>, timeZone: string): FeedbackBets {
  return {
    recent: async (memberId, from, lang) => {
      const query = {
        range: 'custom' as const,
        from: todayIn(timeZone, from),
        to: todayIn(timeZone),
        page: 1,
        limit: BETS_PICKED,
      };
      return (await bets.betList(memberId, query, lang)).list;
    },
    byOrderNo: async (memberId, orderNo, lang) => {
      try {
        return await bets.betDetail(memberId, { orderNo }, lang);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  };
}

/** The feedback types' labels in `lang`, from common's dictionary. */
export function feedbackTypeLabels(dictionary: (lang: Lang, type: DictionaryType) => Promise<SysDictionary>) {
  return async (lang: Lang) =>
    new Map((await dictionary(lang, 'feedbackTypes')).feedbackTypes?.map((i) => [i.code, i.label]) ?? []);
}
