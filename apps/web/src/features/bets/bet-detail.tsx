import { LotteryGameSchema, type BetDetail, type LotteryGameCode } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { DrawResult } from '../../shared/ui/draw-result';
import { DrawVerification } from '../../shared/ui/draw-verification';
import { MoneyText } from '../../shared/ui/money-text';
import { STATUS_COLOR } from './bet-status';
import { CardRoundDetail } from './card-round-detail';
import { FishingSessionDetailView } from './fishing-session-detail';
import { LiveBetDetail } from './live-bet-detail';
import { SportsBetDetailView } from './sports-bet-detail';

type Draw = NonNullable<BetDetail['verification']>['draw'];

/** One bet: its result, its fields, and for a lottery bet the check of its draw on this device. */
export function Detail({ bet, timeZone }: { bet: BetDetail; timeZone: string | undefined }) {
  const draw = bet.verification?.draw ?? null;
  const game = LotteryGameSchema.safeParse(draw?.game ?? bet.game);

  return (
    <>
      <BetHero bet={bet} />
      <BetFields bet={bet} draw={draw} game={game.data} timeZone={timeZone} />
      {draw && game.success && <BetVerify bet={bet} draw={draw} game={game.data} />}
      {bet.gameDetail?.kind === 'cards' && <CardRoundDetail round={bet.gameDetail.round} />}
      {bet.gameDetail?.kind === 'fishing' && <FishingSessionDetailView session={bet.gameDetail} />}
      {bet.gameDetail?.kind === 'live' && <LiveBetDetail round={bet.gameDetail.round} bet={bet.gameDetail.bet} />}
      {bet.gameDetail?.kind === 'sports' && <SportsBetDetailView detail={bet.gameDetail} timeZone={timeZone} />}
    </>
  );
}

function BetHero({ bet }: { bet: BetDetail }) {
  const { t } = useTranslation();
  return (
    <section className="bet-hero">
      <div className="bet-hero-game">{bet.gameName}</div>
      <div className="bet-hero-sub">
        {bet.platformName}
        {bet.gameTypeLabel && ` · ${bet.gameTypeLabel}`}
      </div>
      <div className="bet-hero-result">
        {bet.status === 'completed' && bet.winLose !== null ? (
          <>
            <span className="bet-hero-label">{t('bet_record.win_lose')}</span>
            <MoneyText amount={bet.winLose} signed className="bet-hero-amount" />
          </>
        ) : (
          <Tag color={STATUS_COLOR[bet.status]} fill="solid" className="bet-hero-tag">
            {bet.statusLabel}
          </Tag>
        )}
      </div>
    </section>
  );
}

type BetFieldsProps = {
  bet: BetDetail;
  draw: Draw | null;
  game: LotteryGameCode | undefined;
  timeZone: string | undefined;
};

function BetFields({ bet, draw, game, timeZone }: BetFieldsProps) {
  const { t } = useTranslation();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '--');
  const money = (amount: string | null, signed = false) =>
    amount === null ? '--' : <MoneyText amount={amount} signed={signed} />;

  return (
    <List mode="card" className="bet-fields">
      <List.Item extra={<span className="mono">{bet.orderNo}</span>}>{t('bet_record.order_no')}</List.Item>
      <List.Item extra={bet.platformName}>{t('bet_record.platform')}</List.Item>
      {bet.gameTypeLabel && <List.Item extra={bet.gameTypeLabel}>{t('bet_record.game_type')}</List.Item>}
      <List.Item extra={bet.gameName}>{t('bet_record.game')}</List.Item>
      {bet.content && <List.Item extra={bet.content}>{t('bet_record.content')}</List.Item>}
      {bet.drawId && (
        <List.Item extra={<span className="mono">{bet.drawId}</span>}>{t('bet_record.draw_id')}</List.Item>
      )}
      {draw?.result && game && (
        <List.Item extra={<DrawResult game={game} result={draw.result} />}>{t('bet_record.draw_result')}</List.Item>
      )}
      <List.Item extra={money(bet.stake)}>{t('bet_record.stake')}</List.Item>
      {bet.odds && <List.Item extra={bet.odds}>{t('bet_record.odds')}</List.Item>}
      {bet.potentialPayout && (
        <List.Item extra={money(bet.potentialPayout)}>{t('bet_record.potential_payout')}</List.Item>
      )}
      <List.Item extra={money(bet.validStake)}>{t('bet_record.valid_stake')}</List.Item>
      <List.Item extra={money(bet.payout)}>{t('bet_record.payout')}</List.Item>
      <List.Item extra={money(bet.winLose, true)}>{t('bet_record.win_lose')}</List.Item>
      <List.Item
        extra={
          <Tag color={STATUS_COLOR[bet.status]} fill="outline">
            {bet.statusLabel}
          </Tag>
        }
      >
        {t('bet_record.status')}
      </List.Item>
      <List.Item extra={time(bet.placedAt)}>{t('bet_record.placed_at')}</List.Item>
      <List.Item extra={time(bet.settledAt)}>{t('bet_record.settled_at')}</List.Item>
    </List>
  );
}

/** The draw recomputed in the browser, and what the server's own check said. */
function BetVerify({ bet, draw, game }: { bet: BetDetail; draw: Draw; game: LotteryGameCode }) {
  const { t } = useTranslation();
  const verified = bet.verification?.verified;
  return (
    <section className="bet-verify" aria-labelledby="bet-verify-title">
      <h2 id="bet-verify-title">{t('bet_record.verify_title')}</h2>
      <DrawVerification
        auto
        draw={{ game, drawId: draw.drawId, commitment: draw.commitment, seed: draw.seed, result: draw.result }}
      />
      {verified !== null && verified !== undefined && (
        <p className="bet-server-check">
          {verified ? t('bet_record.server_verified') : t('bet_record.server_mismatch')}
        </p>
      )}
    </section>
  );
}
