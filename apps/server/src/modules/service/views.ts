import type { AdminServiceChannel, Lang, ServiceChannel } from '@app/contract';
import type { serviceChannels } from './schema.ts';

export type ChannelRow = typeof serviceChannels.$inferSelect;

/** A channel as members see it: the title and hours of their language. */
export function memberView(row: ChannelRow, lang: Lang): ServiceChannel {
  return {
    id: row.id,
    kind: row.kind,
    title: lang === 'en' ? row.titleEn : row.titleZhHans,
    value: row.value,
    frameable: row.kind === 'live_chat' && row.frameable,
    hours: lang === 'en' ? row.hoursEn : row.hoursZhHans,
  };
}

/** A channel as operators edit it: both languages. */
export function adminView(row: ChannelRow): AdminServiceChannel {
  return {
    id: row.id,
    kind: row.kind,
    titleZhHans: row.titleZhHans,
    titleEn: row.titleEn,
    value: row.value,
    frameable: row.frameable,
    hoursZhHans: row.hoursZhHans,
    hoursEn: row.hoursEn,
    sort: row.sort,
    enabled: row.enabled,
  };
}
