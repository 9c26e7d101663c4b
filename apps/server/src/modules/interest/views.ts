import { formatFen, translate, type InterestRecordType, type Lang } from '@app/contract';
import type { interestSettings } from './schema.ts';

/** The settings in force: the one row, without its key. */
export type Settings = Omit<typeof interestSettings.$inferSelect, 'id'>;

/** Millionths a year as the percentage shown ("3.65"): at most 4 decimals, at least 2. */
export function ratePercent(ratePpm: number): string {
  const text = (ratePpm / 10_000).toFixed(4).replace(/0{1,2}$/, '');
  return text;
}

export const settingsView = (s: Settings) => ({
  annualRate: ratePercent(s.ratePpm),
  autoCredit: s.autoCredit,
  turnoverMultiple: s.turnoverPercent / 100,
  updatedAt: s.updatedAt ? s.updatedAt.toISOString() : null,
});

export const typeLabel = (type: InterestRecordType, lang: Lang) => translate(lang, `interest.type.${type}`);

export type RecordRow = {
  order_no: string;
  type: InterestRecordType;
  amount: string;
  day: string | null;
  at: Date | string;
};

export const recordView = (lang: Lang) => (r: RecordRow) => ({
  orderNo: r.order_no,
  type: r.type,
  typeLabel: typeLabel(r.type, lang),
  amount: formatFen(BigInt(r.amount)),
  day: r.day,
  createdAt: new Date(r.at).toISOString(),
});
