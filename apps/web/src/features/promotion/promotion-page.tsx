import { List } from 'antd-mobile';
import { GiftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';

type PromotionPageProps = {
  /** The daily sign-in card of the welfare feature, given by app/promotion-route.tsx. */
  signin: ReactNode;
};

/**
 * The Promotion tab: the daily sign-in and the way to the rewards centre. The promotions themselves
 * (`activity/*`) are not shown here yet (docs/product.md, Not built yet): nothing stands in for them.
 */
export function PromotionPage({ signin }: PromotionPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Sign-in is a member's: a visitor's request would answer 401 and send them to login.
  const signedIn = useSession((s) => s.token !== null);

  return (
    <Page title={t('tab.promotion')} back={false} className="promotion-page">
      {signedIn && (
        <>
          {signin}
          <List mode="card">
            <List.Item prefix={<GiftOutline />} onClick={() => navigate(ROUTES.welfare)}>
              {t('welfare.entry')}
            </List.Item>
          </List>
        </>
      )}
    </Page>
  );
}
