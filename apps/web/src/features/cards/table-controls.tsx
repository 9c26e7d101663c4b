import { formatFen } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { MoneyText } from '../../shared/ui/money-text';
import { CHIPS } from './use-table-bets';

type TableControlsProps = {
  chip: bigint;
  onChip: (chip: bigint) => void;
  total: bigint;
  onClear: () => void;
  onDeal: () => void;
  /** A round is being played or dealt: no new round, no chips moved. */
  busy: boolean;
};

/** The chip in hand, the total on the table, Clear and Deal. */
export function TableControls({ chip, onChip, total, onClear, onDeal, busy }: TableControlsProps) {
  const { t } = useTranslation();
  return (
    <section className="table-controls" aria-label={t('card_page.chips')}>
      <div className="table-chips" role="group" aria-label={t('card_page.chips')}>
        {CHIPS.map((c) => {
          const amount = formatFen(c);
          return (
            <button
              key={amount}
              type="button"
              className={c === chip ? `table-chip table-chip-${c} table-chip-on` : `table-chip table-chip-${c}`}
              aria-pressed={c === chip}
              aria-label={t('card_page.chip', { amount: formatMoney(amount) })}
              onClick={() => onChip(c)}
            >
              {formatMoney(amount).replace(/\.00$/, '')}
            </button>
          );
        })}
      </div>
      <div className="table-actions">
        <div className="table-total">
          <span className="table-total-label">{t('card_page.total')}</span>
          <span data-testid="table-total">
            <MoneyText amount={formatFen(total)} />
          </span>
        </div>
        <Button size="small" fill="outline" className="table-clear" disabled={busy || total === 0n} onClick={onClear}>
          {t('card_page.clear')}
        </Button>
        <Button color="warning" shape="rounded" className="table-deal" disabled={busy || total === 0n} onClick={onDeal}>
          {busy ? t('card_page.dealing') : t('card_page.deal')}
        </Button>
      </div>
    </section>
  );
}
