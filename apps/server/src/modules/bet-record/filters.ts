import { BET_STATUSES, type Lang } from '@app/contract';
import { platformNames, type BetRecordContext } from './context.ts';
import { statusLabel } from './views.ts';

/** The platforms and statuses the records can be filtered by. */
export async function betFilters(ctx: BetRecordContext, lang: Lang) {
  const names = await platformNames(ctx, lang);
  return {
    platforms: names.order.map((code) => ({ code, label: names.name(code) })),
    statuses: BET_STATUSES.map((code) => ({ code, label: statusLabel(code, lang) })),
  };
}
