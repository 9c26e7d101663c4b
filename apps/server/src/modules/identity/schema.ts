import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A member's request to be verified, reviewed by an operator of the risk queue. At most one is
 * pending per member; the newest one is the member's state.
 */
export const identitySubmissions = pgTable(
  'identity_submissions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text(),
    operatorId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('identity_submissions_member_idx').on(t.memberId, t.id),
    index('identity_submissions_status_idx').on(t.status, t.id),
    uniqueIndex('identity_submissions_one_pending_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The document images of a submission, moved here out of the public uploads on submit so that only
 * the risk queue serves them (docs/decisions.md, Identity verification).
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: text().primaryKey(),
    submissionId: bigint({ mode: 'number' }).notNull(),
    side: text({ enum: ['front', 'back', 'holding'] }).notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [uniqueIndex('identity_documents_submission_side_idx').on(t.submissionId, t.side)],
);
