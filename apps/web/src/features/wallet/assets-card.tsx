import type { WalletList } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';

type AssetsCardProps = { wallets: WalletList; recycling: boolean; onRecycle: () => void };

/** The total of every wallet, the recycle button, and the central wallet's balance. */
export function AssetsCard({ wallets, recycling, onRecycle }: AssetsCardProps) {
  const { t } = useTranslation();
  return (
    <section className="assets-card" aria-label={t('transfer.total')}>
      <div className="assets-row">
        <div>
          <div className="assets-label">{t('transfer.total')}</div>
          <MoneyText amount={wallets.total} className="assets-total" />
          {!wallets.complete && <div className="assets-note">{t('transfer.total_incomplete')}</div>}
        </div>
        <Button
          size="small"
          shape="rounded"
          className="recycle-button"
          loading={recycling}
          disabled={recycling}
          onClick={onRecycle}
        >
          {t('transfer.recycle')}
        </Button>
      </div>
      <div className="assets-central">
        <span>{t('transfer.central')}</span>
        <MoneyText amount={wallets.central} />
      </div>
    </section>
  );
}
