import { formatFen, parseAmountToFen, type BlackjackAction, type BlackjackView } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';

/** The moves in the order the buttons stand; only those the round allows now are shown. */
const ORDER: readonly BlackjackAction[] = ['insurance', 'no_insurance', 'hit', 'stand', 'double', 'split'];
const COLOR: Record<BlackjackAction, 'primary' | 'warning' | 'default'> = {
  insurance: 'warning',
  no_insurance: 'default',
  hit: 'primary',
  stand: 'warning',
  double: 'default',
  split: 'default',
};

type Props = {
  view: BlackjackView;
  onAct: (action: BlackjackAction) => void;
  /** A move is in flight: every button waits for its answer. */
  pending: boolean;
};

/**
 * The member's moves now: exactly the round's `actions` (the server's list, rules/cards/blackjack.ts).
 * With an ace up, the insurance question first, with what it costs (half the stake, rounded down).
 */
export function BlackjackActions({ view, onAct, pending }: Props) {
  const { t } = useTranslation();
  const shown = ORDER.filter((a) => view.actions.includes(a));
  const stake = parseAmountToFen(view.hands[0]?.stake ?? '0') ?? 0n;
  return (
    <section className="bj-actions" aria-label={t('blackjack_page.moves')} data-testid="bj-actions">
      <p className="bj-actions-hint">
        {view.phase === 'insurance'
          ? t('blackjack_page.insurance_offer', { amount: formatMoney(formatFen(stake / 2n)) })
          : t('blackjack_page.your_move')}
      </p>
      <div className="bj-action-buttons">
        {shown.map((action) => (
          <Button
            key={action}
            color={COLOR[action]}
            shape="rounded"
            className="bj-action"
            disabled={pending}
            data-action={action}
            onClick={() => onAct(action)}
          >
            {t(`blackjack_page.action.${action}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
