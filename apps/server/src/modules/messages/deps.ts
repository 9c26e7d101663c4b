import type { Db } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';

/** What a member's inbox depends on: their VIP level (broadcasts by level) and when they joined. */
export type Recipient = { vipLevel: number; joinedAt: Date };

export type MessagesDeps = {
  db: Db;
  audit: Audit;
  /** The member as the user module knows them; null when there is no such member. */
  recipient: (memberId: number) => Promise<Recipient | null>;
  /** The time: scheduled messages appear when it passes their publish time. */
  clock: Clock;
};
