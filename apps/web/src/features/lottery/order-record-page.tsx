import { BET_STATUSES, LOTTERY_GAME_CODES, LotteryGameSchema, type Bet, type BetStatus } from '@app/contract';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBetList } from '../../api/lottery';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { HeaderLink } from '../../shared/ui/header-link';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { drawNo } from './draw-phase';
import { BetOutcome } from './my-bets';
import './lottery.css';

const ALL = 'all';
const StatusSchema = z.enum(BET_STATUSES).optional().catch(undefined);

/**
 * /pages/home/orderRecord?game=&status=: the member's lottery orders, newest first, by game and
 * status (unfinished, completed, cancelled, withdrawn); each opens its bet details.
 */
export function OrderRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const game = LotteryGameSchema.optional()
    .catch(undefined)
    .parse(params.get('game') ?? undefined);
  const status = StatusSchema.parse(params.get('status') ?? undefined);
  const bets = useBetList({ game, status });
  const timeZone = useSystemInfo().data?.timeZone;

  const set = (next: { game?: string | undefined; status?: BetStatus | undefined }) => {
    const merged = { game, status, ...next };
    const search = new URLSearchParams();
    if (merged.game && merged.game !== ALL) search.set('game', merged.game);
    if (merged.status) search.set('status', merged.status);
    setParams(search, { replace: true });
  };

  return (
    <Page
      title={t('lottery_page.orders_title')}
      className="records-page"
      right={<HeaderLink to={ROUTES.betRecord}>{t('lottery_page.bet_records')}</HeaderLink>}
    >
      <div className="lottery-tabs">
        <Tabs activeKey={game ?? ALL} onChange={(key) => set({ game: key })}>
          <Tabs.Tab key={ALL} title={t('lottery_page.all_games')} />
          {LOTTERY_GAME_CODES.map((code) => (
            <Tabs.Tab key={code} title={t(`lottery.game.${code}`)} />
          ))}
        </Tabs>
        <div className="status-capsules">
          <CapsuleTabs
            activeKey={status ?? ALL}
            onChange={(key) => set({ status: key === ALL ? undefined : (key as BetStatus) })}
          >
            <CapsuleTabs.Tab key={ALL} title={t('lottery_page.all_statuses')} />
            {BET_STATUSES.map((s) => (
              <CapsuleTabs.Tab key={s} title={t(`lottery.bet_status.${s}`)} />
            ))}
          </CapsuleTabs>
        </div>
      </div>
      <PagedList
        query={bets}
        itemKey={(b) => b.orderNo}
        emptyText={t('lottery_page.no_bets')}
        renderItem={(b) => (
          <OrderRow
            bet={b}
            timeZone={timeZone}
            onOpen={() => navigate(`${ROUTES.betDetail}?orderNo=${encodeURIComponent(b.orderNo)}`)}
          />
        )}
      />
    </Page>
  );
}

function OrderRow({ bet, timeZone, onOpen }: { bet: Bet; timeZone: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <List.Item
      onClick={onOpen}
      description={
        <span className="order-row-meta">
          {t('lottery_page.draw_no', { no: drawNo(bet.drawId) })} · {formatDateTime(bet.placedAt, timeZone)}
        </span>
      }
      extra={
        <div className="order-row-extra">
          <MoneyText amount={bet.stake} className="my-bet-stake" />
          <BetOutcome bet={bet} />
        </div>
      }
    >
      <span className="order-row-title">
        {bet.gameName} · {bet.label}
      </span>
    </List.Item>
  );
}
