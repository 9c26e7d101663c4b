import { parseAmountToFen, formatFen, type LiveBet, type LiveHand } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { tableHandOf } from '../../shared/cards/live-hand';
import { MoneyText } from '../../shared/ui/money-text';
import { TableHandView } from '../../shared/ui/table-hand';
import type { LivePhase } from './live-phase';

type Deal = { dealt: number; faceUp: number; revealing: boolean };
type LiveFeltProps = { phase: LivePhase; deal: Deal; bets: LiveBet[] | undefined };

/** The felt: the seats, "no more bets" at the close, then the cards as they are dealt, the winner and the member's result. */
export function LiveFelt({ phase, deal, bets }: LiveFeltProps) {
  const { t } = useTranslation();
  const hand = phase.kind === 'dealt' ? phase.round.hand : null;
  return (
    <section className="live-felt" aria-label={t('live_page.felt')}>
      {hand ? (
        <TableHandView hand={tableHandOf(hand)} dealt={deal.dealt} faceUp={deal.faceUp} />
      ) : (
        <div className="table-hand" aria-hidden="true">
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className="hand-seat">
              <div className="hand-seat-head">
                <span className="hand-seat-name">{t(`cards.spot.${side}`)}</span>
              </div>
              <div className="hand-seat-cards" />
            </div>
          ))}
        </div>
      )}
      {phase.kind === 'closed' && (
        <div className="live-banner live-banner-closed" data-testid="no-more-bets" role="status">
          {t('live_page.no_more_bets')}
        </div>
      )}
      {phase.kind === 'waiting' && <div className="live-banner">{t('live_page.next_soon')}</div>}
      {hand && !deal.revealing && <WinnerBanner hand={hand} />}
      {hand && !deal.revealing && bets && bets.length > 0 && <MyResult bets={bets} />}
    </section>
  );
}

/** Who won, with the totals and the pairs. */
function WinnerBanner({ hand }: { hand: LiveHand }) {
  const { t } = useTranslation();
  return (
    <div className={`live-banner live-winner live-winner-${hand.winner}`} data-testid="live-winner" role="status">
      <span>{t(`live_page.winner.${hand.winner}`)}</span>
      <span className="live-winner-totals">
        {t('live_page.totals', { player: hand.playerTotal, banker: hand.bankerTotal })}
      </span>
      {hand.playerPair && <span className="live-pair">{t('cards.spot.player_pair')}</span>}
      {hand.bankerPair && <span className="live-pair">{t('cards.spot.banker_pair')}</span>}
    </div>
  );
}

/** What the round did to the member, once its bets are paid. */
function MyResult({ bets }: { bets: LiveBet[] }) {
  const { t } = useTranslation();
  if (bets.some((b) => b.payout === null)) {
    return <div className="live-my-result">{t('live_page.settling')}</div>;
  }
  const fen = (amount: string | null) => parseAmountToFen(amount ?? '0') ?? 0n;
  const winLose = bets.reduce((sum, b) => sum + fen(b.payout) - fen(b.amount), 0n);
  const outcome = winLose > 0n ? 'won' : winLose < 0n ? 'lost' : 'even';
  return (
    <div className={`live-my-result live-my-result-${outcome}`} data-testid="live-my-result">
      <span>{t(`live_page.${outcome}`)}</span>
      <span className="live-my-result-amount">
        <span className="live-status-label">{t('live_page.win_lose')}</span>
        <MoneyText amount={formatFen(winLose)} signed />
      </span>
    </div>
  );
}
