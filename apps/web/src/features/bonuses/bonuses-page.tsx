import { parseAmountToFen, type BonusItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { useBonuses } from '../../api/activity';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import './bonuses.css';

/**
 * /pages/mine/bonuses: the turnover still to bet before a withdrawal, then each bonus with how much of
 * the turnover it added is done; the oldest requirement is worked off first (docs/decisions.md, Rewards).
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const timeZone = useSystemInfo().data?.timeZone;
  // Every page carries the member's total; the first one asked is as fresh as any.
  const total = bonuses.data?.pages[0]?.turnoverRemaining;

  return (
    <Page title={t('promotion.bonuses')} className="bonuses-page">
      {total !== undefined && (
        <section className="bonuses-total" aria-labelledby="bonuses-total-title">
          <h2 id="bonuses-total-title" className="bonuses-total-title">
            {t('promotion.turnover_total')}
          </h2>
          <MoneyText amount={total} className="bonuses-total-amount" />
          <p className="bonuses-total-note">{t('promotion.turnover_total_note')}</p>
        </section>
      )}
      <PagedList
        query={bonuses}
        itemKey={(item) => item.orderNo}
        emptyText={t('promotion.no_bonuses')}
        renderItem={(item) => <BonusRow item={item} timeZone={timeZone} />}
      />
    </Page>
  );
}

function BonusRow({ item, timeZone }: { item: BonusItem; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const percent = progressPercent(item.turnoverDone, item.turnoverRequired);
  return (
    <List.Item
      className="bonus-row"
      data-testid="bonus-row"
      arrowIcon={false}
      description={
        <span className="trade-meta">
          {t('promotion.claimed_at', { time: formatDateTime(item.claimedAt, timeZone) })}
        </span>
      }
      extra={<MoneyText amount={item.amount} className="trade-amount" />}
    >
      <span className="trade-type">{item.label}</span>
      <div
        role="progressbar"
        aria-label={t('promotion.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bonus-progress"
      >
        <ProgressBar percent={percent} className="bonus-progress-bar" />
      </div>
      <span className="bonus-progress-figures">
        {t('promotion.turnover_progress', {
          done: formatMoney(item.turnoverDone),
          required: formatMoney(item.turnoverRequired),
          remaining: formatMoney(item.turnoverRemaining),
        })}
      </span>
    </List.Item>
  );
}

/** Whole percent of `required` that `done` covers, 0-100, worked out in fen; a bonus that asks nothing is done. */
function progressPercent(done: string, required: string): number {
  const got = parseAmountToFen(done) ?? 0n;
  const wanted = parseAmountToFen(required) ?? 0n;
  if (wanted <= 0n || got >= wanted) return 100;
  return Number((got * 100n) / wanted);
}
