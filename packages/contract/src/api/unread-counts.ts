import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

// The badges' counts, apart from their areas' endpoints (feedback.ts, messages.ts), which bring those
// areas' rules and schemas: the web app's tab bar asks for these alone (apps/web/src/app/tab-badges.tsx).

export const UnreadCountSchema = z.object({ count: z.number().int() });

export const UNREAD_COUNTS_API = {
  /** Tickets with a support reply not yet opened. */
  feedback: endpoint({ method: 'GET', path: 'feedback/unread', auth: 'member', answer: UnreadCountSchema }),
  /** Messages not yet opened. */
  messages: endpoint({ method: 'GET', path: 'Message/getUnreadCount', auth: 'member', answer: UnreadCountSchema }),
};
