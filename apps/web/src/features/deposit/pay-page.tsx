import type { DepositOrder, RechargeChannel } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Image from 'antd-mobile/es/components/image';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { serverUrl } from '../../api/client';
import { useSystemInfo } from '../../api/common';
import { useChannelGroups, useDepositOrder } from '../../api/deposit';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { ChannelInstructions } from './channel-instructions';
import './deposit.css';

const RESULT_STATUS = { pending: 'waiting', confirmed: 'success', rejected: 'error' } as const;

/**
 * /pages/home/pay?orderNo=: one deposit of the member, what to pay, where, and its status. The
 * order comes from recharge/getOrder, so a link (the provider's cashier links back here) or a
 * reload opens it.
 */
export function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useDepositOrder(orderNo);
  const toRecharge = (
    <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.recharge, { replace: true })}>
      {t('pay.to_recharge')}
    </Button>
  );

  if (!orderNo || (order.error instanceof ApiError && !order.data)) {
    // No order in the address, or the server's not-found answer (in the member's language).
    return (
      <Page title={t('pay.title')}>
        <ErrorBlock status="empty" title={order.error?.message ?? t('pay.no_order')} description="">
          {toRecharge}
        </ErrorBlock>
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page title={t('pay.title')}>
        {order.isPending ? (
          <PageLoading />
        ) : (
          <ErrorBlock status="default" title={t('app.chunk_failed')} description="">
            <Button color="primary" fill="outline" size="small" onClick={() => void order.refetch()}>
              {t('app.retry')}
            </Button>
          </ErrorBlock>
        )}
      </Page>
    );
  }
  return <PayDetails order={order.data} refreshing={order.isFetching} onRefresh={() => void order.refetch()} />;
}

function PayDetails({
  order,
  refreshing,
  onRefresh,
}: {
  order: DepositOrder;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSystemInfo().data?.timeZone;
  // Where to send the money: the channel as offered now (a channel no longer offered shows none).
  const groups = useChannelGroups();
  const channel: RechargeChannel | undefined = groups.data?.list
    .flatMap((g) => g.channels)
    .find((c) => c.id === order.channelId);
  const { status } = order;
  // Only a web address is followed, never another scheme.
  const payUrl = order.payUrl && /^https?:\/\//i.test(order.payUrl) ? order.payUrl : null;

  return (
    <Page title={t('pay.title')} className="money-page">
      <Result
        className="pay-result"
        status={RESULT_STATUS[status]}
        title={t(`pay.status.${status}`)}
        description={<MoneyText amount={order.amount} className="pay-amount" />}
      />

      <List mode="card">
        <List.Item
          extra={<CopyButton text={order.orderNo} />}
          description={<span className="mono">{order.orderNo}</span>}
        >
          {t('trade.order_no')}
        </List.Item>
        <List.Item extra={<MoneyText amount={order.amount} />}>{t('trade.amount')}</List.Item>
        <List.Item extra={channel?.name ?? t(`deposit.type.${order.type}`)}>{t('trade.method')}</List.Item>
        {order.payerName && <List.Item extra={order.payerName}>{t('recharge.payer_name')}</List.Item>}
        <List.Item extra={formatDateTime(order.createdAt, timeZone)}>{t('trade.time')}</List.Item>
        {order.proofUrl && (
          <List.Item extra={<Image src={serverUrl(order.proofUrl)} width={48} height={48} fit="cover" lazy />}>
            {t('recharge.proof')}
          </List.Item>
        )}
      </List>

      {status === 'pending' && <p className="form-hint pay-hint">{t('pay.pending_hint')}</p>}
      {status === 'pending' && channel && (
        <ChannelInstructions channel={channel} amount={order.amount} orderedCoin={order.expectedCoin} />
      )}

      <div className="page-actions stacked-actions">
        {status === 'pending' && payUrl && (
          <Button block color="primary" size="large" shape="rounded" onClick={() => window.location.assign(payUrl)}>
            {t('pay.go_pay')}
          </Button>
        )}
        {status === 'pending' && (
          <Button block shape="rounded" color="primary" fill="outline" loading={refreshing} onClick={onRefresh}>
            {t('pay.refresh')}
          </Button>
        )}
        <Button
          block
          shape="rounded"
          onClick={() => navigate(ROUTES.transactionRecord, { replace: true, state: { type: 'deposit' } })}
        >
          {t('pay.to_records')}
        </Button>
      </div>
    </Page>
  );
}
