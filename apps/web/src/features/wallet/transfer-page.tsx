import type { RecycleResult, VenueWallet } from '@app/contract';
import { Button, List, PullToRefresh, Tag, Toast } from 'antd-mobile';
import { LIMITS } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRecycleAll, useVenues, useWalletList } from '../../api/wallet';
import { ROUTES } from '../../shared/routes';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { RecycleResults } from './recycle-results';
import { TransferForm } from './transfer-form';

export function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = useWalletList();
  const venues = useVenues();
  const recycle = useRecycleAll();
  const [recycled, setRecycled] = useState<RecycleResult | null>(null);
  const [target, setTarget] = useState<{ code: string; nonce: number } | null>(null);

  const recycleAll = async () => {
    try {
      const answer = await recycle.submit(undefined);
      if (!answer) return;
      Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
      setRecycled(answer.data);
    } catch {
      // Shown by the request helper.
    }
  };

  return (
    <Page
      title={t('transfer.title')}
      className="money-page"
      right={
        <button
          type="button"
          className="nav-link"
          onClick={() => navigate(ROUTES.transactionHistory, { state: { type: 'transfer' } })}
        >
          {t('transfer.history')}
        </button>
      }
    >
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([wallets.refetch(), venues.refetch()]);
        }}
      >
        {!wallets.data ? (
          <PageLoading />
        ) : (
          <>
            <section className="assets-card" aria-label={t('transfer.total')}>
              <div className="assets-row">
                <div>
                  <div className="assets-label">{t('transfer.total')}</div>
                  <MoneyText amount={wallets.data.total} className="assets-total" />
                  {!wallets.data.complete && <div className="assets-note">{t('transfer.total_incomplete')}</div>}
                </div>
                <Button
                  size="small"
                  shape="rounded"
                  className="recycle-button"
                  loading={recycle.pending}
                  disabled={recycle.pending}
                  onClick={() => void recycleAll()}
                >
                  {t('transfer.recycle')}
                </Button>
              </div>
              <div className="assets-central">
                <span>{t('transfer.central')}</span>
                <MoneyText amount={wallets.data.central} />
              </div>
            </section>

            <TransferForm wallets={wallets.data} target={target} />
          </>
        )}

        <List mode="card" header={t('transfer.venues')} className="venue-list">
          {(venues.data?.list ?? []).map((venue) => (
            <VenueRow
              key={venue.code}
              venue={venue}
              onPick={() => setTarget({ code: venue.code, nonce: Date.now() })}
            />
          ))}
        </List>
      </PullToRefresh>

      <RecycleResults result={recycled} onClose={() => setRecycled(null)} />
    </Page>
  );
}

function VenueRow({ venue, onPick }: { venue: VenueWallet; onPick: () => void }) {
  const { t } = useTranslation();
  const open = venue.status === 'normal';
  return (
    <List.Item
      onClick={open ? onPick : undefined}
      arrowIcon={false}
      description={
        venue.pending !== '0.00' ? (
          <span>
            {t('transfer.pending')} <MoneyText amount={venue.pending} />
          </span>
        ) : undefined
      }
      extra={
        venue.balance === null ? (
          <span className="muted">--</span>
        ) : (
          <MoneyText amount={venue.balance} className="venue-balance" />
        )
      }
    >
      <span className="venue-name">{venue.name}</span>
      {!open && (
        <Tag color="default" fill="outline" className="venue-tag">
          {t(`transfer.status.${venue.status}`)}
        </Tag>
      )}
    </List.Item>
  );
}
