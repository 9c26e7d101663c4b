import type { FeedbackDeps } from './deps.ts';
import { feedbackRoutes } from './routes.ts';

export type { FeedbackDeps } from './deps.ts';

/**
 * Feedback tickets (docs/product.md, Feedback): the member picks one of their orders of the past 7 days,
 * describes the problem with up to 3 images, and talks with support until it is closed.
 */
export function startFeedback(deps: FeedbackDeps) {
  return { routes: feedbackRoutes(deps) };
}
