import { Avatar, Button, Dialog, List, PullToRefresh, Skeleton, Tag, Toast } from 'antd-mobile';
import {
  AddCircleOutline,
  BankcardOutline,
  BillOutline,
  CollectMoneyOutline,
  FileOutline,
  LoopOutline,
  SetOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { LIMITS } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { useBalance, useLogout, useUserInfo } from '../../api/user';
import { formatDay } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';

export function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storedName = useSession((s) => s.username);
  const userInfo = useUserInfo();
  const user = userInfo.data;
  const balance = useBalance();
  const timeZone = useSystemInfo().data?.timeZone;
  const logout = useLogout();

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('mine.logout_confirm'),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    // The page unmounts as soon as the session ends, so wait on the promise, not on callbacks.
    try {
      Toast.show({ content: await logout.mutateAsync(), duration: LIMITS.toastMs });
    } catch {
      // Already shown by the request helper; the local session is gone either way.
    }
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <Page className="mine-page" title={t('mine.title')} back={false}>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([balance.refetch(), userInfo.refetch()]);
        }}
      >
        <section className="mine-header">
          <Avatar src={user?.avatar ?? ''} className="mine-avatar" />
          <div className="mine-identity">
            <div className="mine-username">{user?.username ?? storedName}</div>
            <div className="mine-meta">
              {user && (
                <Tag round color="warning" fill="solid">
                  {t('mine.vip', { level: user.vipLevel })}
                </Tag>
              )}
              {user && (
                <span>
                  {t('mine.joined')} {formatDay(user.createdAt, timeZone)}
                </span>
              )}
            </div>
          </div>
        </section>

        <section className="wallet-card" aria-labelledby="wallet-label">
          <div id="wallet-label" className="wallet-label">
            {t('mine.balance')}
          </div>
          {balance.data ? (
            <div className="wallet-amount">
              <span>{formatMoney(balance.data.balance)}</span>
              <span className="wallet-currency">{balance.data.currency}</span>
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

        <List mode="card" className="mine-links">
          <List.Item prefix={<BankcardOutline />} onClick={() => navigate(ROUTES.accountManagement)}>
            {t('mine.accounts')}
          </List.Item>
          <List.Item prefix={<BillOutline />} onClick={() => navigate(ROUTES.transactionRecord)}>
            {t('mine.records')}
          </List.Item>
          <List.Item prefix={<UnorderedListOutline />} onClick={() => navigate(ROUTES.transactionHistory)}>
            {t('mine.money_log')}
          </List.Item>
          <List.Item prefix={<FileOutline />} onClick={() => navigate(ROUTES.betRecord)}>
            {t('bet_record.title')}
          </List.Item>
        </List>

        <List mode="card" className="mine-links">
          <List.Item prefix={<SetOutline />} onClick={() => navigate(ROUTES.set)}>
            {t('mine.settings')}
          </List.Item>
        </List>

        <div className="page-actions">
          <Button
            block
            shape="rounded"
            color="danger"
            fill="outline"
            loading={logout.isPending}
            onClick={confirmLogout}
          >
            {t('mine.logout')}
          </Button>
        </div>
      </PullToRefresh>
    </Page>
  );
}
