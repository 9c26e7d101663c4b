import List from 'antd-mobile/es/components/list';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWheel } from '../../api/wheel';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { WheelBoard } from './wheel-board';
import { WheelFairness } from './wheel-fairness';
import { LoadFailed } from '../../shared/ui/load-failed';
import './wheel.css';

/**
 * /pages/mine/lottery: the lucky wheel with the spins left, the commitment the next spin is drawn
 * from, and the way to the rules, the spin history and the item prizes.
 */
export function WheelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wheel = useWheel();

  let body: ReactNode;
  if (wheel.isPending) {
    body = <PageLoading />;
  } else if (!wheel.data) {
    body = <LoadFailed onRetry={() => void wheel.refetch()} />;
  } else {
    body = (
      <>
        <WheelBoard prizes={wheel.data.list} />
        {wheel.data.fairness && <WheelFairness fairness={wheel.data.fairness} />}
        <List mode="card" className="wheel-links">
          <List.Item prefix={<BillOutline />} onClick={() => navigate(`${ROUTES.wheelInfo}?tab=records`)}>
            {t('wheel.records')}
          </List.Item>
          <List.Item prefix={<TruckOutline />} onClick={() => navigate(ROUTES.redemptionRecord)}>
            {t('wheel.awards_title')}
          </List.Item>
        </List>
      </>
    );
  }
  return (
    <Page
      title={t('wheel.title')}
      className="wheel-page"
      right={<HeaderLink to={`${ROUTES.wheelInfo}?tab=rules`}>{t('wheel.rules_title')}</HeaderLink>}
    >
      {body}
    </Page>
  );
}
