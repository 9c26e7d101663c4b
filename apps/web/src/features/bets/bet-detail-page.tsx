import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBetDetail } from '../../api/betrecord';
import { useSystemInfo } from '../../api/common';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { Detail } from './bet-detail';
import { LoadFailed } from '../../shared/ui/load-failed';
import './bets.css';

/** /pages/mine/betDetail?orderNo=&platform=: one bet, and for a lottery bet the check of its draw on this device. */
export function BetDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const platform = params.get('platform') || undefined;
  const detail = useBetDetail(orderNo, platform);
  const timeZone = useSystemInfo().data?.timeZone;

  let body: ReactNode;
  if (!orderNo) {
    body = <ErrorBlock status="empty" title={t('bet_record.detail_missing')} description="" />;
  } else if (detail.isPending) {
    body = <PageLoading />;
  } else if (!detail.data) {
    body = <LoadFailed onRetry={() => void detail.refetch()} />;
  } else {
    body = <Detail bet={detail.data} timeZone={timeZone} />;
  }
  return (
    <Page title={t('bet_record.detail_title')} className="bet-detail-page">
      {body}
    </Page>
  );
}
