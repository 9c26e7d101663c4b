import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePayoutAccounts } from '../../api/payout';
import { useUserInfo } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { WithdrawForm } from './withdraw-form';
import './withdraw.css';

export function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const accounts = usePayoutAccounts();

  return (
    <Page
      title={t('withdrawal.title')}
      className="money-page"
      right={<HeaderLink to={ROUTES.accountManagement}>{t('withdrawal.accounts')}</HeaderLink>}
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
