import { LotteryGameSchema, type Draw, type LotteryGameCode } from '@app/contract';
import { Button, ErrorBlock } from 'antd-mobile';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshAfterDraw, useLotteryInfo, useOdds } from '../../api/lottery';
import { useBalance } from '../../api/user';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { BetBar } from './bet-bar';
import { DrawHeader } from './draw-header';
import { drawPhase } from './draw-phase';
import { FairnessCard } from './fairness-card';
import { MyBets } from './my-bets';
import { OddsGrid } from './odds-grid';
import { RecentResults } from './recent-results';
import { groupOptions, optionKey } from './slip';
import { useDrawStream } from './use-draw-stream';
import { useServerNow } from './use-server-now';
import './lottery.css';

// Polling: slowly while the result stream is connected, faster without it, every 2 s while a result is due.
const POLL_LIVE_MS = 20_000;
const POLL_OFFLINE_MS = 5_000;
const POLL_DUE_MS = 2_000;

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
  const navigate = useNavigate();
  const live = useDrawStream(game);
  const [dueNow, setDueNow] = useState(false);
  const info = useLotteryInfo(game, dueNow ? POLL_DUE_MS : live ? POLL_LIVE_MS : POLL_OFFLINE_MS);
  const odds = useOdds(game);
  const balance = useBalance();
  const now = useServerNow(info.data?.clockOffsetMs ?? 0);

  // Draws this page showed as open: once closed, they are the ones waiting for a result.
  const seen = useRef<Draw[]>([]);
  const current = info.data?.current;
  if (current && !seen.current.some((d) => d.drawId === current.drawId)) {
    seen.current = [...seen.current.slice(-4), current];
  }
  const phase = info.data ? drawPhase(info.data, seen.current, now) : null;
  const openId = phase?.open?.drawId ?? null;
  const due = phase?.awaiting ? now >= phase.awaiting.drawAt : false;

  // Betting moved to another draw, or a result is due: read the game again (and keep asking while due).
  const { refetch } = info;
  const moved = info.data !== undefined && openId !== (info.data.current?.drawId ?? null);
  useEffect(() => {
    if (moved) void refetch();
  }, [moved, openId, refetch]);
  useEffect(() => {
    setDueNow(due);
    if (due) void refetch();
  }, [due, refetch]);

  // A new result: the strip, the member's bets and balance follow.
  const lastId = info.data?.last?.drawId;
  const firstLast = useRef(lastId);
  useEffect(() => {
    if (lastId === undefined || lastId === firstLast.current) return;
    firstLast.current = lastId;
    refreshAfterDraw(game);
  }, [lastId, game]);

  // The slip.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [stake, setStake] = useState('10');
  const options = useMemo(() => odds.data?.list ?? [], [odds.data]);
  const groups = useMemo(() => groupOptions(options), [options]);
  const selected = useMemo(() => options.filter((o) => picked.has(optionKey(o))), [options, picked]);
  const toggle = useCallback((key: string) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);

  const title = info.data?.name ?? odds.data?.name ?? t(`lottery.game.${game}`);
  const records = (
    <button
      type="button"
      className="nav-link nav-icon-link"
      aria-label={t('lottery_page.all_orders')}
      onClick={() => navigate(`${ROUTES.orderRecord}?game=${game}`)}
    >
      <UnorderedListOutline />
    </button>
  );

  let body;
  if (info.isPending || odds.isPending) {
    body = <PageLoading />;
  } else if (!info.data || !odds.data || !phase) {
    body = (
      <ErrorBlock status="default" title={t('list.failed')} description="">
        <Button
          color="primary"
          fill="outline"
          size="small"
          onClick={() => void Promise.all([info.refetch(), odds.refetch()])}
        >
          {t('app.retry')}
        </Button>
      </ErrorBlock>
    );
  } else {
    body = (
      <>
        <DrawHeader info={info.data} phase={phase} now={now} balance={balance.data?.balance} />
        <RecentResults game={game} />
        <OddsGrid game={game} groups={groups} selected={picked} onToggle={toggle} disabled={phase.open === null} />
        <MyBets game={game} openDrawId={openId} />
        <FairnessCard draw={phase.open} />
        <BetBar
          draw={phase.open}
          selected={selected}
          stake={stake}
          onStake={setStake}
          onClear={clear}
          onPlaced={clear}
          balance={balance.data?.balance}
        />
      </>
    );
  }

  return (
    <Page title={title} right={records} className="lottery-page">
      {body}
    </Page>
  );
}
