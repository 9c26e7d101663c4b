import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { usePayoutAccounts } from '../../api/payout';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { AccountSections } from './account-sections';
import { useDeleteAccount } from './use-delete-account';
import './payout.css';

/** The member's bound bank cards, USDT addresses and wallets: add, or delete after a confirmation. */
export function AccountManagementPage() {
  const { t } = useTranslation();
  const accounts = usePayoutAccounts();
  const confirmDelete = useDeleteAccount();

  return (
    <Page title={t('accounts.title')}>
      <PullToRefresh
        onRefresh={async () => {
          await accounts.refetch();
        }}
      >
        {!accounts.data ? (
          <PageLoading />
        ) : (
          <AccountSections accounts={accounts.data} onDelete={(id, name) => void confirmDelete(id, name)} />
        )}
      </PullToRefresh>
    </Page>
  );
}
