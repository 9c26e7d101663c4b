import { resolveDateRange, type DateRangeQuery, type Lang } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { venueName } from '../venue/index.ts';
import type { BetRecordDeps } from './deps.ts';

/** The platforms in the venue order and their names in the member's language. */
export type PlatformNames = { order: string[]; name: (code: string) => string };

/** The query's date window, in the platform time zone; a bad window is the member's error. */
export function dateWindow({ config }: BetRecordDeps, query: DateRangeQuery) {
  const r = resolveDateRange(query, config.timeZone);
  if (!r.ok) throw new AppError(r.error);
  return r;
}

export async function platformNames({ venues }: BetRecordDeps, lang: Lang): Promise<PlatformNames> {
  const list = await venues.list();
  const names = new Map(list.map((v) => [v.code, venueName(v, lang)]));
  return { order: list.map((v) => v.code), name: (code) => names.get(code) ?? code };
}
