import type { CardRound, MessageKey } from '@app/contract';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemInfo } from '../../../api/common';
import { formatDateTime } from '../../../shared/format/date';
import { ROUTES } from '../../../shared/routes';
import { MoneyText } from '../../../shared/ui/money-text';
import { useRoundCheck, type RoundCheckState } from './use-round-check';

const CHECK_TEXT: Record<RoundCheckState, MessageKey> = {
  verified: 'blackjack_page.check_verified',
  mismatch: 'blackjack_page.check_mismatch',
  pending: 'blackjack_page.check_unrevealed',
  checking: 'blackjack_page.checking',
  unsupported: 'card_page.unsupported',
};

/** "Win · Bust": each hand's outcome once over. */
function outcomesText(round: CardRound, t: TFunction): string {
  const hands = round.blackjack?.hands ?? [];
  if (round.status !== 'completed' || hands.some((h) => !h.outcome)) return t('blackjack_page.in_play');
  return hands.map((h) => t(`blackjack_page.outcome.${h.outcome!}`)).join(' · ');
}

function RecentRound({ round }: { round: CardRound }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const check = useRoundCheck(round);
  return (
    <Link
      className="recent-round"
      to={`${ROUTES.betDetail}?orderNo=${encodeURIComponent(round.orderNo)}&platform=house`}
      data-testid="recent-round"
    >
      <span className="recent-round-main">
        <span className="recent-round-winner">{outcomesText(round, t)}</span>
        <span className="recent-round-time">{formatDateTime(round.placedAt, timeZone)}</span>
        {round.status === 'completed' && (
          <span className={`bj-check bj-check-${check}`} data-testid="round-check" data-check={check}>
            {t(CHECK_TEXT[check])}
          </span>
        )}
      </span>
      <span className="recent-round-money">
        <span className="recent-round-stake">
          {t('card_page.stake')} <MoneyText amount={round.stake} />
        </span>
        {round.winLose !== null && <MoneyText amount={round.winLose} signed />}
      </span>
      <RightOutline className="recent-round-arrow" />
    </Link>
  );
}

type Props = {
  rounds: CardRound[] | undefined;
  loading: boolean;
  /** The round on the table, left out until its cards are all up and it is over. */
  hidden: string | null;
};

/** The member's latest blackjack rounds, each checked on this device once its seed is revealed, each opening its bet detail. */
export function BlackjackRecent({ rounds, loading, hidden }: Props) {
  const { t } = useTranslation();
  const list = (rounds ?? []).filter((r) => r.orderNo !== hidden);
  return (
    <section className="table-card" aria-labelledby="recent-rounds-title">
      <h2 id="recent-rounds-title" className="table-card-title">
        {t('card_page.recent')}
      </h2>
      {list.length === 0 ? (
        <p className="table-card-empty">{loading ? t('app.loading') : t('card_page.no_rounds')}</p>
      ) : (
        <ul className="recent-rounds" data-testid="recent-rounds">
          {list.map((r) => (
            <li key={r.orderNo}>
              <RecentRound round={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
