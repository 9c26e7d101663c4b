import type { LotteryGameCode } from '@app/contract';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentDraws } from '../../api/lottery';
import { ROUTES } from '../../shared/routes';
import { DrawResult } from '../../shared/ui/draw-result';
import { drawNo } from './draw-phase';

const SHOWN = 5;

/** The latest results of the game, newest first, with a link to the whole draw history. */
export function RecentResults({ game }: { game: LotteryGameCode }) {
  const { t } = useTranslation();
  const draws = useRecentDraws(game, SHOWN);
  const list = draws.data?.list ?? [];

  return (
    <section className="lottery-card" aria-labelledby="recent-results-title">
      <header className="lottery-card-header">
        <h2 id="recent-results-title">{t('lottery_page.recent_results')}</h2>
        <Link className="lottery-card-link" to={`${ROUTES.drawRecord}?game=${game}`}>
          {t('lottery_page.draw_history')}
          <RightOutline />
        </Link>
      </header>
      {list.length === 0 ? (
        <p className="lottery-card-empty">{draws.isPending ? t('app.loading') : t('lottery_page.no_result_yet')}</p>
      ) : (
        <ol className="recent-results" data-testid="recent-results">
          {list.map((d) => (
            <li key={d.drawId} className="recent-result">
              <span className="recent-result-no">{drawNo(d.drawId)}</span>
              {d.result ? <DrawResult game={game} result={d.result} /> : <span className="muted">{d.statusLabel}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
