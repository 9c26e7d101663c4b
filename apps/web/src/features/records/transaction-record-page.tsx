import { TRADE_STATUSES, TRADE_TYPES, type TradeItem, type TradeStatus, type TradeType } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useTrades, useTradeTypes } from '../../api/records';
import { formatDateTime } from '../../shared/format/date';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { DateRangeError, DateRangeFilter } from '../../shared/ui/date-range-filter';
import { FilterDropdown } from '../../shared/ui/filter-dropdown';
import { STATUS_COLOR, tradeDetailPath } from './trade-status';
import { DateRangeStateSchema, useDateRange } from './use-date-range';
import { usePageState } from './use-page-state';

/** The filters, kept in the history entry; a page may open the records on one type (withdrawal page: withdrawals). */
const FiltersSchema = z.object({
  type: z.enum(TRADE_TYPES).optional().catch(undefined),
  status: z.enum(TRADE_STATUSES).optional().catch(undefined),
  dates: DateRangeStateSchema.default({ range: 'today' }),
});

/** Deposits, withdrawals, transfers and bonuses, filtered by type, status and date. */
export function TransactionRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = usePageState(FiltersSchema);
  const { type, status } = filters;
  const dates = useDateRange(filters.dates);
  const types = useTradeTypes().data ?? TRADE_TYPES.map((code) => ({ code, label: t(`records.type.${code}`) }));
  const filter = dates.query && { ...dates.query, type, status };
  const trades = useTrades(filter);

  return (
    <Page title={t('trade.title')} className="records-page">
      <div className="records-filters">
        <FilterDropdown
          filters={[
            {
              key: 'type',
              title: t('trade.type'),
              value: type ?? '',
              onChange: (v) => setFilters({ ...filters, type: (v || undefined) as TradeType | undefined }),
              options: [
                { value: '', label: t('trade.all_types') },
                ...types.map((x) => ({ value: x.code, label: x.label })),
              ],
            },
            {
              key: 'status',
              title: t('trade.status'),
              value: status ?? '',
              onChange: (v) => setFilters({ ...filters, status: (v || undefined) as TradeStatus | undefined }),
              options: [
                { value: '', label: t('trade.all_statuses') },
                ...TRADE_STATUSES.map((s) => ({ value: s, label: t(`records.status.${s}`) })),
              ],
            },
          ]}
        />
        <DateRangeFilter value={filters.dates} onChange={(next) => setFilters({ ...filters, dates: next })} />
      </div>

      {dates.error ? (
        <DateRangeError error={dates.error} />
      ) : (
        <PagedList
          query={trades}
          itemKey={(item) => item.orderNo}
          emptyText={t('trade.empty')}
          renderItem={(item) => (
            <TradeRow
              item={item}
              timeZone={dates.timeZone}
              onOpen={() => navigate(tradeDetailPath(item.orderNo), { state: { trade: item } })}
            />
          )}
        />
      )}
    </Page>
  );
}

function TradeRow({ item, timeZone, onOpen }: { item: TradeItem; timeZone?: string; onOpen: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      arrowIcon={false}
      description={
        <span className="trade-meta">
          {item.methodLabel} · {formatDateTime(item.createdAt, timeZone)}
        </span>
      }
      extra={
        <div className="trade-extra">
          <MoneyText amount={item.amount} className="trade-amount" />
          <Tag color={STATUS_COLOR[item.status]} fill="outline">
            {item.statusLabel}
          </Tag>
        </div>
      }
    >
      <span className="trade-type">{item.typeLabel}</span>
    </List.Item>
  );
}
