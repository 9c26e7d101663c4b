import type { UserInfo } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { createMessageAdmin } from './admin.ts';
import type { MessagesDeps, Recipient } from './deps.ts';
import { createInbox } from './inbox.ts';
import { messagesRoutes } from './routes.ts';
import { tell } from './tell.ts';

export type { Tell } from './tell.ts';
export type { MessagesDeps } from './deps.ts';

/**
 * Messages to members (docs/decisions.md, Messages and notices): operators' messages to one
 * member, a VIP level or everyone, and the platform's own, which other modules write with `tell`
 * in the transaction of the event they tell of.
 */
export function startMessages(deps: Omit<MessagesDeps, 'clock'> & { clock?: () => Date }) {
  const full = { ...deps, clock: deps.clock ?? (() => new Date()) };
  const inbox = createInbox(full);
  return { routes: messagesRoutes({ inbox, admin: createMessageAdmin(full) }), inbox, tell };
}

/** A member as the inbox needs them, from the user module's profile; null when there is none. */
export async function recipientOf(userInfo: (memberId: number) => Promise<UserInfo>, memberId: number) {
  try {
    const u = await userInfo(memberId);
    return { vipLevel: u.vipLevel, joinedAt: new Date(u.createdAt) } satisfies Recipient;
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
