import { CENTRAL_WALLET, MONEY_LOG_TYPES, type MoneyLogItem, type MoneyLogType } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useMoneyLog, useMoneyLogTypes } from '../../api/records';
import { useVenues } from '../../api/wallet';
import { formatDateTime } from '../../shared/format/date';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { DateRangeError, DateRangeFilter } from '../../shared/ui/date-range-filter';
import { FilterDropdown } from '../../shared/ui/filter-dropdown';
import { DateRangeStateSchema, useDateRange } from './use-date-range';
import { usePageState } from './use-page-state';
import './records.css';

const FiltersSchema = z.object({
  type: z.enum(MONEY_LOG_TYPES).optional().catch(undefined),
  dates: DateRangeStateSchema.default({ range: 'today' }),
});

/** The money log: every change of the member's wallets, with the balance after it. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = usePageState(FiltersSchema);
  const { type } = filters;
  const dates = useDateRange(filters.dates);
  const types = useMoneyLogTypes().data ?? MONEY_LOG_TYPES.map((code) => ({ code, label: t(`moneylog.${code}`) }));
  const venues = useVenues().data?.list ?? [];
  const log = useMoneyLog(dates.query && { ...dates.query, type });

  /** central, venue:<code> or interest, as the member knows them. */
  const walletName = (wallet: string) => {
    if (wallet === CENTRAL_WALLET) return t('transfer.central');
    if (wallet === 'interest') return t('ledger.interest_wallet');
    const code = wallet.replace(/^venue:/, '');
    return venues.find((v) => v.code === code)?.name ?? code;
  };

  return (
    <Page title={t('ledger.title')} className="records-page">
      <div className="records-filters">
        <FilterDropdown
          filters={[
            {
              key: 'type',
              title: t('trade.type'),
              value: type ?? '',
              onChange: (v) => setFilters({ ...filters, type: (v || undefined) as MoneyLogType | undefined }),
              options: [
                { value: '', label: t('trade.all_types') },
                ...types.map((x) => ({ value: x.code, label: x.label })),
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
          query={log}
          itemKey={(item) => item.id}
          emptyText={t('ledger.empty')}
          renderItem={(item) => <LogRow item={item} wallet={walletName(item.wallet)} timeZone={dates.timeZone} />}
        />
      )}
    </Page>
  );
}

function LogRow({ item, wallet, timeZone }: { item: MoneyLogItem; wallet: string; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <List.Item
      arrowIcon={false}
      description={
        <>
          <span className="trade-meta">
            {wallet} · {formatDateTime(item.createdAt, timeZone)}
          </span>
          <span className="trade-meta mono">{item.ref}</span>
        </>
      }
      extra={
        <div className="trade-extra">
          <MoneyText amount={item.amount} signed className="trade-amount" />
          <span className="balance-after">
            {t('ledger.balance_after')} <MoneyText amount={item.balanceAfter} />
          </span>
        </div>
      }
    >
      <span className="trade-type">{item.typeLabel}</span>
    </List.Item>
  );
}
