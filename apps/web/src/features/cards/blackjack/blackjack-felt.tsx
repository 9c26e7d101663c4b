import { formatFen, type CardRound } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { BlackjackHands } from '../../../shared/ui/blackjack-hands';
import { MoneyText } from '../../../shared/ui/money-text';

type Props = {
  balance: string | undefined;
  round: CardRound | null;
  /** Steps of the round's deal shown so far (use-blackjack-reveal.ts). */
  done: number;
  /** With no round on the table: the stake on the betting spot, and a tap there adds the chip. */
  stake: bigint;
  onSpot: () => void;
  spotDisabled: boolean;
  /** The round on the table came back unfinished (a reload, another device): say so. */
  resumed: boolean;
};

/** The felt: the central balance, then the round's cards, or the betting spot before a deal. */
export function BlackjackFelt({ balance, round, done, stake, onSpot, spotDisabled, resumed }: Props) {
  const { t } = useTranslation();
  return (
    <section className="table-felt bj-felt">
      <div className="table-balance bj-balance">
        <span className="table-balance-label">{t('card_page.balance')}</span>
        <span className="table-balance-amount" data-testid="card-balance">
          {balance === undefined ? '--' : <MoneyText amount={balance} />}
        </span>
      </div>
      {round?.blackjack ? (
        <BlackjackHands view={round.blackjack} done={done} />
      ) : (
        <div className="bj-empty">
          <div className="bj-seat bj-dealer">
            <div className="bj-seat-head">
              <span className="bj-seat-name">{t('blackjack_page.dealer')}</span>
            </div>
            <div className="bj-cards" />
          </div>
          <button
            type="button"
            className={stake > 0n ? 'bj-spot bj-spot-on' : 'bj-spot'}
            aria-label={t('blackjack_page.bet_spot_label')}
            data-testid="bj-bet-spot"
            disabled={spotDisabled}
            onClick={onSpot}
          >
            {stake > 0n ? (
              <span className="spot-stake" data-testid="bj-spot-stake">
                {formatMoney(formatFen(stake))}
              </span>
            ) : (
              <span className="bj-spot-hint">{t('blackjack_page.bet_spot')}</span>
            )}
          </button>
        </div>
      )}
      {resumed && (
        <p className="bj-resumed" role="status">
          {t('blackjack_page.resumed')}
        </p>
      )}
      <p className="table-rule">{t('blackjack_page.rule')}</p>
    </section>
  );
}
