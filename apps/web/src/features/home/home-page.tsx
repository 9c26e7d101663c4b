import { SimpleTabPage } from '../../shared/ui/simple-tab-page';

export function HomePage() {
  return <SimpleTabPage titleKey="tab.home" />;
}
