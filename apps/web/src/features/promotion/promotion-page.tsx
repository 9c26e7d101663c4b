import { SimpleTabPage } from '../../shared/ui/simple-tab-page';

export function PromotionPage() {
  return <SimpleTabPage titleKey="tab.promotion" />;
}
