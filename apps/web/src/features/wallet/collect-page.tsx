import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { useWalletList } from '../../api/wallet';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { AssetsCard } from './assets-card';
import { useRecycle } from './use-recycle';
import { VenueList } from './venue-list';
import './wallet.css';
import './quick-transfer.css';

/**
 * mine/collect: every venue wallet with its balance, and one tap that collects them all into the
 * central wallet (the transfer page's one-click recycle); what it did at each venue shows on the
 * venue's row until the next collect.
 */
export function CollectPage() {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const recycle = useRecycle();

  return (
    <Page title={t('collect.title')} className="money-page collect-page">
      <PullToRefresh
        onRefresh={async () => {
          await wallets.refetch();
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
            <p className="collect-hint">{t('collect.hint')}</p>
            <VenueList venues={wallets.data.venues} results={recycle.recycled?.list ?? null} />
          </>
        )}
      </PullToRefresh>
    </Page>
  );
}
