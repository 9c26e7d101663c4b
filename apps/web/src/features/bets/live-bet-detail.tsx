import type { LiveBet, LiveRound } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { tableHandOf } from '../../shared/cards/live-hand';
import { formatMoney } from '../../shared/format/money';
import { LiveRoundVerification } from '../../shared/ui/live-round-verification';
import { TableHandView } from '../../shared/ui/table-hand';
import './live-bet-detail.css';

/** A live table bet in the bet detail: the round's hand, the bet's spot and what it paid, and the round checked here. */
export function LiveBetDetail({ round, bet }: { round: LiveRound; bet: LiveBet }) {
  const { t } = useTranslation();
  const hand = round.hand;
  return (
    <>
      <section className="bet-verify" aria-labelledby="live-hand-title">
        <h2 id="live-hand-title">{t('live_page.hand_title')}</h2>
        {hand ? (
          <>
            <TableHandView hand={tableHandOf(hand)} />
            <p className="live-detail-winner" data-testid="live-detail-winner">
              {t(`live_page.winner.${hand.winner}`)} ·{' '}
              {t('live_page.totals', { player: hand.playerTotal, banker: hand.bankerTotal })}
              {hand.playerPair && ` · ${t('cards.spot.player_pair')}`}
              {hand.bankerPair && ` · ${t('cards.spot.banker_pair')}`}
            </p>
          </>
        ) : (
          <p className="live-detail-winner">{t('live_page.bet_waiting')}</p>
        )}
        <dl className="live-detail-bets">
          <div data-testid={`live-bet-${bet.spot}`}>
            <dt>{bet.spotLabel}</dt>
            <dd>
              {t('live_page.stake')} {formatMoney(bet.amount)} · {t('live_page.payout')}{' '}
              {bet.payout === null ? '--' : formatMoney(bet.payout)}
            </dd>
          </div>
        </dl>
      </section>
      <section className="bet-verify" aria-labelledby="live-verify-title">
        <h2 id="live-verify-title">{t('live_page.verify_title')}</h2>
        <LiveRoundVerification round={round} />
      </section>
    </>
  );
}
