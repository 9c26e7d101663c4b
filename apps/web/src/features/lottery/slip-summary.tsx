import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import type { StakeCheck } from './slip';

type SlipSummaryProps = {
  /** No draw takes bets. */
  closed: boolean;
  count: number;
  check: StakeCheck;
  /** The total is more than the balance. */
  short: boolean;
};

/** What the slip comes to: the number of bets and the total, or why it cannot be placed. */
export function SlipSummary({ closed, count, check, short }: SlipSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className="bet-summary-text" aria-live="polite">
      {closed ? (
        <span className="bet-closed">{t('lottery_page.betting_closed')}</span>
      ) : count === 0 ? (
        <span className="muted">{t('lottery_page.pick_hint')}</span>
      ) : !check.ok ? (
        <span className="bet-error">{t(check.error, check.params)}</span>
      ) : (
        <>
          <span>{t('lottery_page.selected', { count })}</span>
          <span className="bet-total" data-testid="slip-total">
            {t('money.cny', { amount: formatMoney(check.total) })}
          </span>
          {short && <span className="bet-error">{t('lottery_page.balance_short')}</span>}
        </>
      )}
    </div>
  );
}
