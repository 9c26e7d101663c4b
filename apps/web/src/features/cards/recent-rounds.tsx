import type { TableGame } from '@app/contract';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentRounds } from '../../api/cards';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { MoneyText } from '../../shared/ui/money-text';
import { winnerText } from './round-text';

const SHOWN = 10;

/** The member's latest rounds of this game, each opening its bet detail (the cards and their check). */
export function RecentRounds({ game, hidden }: { game: TableGame; hidden: string | null }) {
  const { t } = useTranslation();
  const rounds = useRecentRounds(game, SHOWN);
  const timeZone = useSystemInfo().data?.timeZone;
  // The round being dealt shows here once its cards are up, not before.
  const list = (rounds.data?.list ?? []).filter((r) => r.orderNo !== hidden);

  return (
    <section className="table-card" aria-labelledby="recent-rounds-title">
      <h2 id="recent-rounds-title" className="table-card-title">
        {t('card_page.recent')}
      </h2>
      {list.length === 0 ? (
        <p className="table-card-empty">{rounds.isPending ? t('app.loading') : t('card_page.no_rounds')}</p>
      ) : (
        <ul className="recent-rounds" data-testid="recent-rounds">
          {list.map((r) => (
            <li key={r.orderNo}>
              <Link
                className="recent-round"
                to={`${ROUTES.betDetail}?orderNo=${encodeURIComponent(r.orderNo)}&platform=house`}
                data-testid="recent-round"
              >
                <span className="recent-round-main">
                  <span className="recent-round-winner">{r.hand ? winnerText(r.hand, t) : r.gameName}</span>
                  <span className="recent-round-time">{formatDateTime(r.placedAt, timeZone)}</span>
                </span>
                <span className="recent-round-money">
                  <span className="recent-round-stake">
                    {t('card_page.stake')} <MoneyText amount={r.stake} />
                  </span>
                  {r.winLose !== null && <MoneyText amount={r.winLose} signed />}
                </span>
                <RightOutline className="recent-round-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
