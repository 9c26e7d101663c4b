import type { RecycleResult, VenueWallet } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';
import { RecycleTag } from './recycle-results';

type RecycleItem = RecycleResult['list'][number];
type VenueListProps = {
  venues: VenueWallet[];
  /** Tapping an open venue (the transfer page: it becomes the other side of the transfer). */
  onPick?: (code: string) => void;
  /** What the last collect did at each venue, shown on its row (mine/collect). */
  results?: RecycleItem[] | null;
};

/** Every venue wallet with its balance; tapping an open one picks it, a collect's result shows on its row. */
export function VenueList({ venues, onPick, results }: VenueListProps) {
  const { t } = useTranslation();
  return (
    <List mode="card" header={t('transfer.venues')} className="venue-list">
      {venues.map((venue) => (
        <VenueRow
          key={venue.code}
          venue={venue}
          onPick={onPick && (() => onPick(venue.code))}
          result={results?.find((r) => r.code === venue.code)}
        />
      ))}
    </List>
  );
}

function VenueRow({ venue, onPick, result }: { venue: VenueWallet; onPick?: () => void; result?: RecycleItem }) {
  const { t } = useTranslation();
  const open = venue.status === 'normal';
  return (
    <List.Item
      onClick={open ? onPick : undefined}
      arrowIcon={false}
      data-venue={venue.code}
      description={
        result || venue.pending !== '0.00' ? (
          <>
            {venue.pending !== '0.00' && (
              <span>
                {t('transfer.pending')} <MoneyText amount={venue.pending} />
              </span>
            )}
            {result && (
              <span className="venue-result" data-testid="collect-result">
                <RecycleTag status={result.status} /> <MoneyText amount={result.amount} />
                {result.reason && <span className="muted"> {result.reason}</span>}
              </span>
            )}
          </>
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
