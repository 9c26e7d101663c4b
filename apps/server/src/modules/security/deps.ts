import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tell } from '../messages/index.ts';

/**
 * The security notices need the database, the clock (when a notice is read), and the messages
 * module's `tell` for the notices that are also a message in the inbox (a new device); sessions
 * stay with the user module.
 */
export type SecurityDeps = { db: Db; clock: Clock; tell?: Tell };
