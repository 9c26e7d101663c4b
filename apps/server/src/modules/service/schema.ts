import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SERVICE_CHANNEL_KINDS } from '@app/contract';

/**
 * The customer service channels operators configure (docs/decisions.md, Customer service): a live
 * chat page or a contact handle, titled and with service hours in both languages.
 */
export const serviceChannels = pgTable(
  'service_channels',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: SERVICE_CHANNEL_KINDS }).notNull(),
    titleZhHans: text().notNull(),
    titleEn: text().notNull(),
    /** The chat page's URL for live chat; the handle (account, number, address) otherwise. */
    value: text().notNull(),
    /** Live chat only: the provider allows its page inside the app's frame page. */
    frameable: boolean().notNull().default(false),
    hoursZhHans: text().notNull().default(''),
    hoursEn: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_channels_enabled_sort_idx').on(t.enabled, t.sort)],
);
