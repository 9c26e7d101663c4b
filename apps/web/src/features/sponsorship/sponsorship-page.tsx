import { SimpleTabPage } from '../../shared/ui/simple-tab-page';

export function SponsorshipPage() {
  return <SimpleTabPage titleKey="tab.sponsorship" />;
}
