import { FeedbackEntries } from '../features/feedback/feedback-entries';
import { ServicePage } from '../features/service/service-page';

/**
 * The Customer Service tab with the feedback feature's entries: they meet here, as a feature never
 * imports another (docs/architecture.md).
 */
export function ServiceRoute() {
  return <ServicePage feedback={<FeedbackEntries />} />;
}
