import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePayoutAccounts } from '../../api/payout';
import { useUserInfo } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { WithdrawForm } from './withdraw-form';

export function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const accounts = usePayoutAccounts();

  return (
    <Page
      title={t('withdrawal.title')}
      className="money-page"
      right={
        <button type="button" className="nav-link" onClick={() => navigate(ROUTES.accountManagement)}>
          {t('withdrawal.accounts')}
        </button>
      }
    >
      {!user.data || !accounts.data ? (
        <PageLoading />
      ) : !user.data.hasWithdrawPassword ? (
        <ErrorBlock status="default" title={t('user.withdraw_password_missing')} description="">
          <Button color="primary" onClick={() => navigate(ROUTES.withdrawPassword)}>
            {t('set.withdraw_password_set')}
          </Button>
        </ErrorBlock>
      ) : (
        <WithdrawForm accounts={accounts.data} />
      )}
    </Page>
  );
}
