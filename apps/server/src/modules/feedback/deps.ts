import type { BetDetail, BetRecord, Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { TradeSource } from '../records/trade-source.ts';

/** The member's bets, as the bet records module reads them (newest first in a date window; one by number). */
export type FeedbackBets = {
  recent: (memberId: number, from: Date, lang: Lang) => Promise<BetRecord[]>;
  byOrderNo: (memberId: number, orderNo: string, lang: Lang) => Promise<BetDetail | null>;
};

/** What the feedback module needs of the platform and of the modules started before it. */
export type FeedbackDeps = {
  db: Db;
  audit: Audit;
  /** The money modules' orders (deposits, withdrawals, transfers; bonuses are left out). */
  tradeSources: readonly TradeSource[];
  bets: FeedbackBets;
  /** Who uploaded an image (the common module): a ticket carries only the member's own uploads. */
  uploadOwner: (id: string) => Promise<number | null>;
  /** The feedback types' labels (common's dictionary), by code. */
  typeLabels: (lang: Lang) => Promise<Map<string, string>>;
  /** The time: the 7-day order window is judged by it; tests may inject their own. */
  clock: () => Date;
  /** The feedback-answered message, written with the reply (docs/decisions.md, Messages and notices). */
  tell?: Tell;
};
