import { ACTIVITY_TABS, type ActivityTab } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useActivityList, useActivityTabs } from '../../api/activity';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { PromotionCard } from './promotion-card';
import './promotion.css';

type PromotionPageProps = {
  /** The daily sign-in card of the welfare feature, given by app/promotion-route.tsx. */
  signin: ReactNode;
};

/**
 * The Promotion tab: the daily sign-in and the way to the rewards centre, then the promotions of the
 * six tabs (docs/product.md, Promotions, VIP, daily sign-in, tasks and the lucky wheel). The tab is kept in the address (?tab=),
 * so coming back from a promotion finds the same tab.
 */
export function PromotionPage({ signin }: PromotionPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = (ACTIVITY_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as ActivityTab)
    : 'all';
  // The server's labels; ours stand in while they are on their way.
  const tabs = useActivityTabs().data ?? ACTIVITY_TABS.map((code) => ({ code, label: t(`activity.tab.${code}`) }));
  const list = useActivityList(tab);
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
      <Tabs
        className="promotion-tabs"
        activeKey={tab}
        onChange={(key) => setParams(key === 'all' ? {} : { tab: key }, { replace: true })}
      >
        {tabs.map(({ code, label }) => (
          <Tabs.Tab key={code} title={label} />
        ))}
      </Tabs>
      <PagedList
        query={list}
        itemKey={(item) => item.id}
        emptyText={t('activity.empty')}
        renderItem={(item) => <PromotionCard item={item} />}
      />
    </Page>
  );
}
