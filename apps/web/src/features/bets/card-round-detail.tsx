import type { CardRound } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { BlackjackHands } from '../../shared/ui/blackjack-hands';
import { CardRoundVerification } from '../../shared/ui/card-round-verification';
import { TableHandView } from '../../shared/ui/table-hand';
import './card-round-detail.css';

/** A card round in the bet detail: the cards dealt, each bet's payout, and the round checked on this device. */
export function CardRoundDetail({ round }: { round: CardRound }) {
  const { t } = useTranslation();
  return (
    <>
      {round.hand && (
        <section className="bet-verify" aria-labelledby="card-hands-title">
          <h2 id="card-hands-title">{t('card_page.hands_title')}</h2>
          <TableHandView hand={round.hand} />
          <dl className="card-round-bets">
            {round.bets.map((b) => (
              <div key={b.spot} data-testid={`round-bet-${b.spot}`}>
                <dt>{b.spotLabel}</dt>
                <dd>
                  {t('card_page.stake')} {formatMoney(b.amount)} · {t('card_page.payout')}{' '}
                  {b.payout === null ? '--' : formatMoney(b.payout)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {round.blackjack && (
        <section className="bet-verify" aria-labelledby="card-hands-title">
          <h2 id="card-hands-title">{t('card_page.hands_title')}</h2>
          <BlackjackHands view={round.blackjack} />
        </section>
      )}
      <section className="bet-verify" aria-labelledby="card-verify-title">
        <h2 id="card-verify-title">{t('card_page.verify_title')}</h2>
        <CardRoundVerification round={round} />
      </section>
    </>
  );
}
