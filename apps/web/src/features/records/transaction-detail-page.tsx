import { TradeItemSchema } from '@app/contract';
import { Button, ErrorBlock, List, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { RESULT_OF_STATUS } from './trade-status';

const DetailStateSchema = z.object({ trade: TradeItemSchema });

/** One order of the transaction records, handed over by the list (the spec shows no route parameters). */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const timeZone = useSystemInfo().data?.timeZone;
  const parsed = DetailStateSchema.safeParse(location.state);

  if (!parsed.success) {
    return (
      <Page title={t('trade.detail_title')}>
        <ErrorBlock status="empty" title={t('trade.detail_missing')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.transactionRecord, { replace: true })}>
            {t('trade.title')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }

  const { trade } = parsed.data;
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
