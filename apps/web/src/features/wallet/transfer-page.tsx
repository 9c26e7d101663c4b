import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenues, useWalletList } from '../../api/wallet';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { AssetsCard } from './assets-card';
import { RecycleResults } from './recycle-results';
import { TransferForm } from './transfer-form';
import { useRecycle } from './use-recycle';
import { VenueList } from './venue-list';
import './wallet.css';

export function TransferPage() {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const venues = useVenues();
  const recycle = useRecycle();
  const [target, setTarget] = useState<{ code: string; nonce: number } | null>(null);

  return (
    <Page title={t('transfer.title')} className="money-page" right={<HistoryLink />}>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([wallets.refetch(), venues.refetch()]);
        }}
      >
        {!wallets.data ? (
          <PageLoading />
        ) : (
          <>
            <AssetsCard
              wallets={wallets.data}
              recycling={recycle.pending}
              onRecycle={() => void recycle.recycleAll()}
            />
            <TransferForm wallets={wallets.data} target={target} />
          </>
        )}

        <VenueList venues={venues.data?.list ?? []} onPick={(code) => setTarget({ code, nonce: Date.now() })} />
      </PullToRefresh>

      <RecycleResults result={recycle.recycled} onClose={recycle.close} />
    </Page>
  );
}

/** The money log, opened on transfers. */
function HistoryLink() {
  const { t } = useTranslation();
  return (
    <HeaderLink to={ROUTES.transactionHistory} state={{ type: 'transfer' }}>
      {t('transfer.history')}
    </HeaderLink>
  );
}
