import type { LotteryGameInfo } from '@app/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { formatCountdown, secondsUntil } from '../../shared/lottery/clock';
import { DrawResult } from '../../shared/ui/draw-result';
import { drawNo, type DrawPhase } from './draw-phase';

type DrawHeaderProps = {
  info: LotteryGameInfo;
  phase: DrawPhase;
  now: number;
  balance: string | undefined;
};

/** The member's balance, the draw taking bets with its countdown, and the latest result or the one being drawn. */
export function DrawHeader({ info, phase, now, balance }: DrawHeaderProps) {
  const { t } = useTranslation();
  const { open, awaiting } = phase;
  const closeIn = open ? secondsUntil(open.closesAt, now) : 0;
  const drawIn = awaiting ? secondsUntil(awaiting.drawAt, now) : 0;

  return (
    <section className="draw-header" aria-label={t('lottery_page.draw_section')}>
      <div className="draw-balance">
        <span className="draw-balance-label">{t('lottery_page.balance')}</span>
        {balance === undefined ? (
          <Skeleton animated className="draw-balance-skeleton" />
        ) : (
          <span className="draw-balance-amount" data-testid="lottery-balance">
            {t('money.cny', { amount: formatMoney(balance) })}
          </span>
        )}
      </div>

      <div className="draw-current">
        <div>
          <div className="draw-current-label">{t('lottery_page.current_draw')}</div>
          <div className="draw-current-no" data-testid="open-draw">
            {open ? t('lottery_page.draw_no', { no: drawNo(open.drawId) }) : '--'}
          </div>
        </div>
        <div className="draw-countdown" role="timer" aria-live="off">
          <div className="draw-countdown-label">
            {open ? t('lottery_page.closes_in') : t('lottery_page.betting_closed_short')}
          </div>
          <div className="draw-countdown-value" data-testid="close-countdown">
            {open ? formatCountdown(closeIn) : '--:--'}
          </div>
        </div>
      </div>

      <div className="draw-latest" aria-live="polite">
        {awaiting ? (
          <>
            <span className="draw-latest-no" data-testid="awaiting-draw">
              {awaiting.drawId
                ? t('lottery_page.draw_no', { no: drawNo(awaiting.drawId) })
                : t('lottery_page.previous_draw')}
            </span>
            <span className="draw-latest-wait" data-testid="draw-countdown">
              {drawIn > 0 ? t('lottery_page.draws_in', { time: formatCountdown(drawIn) }) : t('lottery_page.drawing')}
            </span>
          </>
        ) : info.last?.result ? (
          <>
            <span className="draw-latest-no" data-testid="last-draw">
              {t('lottery_page.draw_no', { no: drawNo(info.last.drawId) })}
            </span>
            <DrawResult game={info.game} result={info.last.result} />
          </>
        ) : (
          <span className="draw-latest-wait">{t('lottery_page.no_result_yet')}</span>
        )}
      </div>
    </section>
  );
}
