import { FeedbackEntries } from '../features/feedback/feedback-entries';
import { HelpEntry } from '../features/help/help-entry';
import { ServicePage } from '../features/service/service-page';

/**
 * The Customer Service tab with the feedback feature's entries and the help centre's: they meet here,
 * as a feature never imports another (docs/architecture.md).
 */
export function ServiceRoute() {
  return <ServicePage feedback={<FeedbackEntries />} help={<HelpEntry />} />;
}
