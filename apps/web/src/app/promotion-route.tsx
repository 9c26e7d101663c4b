import { PromotionPage } from '../features/promotion/promotion-page';
import { SigninCard } from '../features/welfare/signin-card';

/**
 * The Promotion tab with the welfare feature's sign-in card: they meet here, as a feature never
 * imports another (docs/architecture.md).
 */
export function PromotionRoute() {
  return <PromotionPage signin={<SigninCard />} />;
}
