import Skeleton from 'antd-mobile/es/components/skeleton';
import AddCircleOutline from 'antd-mobile-icons/es/AddCircleOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { useBalance } from '../../api/user';
import { formatMoney } from '../../shared/format/money';
import { ROUTES } from '../../shared/routes';

type Balance = ReturnType<typeof useBalance>['data'];

/** The central balance and the three money actions. */
export function WalletCard({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <section className="wallet-card" aria-labelledby="wallet-label">
      <div id="wallet-label" className="wallet-label">
        {t('mine.balance')}
      </div>
      {balance ? (
        <div className="wallet-amount">
          <span>{formatMoney(balance.balance)}</span>
          <span className="wallet-currency">{balance.currency}</span>
        </div>
      ) : (
        <Skeleton animated className="wallet-skeleton" />
      )}
      <nav className="wallet-actions" aria-label={t('mine.wallet_actions')}>
        <button type="button" className="wallet-action" onClick={() => navigate(ROUTES.recharge)}>
          <AddCircleOutline className="wallet-action-icon" />
          <span>{t('mine.deposit')}</span>
        </button>
        <button type="button" className="wallet-action" onClick={() => navigate(ROUTES.transfer)}>
          <LoopOutline className="wallet-action-icon" />
          <span>{t('mine.transfer')}</span>
        </button>
        <button type="button" className="wallet-action" onClick={() => navigate(ROUTES.withdrawal)}>
          <CollectMoneyOutline className="wallet-action-icon" />
          <span>{t('mine.withdraw')}</span>
        </button>
      </nav>
    </section>
  );
}
