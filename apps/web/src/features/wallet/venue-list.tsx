import type { VenueWallet } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';

/** Every venue wallet; tapping an open one makes it the other side of the transfer. */
export function VenueList({ venues, onPick }: { venues: VenueWallet[]; onPick: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <List mode="card" header={t('transfer.venues')} className="venue-list">
      {venues.map((venue) => (
        <VenueRow key={venue.code} venue={venue} onPick={() => onPick(venue.code)} />
      ))}
    </List>
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
