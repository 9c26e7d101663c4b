import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVip, useVipLevels } from '../../api/rewards';
import { useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { VipLevelsTable } from './vip-levels-table';
import { LoadFailed } from '../../shared/ui/load-failed';
import './vip.css';

/** /pages/mine/vipDetail: how levels are reached, and every level's thresholds and perks. */
export function VipDetailPage() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  // The table is the same for everyone; only a member has a level of their own to mark in it.
  const signedIn = useSession((s) => Boolean(s.token));
  const current = useVip(signedIn).data?.level;

  let body: ReactNode;
  if (levels.isPending) {
    body = <PageLoading />;
  } else if (!levels.data) {
    body = <LoadFailed onRetry={() => void levels.refetch()} />;
  } else {
    body = <VipLevelsTable levels={levels.data} current={current} />;
  }
  return (
    <Page title={t('vip.levels_title')} className="vip-detail-page">
      <p className="vip-rule">{t('vip.rule')}</p>
      {body}
    </Page>
  );
}
