import { formatFen } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { MoneyText } from '../../shared/ui/money-text';
import { LIVE_CHIPS } from './use-live-stakes';

type LiveChipsProps = {
  chip: bigint;
  onChip: (chip: bigint) => void;
  total: bigint;
  /** The chips are more than the balance. */
  short: boolean;
  onClear: () => void;
  onConfirm: () => void;
  /** Betting is closed (no round takes bets now). */
  closed: boolean;
  pending: boolean;
};

/** The chip in hand, the chips on the spots in total, Clear and Confirm. */
export function LiveChips({ chip, onChip, total, short, onClear, onConfirm, closed, pending }: LiveChipsProps) {
  const { t } = useTranslation();
  return (
    <section className="live-controls" aria-label={t('live_page.chips')}>
      <div className="live-chips" role="group" aria-label={t('live_page.chips')}>
        {LIVE_CHIPS.map((c) => {
          const amount = formatFen(c);
          return (
            <button
              key={amount}
              type="button"
              className={c === chip ? `live-chip live-chip-${c} live-chip-on` : `live-chip live-chip-${c}`}
              aria-pressed={c === chip}
              aria-label={t('live_page.chip', { amount: formatMoney(amount) })}
              onClick={() => onChip(c)}
            >
              {formatMoney(amount).replace(/\.00$/, '')}
            </button>
          );
        })}
      </div>
      <div className="live-actions">
        <div className="live-total">
          <span className="live-status-label">{short ? t('live_page.short') : t('live_page.total')}</span>
          <span data-testid="live-total" className={short ? 'live-total-short' : undefined}>
            <MoneyText amount={formatFen(total)} />
          </span>
        </div>
        <Button size="small" fill="outline" disabled={pending || total === 0n} onClick={onClear}>
          {t('live_page.clear')}
        </Button>
        <Button
          color="warning"
          shape="rounded"
          className="live-confirm"
          loading={pending}
          disabled={closed || pending || short || total === 0n}
          onClick={onConfirm}
        >
          {closed ? t('live_page.betting_closed') : t('live_page.confirm')}
        </Button>
      </div>
    </section>
  );
}
