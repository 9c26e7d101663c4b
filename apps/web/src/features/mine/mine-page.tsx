import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { useSigninStatus, useVip } from '../../api/rewards';
import { useBalance, useUserInfo } from '../../api/user';
import { Page } from '../../shared/ui/page';
import { LogoutButton } from './logout-button';
import { MineHeader } from './mine-header';
import { MineLinks } from './mine-links';
import { WalletCard } from './wallet-card';
import './mine.css';

export function MinePage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const balance = useBalance();
  const vip = useVip();
  // With the VIP perks, what the rewards centre's badge counts.
  const signin = useSigninStatus();

  return (
    <Page className="mine-page" title={t('mine.title')} back={false}>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([balance.refetch(), userInfo.refetch(), vip.refetch(), signin.refetch()]);
        }}
      >
        <MineHeader user={userInfo.data} vipLevel={vip.data?.level} />
        <WalletCard balance={balance.data} />
        <MineLinks />
        <LogoutButton />
      </PullToRefresh>
    </Page>
  );
}
