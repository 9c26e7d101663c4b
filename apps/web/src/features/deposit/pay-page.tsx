import { type DepositStatus, type TradeStatus } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, Image, List, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { serverUrl } from '../../api/client';
import { useSystemInfo } from '../../api/common';
import { getTradeList } from '../../api/records';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { ChannelInstructions } from './channel-instructions';
import { PayPageStateSchema } from './pay-state';

const STATUS_OF_TRADE: Record<TradeStatus, DepositStatus> = {
  pending: 'pending',
  success: 'confirmed',
  failed: 'rejected',
};

const RESULT_STATUS = { pending: 'waiting', confirmed: 'success', rejected: 'error' } as const;

/**
 * The deposit order just created: what to pay, where, and its status. The order comes with the
 * navigation (no route parameters); its current status is read from the transaction records.
 */
export function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const timeZone = useSystemInfo().data?.timeZone;
  const parsed = PayPageStateSchema.safeParse(location.state);
  const order = parsed.success ? parsed.data.order : null;
  const channel = parsed.success ? parsed.data.channel : null;

  const current = useQuery({
    queryKey: ['records', 'depositStatus', order?.orderNo],
    queryFn: async ({ signal }) => {
      const page = await getTradeList({ type: 'deposit', range: 'last7' }, 1, signal);
      return page.list.find((item) => item.orderNo === order?.orderNo) ?? null;
    },
    enabled: order !== null,
    staleTime: 0,
  });

  if (!order) {
    return (
      <Page title={t('pay.title')}>
        <ErrorBlock status="empty" title={t('pay.no_order')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.recharge, { replace: true })}>
            {t('pay.to_recharge')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }

  const status: DepositStatus = current.data ? STATUS_OF_TRADE[current.data.status] : order.status;
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
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            loading={current.isFetching}
            onClick={() => void current.refetch()}
          >
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
