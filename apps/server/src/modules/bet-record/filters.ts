import { BET_STATUSES, type Lang } from '@app/contract';
import type { BetRecordDeps } from './deps.ts';
import { platformNames } from './platforms.ts';
import { statusLabel } from './views.ts';

/** The platforms and statuses the records can be filtered by. */
export async function betFilters(deps: BetRecordDeps, lang: Lang) {
  const names = await platformNames(deps, lang);
  return {
    platforms: names.order.map((code) => ({ code, label: names.name(code) })),
    statuses: BET_STATUSES.map((code) => ({ code, label: statusLabel(code, lang) })),
  };
}
