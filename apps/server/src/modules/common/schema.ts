import { bigint, boolean, customType, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Reference lists shown to members (feedback types, payment and withdrawal methods, game categories). */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    type: text().notNull(),
    code: text().notNull(),
    labelZhHans: text().notNull(),
    labelEn: text().notNull(),
    sort: integer().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

export const banks = pgTable('banks', {
  code: text().primaryKey(),
  nameZhHans: text().notNull(),
  nameEn: text().notNull(),
  fastTransfer: boolean().notNull().default(false),
  sort: integer().notNull(),
  enabled: boolean().notNull().default(true),
});

/** Uploaded images live in the database so every instance can serve them without shared disk. */
export const uploads = pgTable('uploads', {
  id: text().primaryKey(),
  memberId: bigint({ mode: 'number' }).notNull(),
  directory: text().notNull(),
  mime: text().notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each member stored per platform day, against the daily upload quota: one row per member and
 * day, raised in the same statement that checks the quota (upload-quota.ts).
 */
export const uploadQuotas = pgTable(
  'upload_quotas',
  {
    memberId: bigint({ mode: 'number' }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
