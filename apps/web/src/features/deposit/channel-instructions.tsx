import { expectedCoin, parseAmountToFen, type RechargeChannel } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';

type ChannelInstructionsProps = {
  channel: RechargeChannel;
  /** The amount typed or ordered, for the expected crypto payment; null while not valid. */
  amount: string | null;
  /** The expected payment the server recorded on the order, when there is one. */
  orderedCoin?: string | null;
};

/** Where the member sends the money: the payee account of a transfer, or the receiving address of a coin. */
export function ChannelInstructions({ channel, amount, orderedCoin }: ChannelInstructionsProps) {
  const { t } = useTranslation();

  if (channel.payee) {
    const { payee } = channel;
    return (
      <List mode="card" header={t('recharge.payee_title')} className="pay-details">
        <List.Item extra={<CopyButton text={payee.name} />} description={payee.name}>
          {t('recharge.payee_name')}
        </List.Item>
        <List.Item extra={<CopyButton text={payee.account} />} description={payee.account}>
          {t('recharge.payee_account')}
        </List.Item>
        {payee.bank && <List.Item description={payee.bank}>{t('recharge.payee_bank')}</List.Item>}
      </List>
    );
  }

  if (channel.crypto) {
    const { crypto } = channel;
    const fen = amount === null ? null : parseAmountToFen(amount);
    const coin = orderedCoin ?? (fen === null ? null : expectedCoin(fen, crypto.rate));
    return (
      <List mode="card" header={t('recharge.crypto_title')} className="pay-details">
        <List.Item extra={`${crypto.coin} · ${crypto.protocol}`}>{t('recharge.coin_protocol')}</List.Item>
        <List.Item
          extra={<CopyButton text={crypto.address} />}
          description={<span className="mono">{crypto.address}</span>}
        >
          {t('recharge.crypto_address')}
        </List.Item>
        <List.Item extra={t('recharge.rate_value', { coin: crypto.coin, rate: crypto.rate })}>
          {t('recharge.rate')}
        </List.Item>
        <List.Item extra={<strong className="pay-expected">{coin === null ? '--' : `${coin} ${crypto.coin}`}</strong>}>
          {t('recharge.expected')}
        </List.Item>
      </List>
    );
  }

  return null;
}
