import { SimpleTabPage } from '../../shared/ui/simple-tab-page';

export function ServicePage() {
  return <SimpleTabPage titleKey="tab.service" />;
}
