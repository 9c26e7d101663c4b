import type { WithdrawMethod, WithdrawPreview } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';

/** The fee, the amount paid out and, for USDT, the coins at the rate: "--" until there is a quote. */
export function WithdrawQuote({ method, quote }: { method: WithdrawMethod; quote: WithdrawPreview | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <List.Item extra={quote ? <MoneyText amount={quote.fee} /> : '--'}>{t('withdrawal.fee')}</List.Item>
      <List.Item extra={quote ? <MoneyText amount={quote.actualAmount} className="actual-amount" /> : '--'}>
        {t('withdrawal.actual')}
      </List.Item>
      {method === 'usdt' && (
        <List.Item
          description={quote?.usdt ? t('withdrawal.usdt_rate', { rate: quote.usdt.rate }) : undefined}
          extra={quote?.usdt ? `${quote.usdt.amount} USDT` : '--'}
        >
          {t('withdrawal.usdt_amount')}
        </List.Item>
      )}
    </>
  );
}
