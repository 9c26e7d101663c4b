import { canWithdrawAt, LIMITS, LOTTERY_GAMES, type Bet, type Draw, type LotteryGameCode } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tag from 'antd-mobile/es/components/tag';
import Toast from 'antd-mobile/es/components/toast';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshAfterSettlement, useCancelOrder, useRecentBets } from '../../api/lottery';
import { ROUTES } from '../../shared/routes';
import { MoneyText } from '../../shared/ui/money-text';
import { drawNo } from './draw-phase';

const SHOWN = 8;
const POLL_MS = 5000;

/** `open`: the draw taking bets, or null; `now`: the server's time (ms). */
type MyBetsProps = { game: LotteryGameCode; open: Draw | null; now: number };

/**
 * The member's latest bets on this game: open ones can be withdrawn while their draw takes bets,
 * until its last part, where bets stand (rules/lottery.ts `canWithdrawAt`, as the server rules).
 */
export function MyBets({ game, open: openDraw, now }: MyBetsProps) {
  const { t } = useTranslation();
  const bets = useRecentBets(game, SHOWN, POLL_MS);
  const list = bets.data?.list ?? [];
  const open = list.filter((b) => b.status === 'unfinished').length;
  const onOpenDraw = (b: Bet) => b.status === 'unfinished' && b.drawId === openDraw?.drawId;
  const withdrawable = openDraw !== null && canWithdrawAt(game, Date.parse(openDraw.closesAt), now);

  // A bet that was waiting is settled (or refunded): its payout is in the wallet from the same moment.
  const waiting = list
    .filter((b) => b.status === 'unfinished')
    .map((b) => b.orderNo)
    .join(',');
  const before = useRef(waiting);
  useEffect(() => {
    const settled = before.current.split(',').some((no) => no !== '' && !waiting.split(',').includes(no));
    before.current = waiting;
    if (settled) refreshAfterSettlement();
  }, [waiting]);

  return (
    <section className="lottery-card" aria-labelledby="my-bets-title">
      <header className="lottery-card-header">
        <h2 id="my-bets-title">
          {t('lottery_page.my_bets')}
          {open > 0 && <span className="lottery-card-badge">{t('lottery_page.open_count', { count: open })}</span>}
        </h2>
        <Link className="lottery-card-link" to={`${ROUTES.orderRecord}?game=${game}`}>
          {t('lottery_page.all_orders')}
          <RightOutline />
        </Link>
      </header>
      {list.length === 0 ? (
        <p className="lottery-card-empty">{bets.isPending ? t('app.loading') : t('lottery_page.no_bets')}</p>
      ) : (
        <ul className="my-bets" data-testid="my-bets">
          {list.map((bet) => (
            <MyBetRow key={bet.orderNo} bet={bet} cancellable={withdrawable && onOpenDraw(bet)} />
          ))}
        </ul>
      )}
      {!withdrawable && list.some(onOpenDraw) && (
        <p className="my-bets-note" data-testid="withdraw-locked">
          {t('lottery_page.withdraw_locked', { seconds: LOTTERY_GAMES[game].withdrawLockSeconds })}
        </p>
      )}
    </section>
  );
}

function MyBetRow({ bet, cancellable }: { bet: Bet; cancellable: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();

  const withdraw = async () => {
    const ok = await Dialog.confirm({
      title: t('lottery_page.cancel_title'),
      content: t('lottery_page.cancel_confirm', { label: bet.label, no: drawNo(bet.drawId), amount: bet.stake }),
      confirmText: t('lottery_page.cancel'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    try {
      const answer = await cancel.submit(bet.orderNo);
      if (answer) Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  };

  return (
    <li className="my-bet" data-testid="my-bet">
      <div className="my-bet-main">
        <span className="my-bet-label">{bet.label}</span>
        <span className="my-bet-meta">
          {t('lottery_page.draw_no', { no: drawNo(bet.drawId) })} · {t('lottery_page.odds_value', { odds: bet.odds })}
        </span>
      </div>
      <div className="my-bet-side">
        <MoneyText amount={bet.stake} className="my-bet-stake" />
        <BetOutcome bet={bet} />
      </div>
      {cancellable && (
        <Button
          size="mini"
          fill="outline"
          color="danger"
          className="my-bet-cancel"
          loading={cancel.pending}
          disabled={cancel.pending}
          onClick={() => void withdraw()}
        >
          {t('lottery_page.cancel')}
        </Button>
      )}
    </li>
  );
}

/** Waiting, won (with what it paid), lost, or refunded. */
export function BetOutcome({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  if (bet.status === 'unfinished') {
    return (
      <Tag color="primary" fill="outline">
        {t('lottery_page.waiting')}
      </Tag>
    );
  }
  if (bet.status === 'completed' && bet.winLose !== null) {
    const won = !bet.winLose.startsWith('-') && bet.payout !== null && bet.payout !== '0.00';
    return (
      <span className={won ? 'bet-outcome bet-won' : 'bet-outcome bet-lost'}>
        {won ? t('lottery_page.won') : t('lottery_page.lost')} <MoneyText amount={bet.winLose} signed />
      </span>
    );
  }
  return (
    <Tag color="default" fill="outline">
      {bet.statusLabel}
    </Tag>
  );
}
