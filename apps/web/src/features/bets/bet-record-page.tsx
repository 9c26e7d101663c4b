import type { BetRecord, BetStatus, BetTotalList } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBetFilters, useBetRecords, useBetTotals } from '../../api/betrecord';
import { formatDateTime } from '../../shared/format/date';
import { DateRangeError, DateRangeFilter } from '../../shared/ui/date-range-filter';
import { FilterDropdown } from '../../shared/ui/filter-dropdown';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { betDetailPath, STATUS_COLOR } from './bet-status';
import { useDateQuery, useRecordFilters } from './use-record-filters';
import './bets.css';

/** /pages/mine/betRecord: every bet (lottery and venues) by date, platform and status, with the range's totals. */
export function BetRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useRecordFilters();
  const dates = useDateQuery(filters.dates);
  const options = useBetFilters().data;
  const filter = dates.query && { ...dates.query, platform: filters.platform, status: filters.status };
  const records = useBetRecords(filter);
  const totals = useBetTotals(filter);

  return (
    <Page title={t('bet_record.title')} className="records-page bet-record-page">
      <div className="records-filters">
        <FilterDropdown
          filters={[
            {
              key: 'platform',
              title: t('bet_record.platform'),
              value: filters.platform ?? '',
              onChange: (v) => setFilters({ ...filters, platform: v || undefined }),
              options: [
                { value: '', label: t('bet_record.all_platforms') },
                ...(options?.platforms ?? []).map((p) => ({ value: p.code, label: p.label })),
              ],
            },
            {
              key: 'status',
              title: t('bet_record.status'),
              value: filters.status ?? '',
              onChange: (v) => setFilters({ ...filters, status: (v || undefined) as BetStatus | undefined }),
              options: [
                { value: '', label: t('bet_record.all_statuses') },
                ...(options?.statuses ?? []).map((s) => ({ value: s.code, label: s.label })),
              ],
            },
          ]}
        />
        <DateRangeFilter value={filters.dates} onChange={(dates) => setFilters({ ...filters, dates })} />
      </div>

      {dates.error ? (
        <DateRangeError error={dates.error} />
      ) : (
        <>
          <TotalsCard totals={totals.data} loading={totals.isPending && totals.fetchStatus !== 'idle'} />
          <PagedList
            query={records}
            itemKey={(b) => `${b.platform}:${b.orderNo}`}
            emptyText={t('bet_record.empty')}
            renderItem={(b) => (
              <BetRow bet={b} timeZone={dates.timeZone} onOpen={() => navigate(betDetailPath(b.orderNo, b.platform))} />
            )}
          />
        </>
      )}
    </Page>
  );
}

/** Bets, stake, valid stake and win/lose of the range; by platform on a tap. */
function TotalsCard({ totals, loading }: { totals: BetTotalList | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!totals) return loading ? <Skeleton.Paragraph animated className="bet-totals-skeleton" /> : null;
  const { total } = totals;
  return (
    <section className="bet-totals" aria-label={t('bet_record.totals')} data-testid="bet-totals">
      <div className="bet-totals-grid">
        <div>
          <span className="bet-totals-label">{t('bet_record.bets')}</span>
          <span className="bet-totals-value">{total.bets}</span>
        </div>
        <div>
          <span className="bet-totals-label">{t('bet_record.stake')}</span>
          <MoneyText amount={total.stake} className="bet-totals-value" />
        </div>
        <div>
          <span className="bet-totals-label">{t('bet_record.valid_stake')}</span>
          <MoneyText amount={total.validStake} className="bet-totals-value" />
        </div>
        <div>
          <span className="bet-totals-label">{t('bet_record.win_lose')}</span>
          <MoneyText amount={total.winLose} signed className="bet-totals-value" />
        </div>
      </div>
      {totals.platforms.length > 0 && (
        <button type="button" className="bet-totals-toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t('bet_record.hide_platforms') : t('bet_record.by_platform')}
        </button>
      )}
      {open && (
        <table className="bet-totals-table">
          <thead>
            <tr>
              <th>{t('bet_record.platform')}</th>
              <th>{t('bet_record.bets')}</th>
              <th>{t('bet_record.stake')}</th>
              <th>{t('bet_record.win_lose')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.platforms.map((p) => (
              <tr key={p.platform}>
                <td>{p.platformName}</td>
                <td>{p.bets}</td>
                <td>
                  <MoneyText amount={p.stake} />
                </td>
                <td>
                  <MoneyText amount={p.winLose} signed />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function BetRow({ bet, timeZone, onOpen }: { bet: BetRecord; timeZone: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      onClick={onOpen}
      arrowIcon={false}
      description={
        <span className="bet-row-meta">
          {bet.platformName} · {formatDateTime(bet.placedAt, timeZone)}
        </span>
      }
      extra={
        <div className="bet-row-extra">
          <span className="bet-row-stake">
            {t('bet_record.stake')} <MoneyText amount={bet.stake} />
          </span>
          {bet.status === 'completed' && bet.winLose !== null ? (
            <MoneyText amount={bet.winLose} signed className="bet-row-winlose" />
          ) : (
            <Tag color={STATUS_COLOR[bet.status]} fill="outline">
              {bet.statusLabel}
            </Tag>
          )}
        </div>
      }
    >
      <span className="bet-row-title">
        {bet.gameName}
        {bet.content && <span className="bet-row-content"> · {bet.content}</span>}
      </span>
    </List.Item>
  );
}
