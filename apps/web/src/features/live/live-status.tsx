import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { formatCountdown, secondsUntil } from '../../shared/lottery/clock';
import { MoneyText } from '../../shared/ui/money-text';
import { roundNo, type LivePhase } from './live-phase';

type LiveStatusProps = { phase: LivePhase; now: number; balance: string | undefined };

/** The central balance, the round shown, and where it stands: its countdown to the close, no more bets, or the next round's. */
export function LiveStatus({ phase, now, balance }: LiveStatusProps) {
  const { t } = useTranslation();
  const round = phase.kind === 'waiting' ? null : phase.round;
  const [label, countdown] =
    phase.kind === 'betting'
      ? [t('live_page.closes_in'), formatCountdown(secondsUntil(phase.closesAt, now))]
      : phase.kind === 'closed'
        ? [t('live_page.no_more_bets'), null]
        : [t('live_page.next_round'), formatCountdown(secondsUntil(phase.nextOpensAt, now))];

  return (
    <section className="live-status" aria-label={t('live_page.status')}>
      <div className="live-status-balance">
        <span className="live-status-label">{t('live_page.balance')}</span>
        {balance === undefined ? (
          <Skeleton animated className="live-balance-skeleton" />
        ) : (
          <span className="live-balance" data-testid="live-balance">
            <MoneyText amount={balance} />
          </span>
        )}
      </div>
      <div className="live-status-round">
        <span className="live-status-label">{t('live_page.round')}</span>
        <span className="live-round-no" data-testid="live-round" title={round?.roundId}>
          {round ? roundNo(round.roundId) : '--'}
        </span>
      </div>
      <div className={`live-clock live-clock-${phase.kind}`} role="timer" aria-live="off">
        <span className="live-status-label" data-testid="live-phase">
          {label}
        </span>
        {countdown !== null && (
          <span className="live-countdown" data-testid="live-countdown">
            {countdown}
          </span>
        )}
      </div>
    </section>
  );
}
