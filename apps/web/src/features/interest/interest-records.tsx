import type { InterestRecord } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { MoneyText } from '../../shared/ui/money-text';
import { PagedList } from '../../shared/ui/paged-list';

type Page = { list: InterestRecord[]; total: number; page: number; limit: number };

/** Money out of the wallet shows negative; in, accrued and claimed positive. */
const signedAmount = (r: InterestRecord) => (r.type === 'out' ? `-${r.amount}` : r.amount);

export function InterestRecords({ query }: { query: UseInfiniteQueryResult<InfiniteData<Page>> }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <PagedList
      query={query}
      itemKey={(r) => r.orderNo}
      emptyText={t('interest.empty')}
      renderItem={(r) => (
        <List.Item
          data-testid="interest-record"
          arrowIcon={false}
          description={<span className="trade-meta">{r.day ?? formatDateTime(r.createdAt, timeZone)}</span>}
          extra={<MoneyText amount={signedAmount(r)} signed className="trade-amount" />}
        >
          <span className="trade-type">{r.typeLabel}</span>
        </List.Item>
      )}
    />
  );
}
