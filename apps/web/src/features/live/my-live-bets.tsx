import type { LiveBet } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';

/** The member's bets on the round shown: spot and stake, then what each paid back (once its cards are all up). */
export function MyLiveBets({ bets, dealing }: { bets: LiveBet[] | undefined; dealing: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="live-section live-my-bets" aria-labelledby="live-my-bets-title">
      <h2 id="live-my-bets-title">{t('live_page.my_bets')}</h2>
      {!bets || bets.length === 0 ? (
        <p className="live-empty">{t('live_page.no_bets')}</p>
      ) : (
        <ul>
          {bets.map((b) => (
            <li key={b.orderNo} data-testid="live-my-bet" data-spot={b.spot}>
              <span className="live-bet-spot">{b.spotLabel}</span>
              <MoneyText amount={b.amount} />
              <span className="live-bet-payout">
                {b.payout === null || dealing ? (
                  t('live_page.bet_waiting')
                ) : (
                  <>
                    {t('live_page.payout')} <MoneyText amount={b.payout} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
