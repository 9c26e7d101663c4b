import { LotteryGameSchema, type LotteryGameCode } from '@app/contract';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOdds } from '../../api/lottery';
import { useBalance } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { BetBar } from './bet-bar';
import { DrawHeader } from './draw-header';
import { FairnessCard } from './fairness-card';
import { MyBets } from './my-bets';
import { OddsGrid } from './odds-grid';
import { RecentResults } from './recent-results';
import { useDrawPhase } from './use-draw-phase';
import { useSlipPicks } from './use-slip-picks';
import { LoadFailed } from '../../shared/ui/load-failed';
import './lottery.css';

/** /pages/home/game?game=fast3|pc28: the first-party lottery. */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const game = LotteryGameSchema.safeParse(params.get('game'));
  if (!game.success) {
    return (
      <Page title={t('lottery_page.title')}>
        <ErrorBlock status="empty" title={t('lottery.game_unknown')} description="" />
      </Page>
    );
  }
  return <LotteryGame key={game.data} game={game.data} />;
}

function LotteryGame({ game }: { game: LotteryGameCode }) {
  const { t } = useTranslation();
  const { info, now, phase } = useDrawPhase(game);
  const odds = useOdds(game);
  const balance = useBalance();
  const options = useMemo(() => odds.data?.list ?? [], [odds.data]);
  const slip = useSlipPicks(options);

  const title = info.data?.name ?? odds.data?.name ?? t(`lottery.game.${game}`);

  let body: ReactNode;
  if (info.isPending || odds.isPending) {
    body = <PageLoading />;
  } else if (!info.data || !odds.data || !phase) {
    body = <LoadFailed onRetry={() => void Promise.all([info.refetch(), odds.refetch()])} />;
  } else {
    body = (
      <>
        <DrawHeader info={info.data} phase={phase} now={now} balance={balance.data?.balance} />
        <RecentResults game={game} />
        <OddsGrid
          game={game}
          groups={slip.groups}
          selected={slip.picked}
          onToggle={slip.toggle}
          disabled={phase.open === null}
        />
        <MyBets game={game} open={phase.open} now={now} />
        <FairnessCard draw={phase.open} />
        <BetBar
          draw={phase.open}
          selected={slip.selected}
          stake={slip.stake}
          onStake={slip.setStake}
          onClear={slip.clear}
          onPlaced={slip.clear}
          balance={balance.data?.balance}
        />
      </>
    );
  }

  return (
    <Page title={title} right={<OrdersLink game={game} />} className="lottery-page">
      {body}
    </Page>
  );
}

/** The member's orders of this game. */
function OrdersLink({ game }: { game: LotteryGameCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nav-link nav-icon-link"
      aria-label={t('lottery_page.all_orders')}
      onClick={() => navigate(`${ROUTES.orderRecord}?game=${game}`)}
    >
      <UnorderedListOutline />
    </button>
  );
}
