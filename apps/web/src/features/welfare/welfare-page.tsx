import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimableActivities, useSigninStatus, useVip } from '../../api/rewards';
import { useTasks } from '../../api/tasks';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { SigninCard } from './signin-card';
import { TaskSection } from './task-section';
import { WelfarePerks } from './welfare-perks';
import { WelfarePromotions } from './welfare-promotions';
import { LoadFailed } from '../../shared/ui/load-failed';
import './welfare.css';

/** /pages/mine/welfare: the daily sign-in, the promotions, tasks and VIP perks that can be claimed now (docs/product.md). */
export function WelfarePage() {
  const { t } = useTranslation();
  const vip = useVip();
  // The same queries as the card's and the tasks': whether the sign-in is still to do, or a task to claim,
  // decides if there is "nothing to claim".
  const signedToday = useSigninStatus().data?.signedToday ?? false;
  const tasksDone = useTasks().data?.every((task) => task.state !== 'claimable') ?? false;
  const promotionsDone = (useClaimableActivities().data?.length ?? 1) === 0;

  let perks: ReactNode;
  if (vip.isPending) {
    perks = <PageLoading />;
  } else if (!vip.data) {
    perks = <LoadFailed onRetry={() => void vip.refetch()} />;
  } else {
    perks = <WelfarePerks vip={vip.data} othersDone={signedToday && tasksDone && promotionsDone} />;
  }
  return (
    <Page title={t('welfare.title')} className="welfare-page">
      <SigninCard />
      <WelfarePromotions />
      <TaskSection />
      {perks}
    </Page>
  );
}
