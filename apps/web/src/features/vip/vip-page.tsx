import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVip, useVipLevels } from '../../api/rewards';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { VipCard } from './vip-card';
import { VipPerks } from './vip-perks';
import { LoadFailed } from '../../shared/ui/load-failed';
import './vip.css';

/** /pages/mine/vip: the member's level, the way to the next one, and the perks to claim. */
export function VipPage() {
  const { t } = useTranslation();
  const vip = useVip();
  // Only for the turnover a claim adds: the page shows without it.
  const levels = useVipLevels().data;
  const multiple = levels?.find((l) => l.level === vip.data?.level)?.turnoverMultiple;

  let body: ReactNode;
  if (vip.isPending) {
    body = <PageLoading />;
  } else if (!vip.data) {
    body = <LoadFailed onRetry={() => void vip.refetch()} />;
  } else {
    body = (
      <>
        <VipCard vip={vip.data} />
        <VipPerks perks={vip.data.perks} turnoverMultiple={multiple} />
      </>
    );
  }
  return (
    <Page
      title={t('vip.title')}
      className="vip-page"
      right={<HeaderLink to={ROUTES.vipDetail}>{t('vip.levels')}</HeaderLink>}
    >
      {body}
    </Page>
  );
}
