import type { MessagesDeps } from './deps.ts';
import { messagesRoutes } from './routes.ts';
import { tell } from './tell.ts';

export type { Tell } from './tell.ts';
export type { MessagesDeps } from './deps.ts';
export { recipientOf } from './recipient.ts';

/**
 * Messages to members (docs/decisions.md, Messages and notices): operators' messages to one
 * member, a VIP level or everyone, and the platform's own, which other modules write with `tell`
 * in the transaction of the event they tell of.
 */
export function startMessages(deps: MessagesDeps) {
  return { routes: messagesRoutes(deps), tell };
}
