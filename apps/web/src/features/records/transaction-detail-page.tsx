import { TradeItemSchema, type TradeItem } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { useSystemInfo } from '../../api/common';
import { useTradeDetail } from '../../api/records';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { RESULT_OF_STATUS } from './trade-status';

/** The list's line, handed over on the way here: shown at once while the order is fetched. */
const DetailStateSchema = z.object({ trade: TradeItemSchema });

/** /pages/mine/transactionDetail?orderNo=: one order of the transaction records, from record/getTradeDetail. */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const handed = DetailStateSchema.safeParse(location.state);
  const detail = useTradeDetail(orderNo, handed.success ? handed.data.trade : undefined);

  if (!orderNo || (detail.error instanceof ApiError && !detail.data)) {
    // No order in the address, or the server's not-found answer (in the member's language).
    return (
      <Page title={t('trade.detail_title')}>
        <ErrorBlock status="empty" title={detail.error?.message ?? t('trade.detail_missing')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.transactionRecord, { replace: true })}>
            {t('trade.title')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page title={t('trade.detail_title')}>
        {detail.isPending ? (
          <PageLoading />
        ) : (
          <ErrorBlock status="default" title={t('app.chunk_failed')} description="">
            <Button color="primary" fill="outline" size="small" onClick={() => void detail.refetch()}>
              {t('app.retry')}
            </Button>
          </ErrorBlock>
        )}
      </Page>
    );
  }
  return <TradeDetails trade={detail.data} />;
}

function TradeDetails({ trade }: { trade: TradeItem }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <Page title={t('trade.detail_title')} className="money-page">
      <Result
        className="pay-result"
        status={RESULT_OF_STATUS[trade.status]}
        title={`${trade.typeLabel} · ${trade.statusLabel}`}
        description={<MoneyText amount={trade.amount} className="pay-amount" />}
      />
      <List mode="card">
        <List.Item
          extra={<CopyButton text={trade.orderNo} />}
          description={<span className="mono">{trade.orderNo}</span>}
        >
          {t('trade.order_no')}
        </List.Item>
        <List.Item extra={trade.typeLabel}>{t('trade.type')}</List.Item>
        <List.Item extra={trade.methodLabel}>{t('trade.method')}</List.Item>
        <List.Item extra={trade.statusLabel}>{t('trade.status')}</List.Item>
        <List.Item extra={<MoneyText amount={trade.amount} />}>{t('trade.amount')}</List.Item>
        {trade.fee !== null && <List.Item extra={<MoneyText amount={trade.fee} />}>{t('trade.fee')}</List.Item>}
        <List.Item extra={formatDateTime(trade.createdAt, timeZone)}>{t('trade.time')}</List.Item>
        {trade.remark && <List.Item description={trade.remark}>{t('trade.remark')}</List.Item>}
      </List>
    </Page>
  );
}
