import { LOTTERY_GAME_CODES, type Game } from '@app/contract';
import { Button, ErrorBlock, List, Tag } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAllGames } from '../../api/catalogue';
import { serverUrl } from '../../api/client';
import { useGameActions } from '../../api/game-actions';
import { ROUTES } from '../../shared/routes';
import { GameCard } from '../../shared/ui/game-grid';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './games.css';

const MORE = 6;

/**
 * pages/home/gameDetail?code=: one game (picture, venue, category, type, whether it opens), its
 * star and Play; the lottery's records; and more games of the same venue.
 */
export function GameDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const all = useAllGames();
  const actions = useGameActions();
  const games = uniqueGames(all.data ?? []);
  const game = games.find((g) => g.code === code);

  let body: ReactNode;
  if (all.isPending) body = <PageLoading />;
  else if (!game) body = <ErrorBlock status="empty" title={t('catalogue.game_unknown')} description="" />;
  else {
    const lottery = (LOTTERY_GAME_CODES as readonly string[]).includes(game.code) && game.launchKind === 'internal';
    const more = games.filter((g) => g.venue === game.venue && g.code !== game.code).slice(0, MORE);
    body = (
      <>
        <section className="game-hero">
          <img className="game-hero-icon" src={serverUrl(game.icon)} alt="" />
          <div className="game-hero-text">
            <h2 className="game-hero-name">{game.name}</h2>
            <div className="game-hero-tags">
              <span className="game-hero-tag">{game.categoryName}</span>
              <span className="game-hero-tag">{game.gameTypeLabel}</span>
              {game.hot && <span className="game-hero-tag game-hero-tag-hot">{t('games.hot')}</span>}
            </div>
            <div className="game-hero-venue">{game.venueName}</div>
          </div>
        </section>

        <List mode="card">
          <List.Item extra={game.venueName}>{t('games.venue')}</List.Item>
          <List.Item
            extra={
              <Tag color={game.status === 'normal' ? 'success' : 'warning'} fill="outline">
                {game.statusLabel}
              </Tag>
            }
          >
            {t('games.status')}
          </List.Item>
          <List.Item extra={game.launchKind === 'internal' ? t('games.launch_internal') : t('games.launch_external')}>
            {t('games.launch')}
          </List.Item>
          {lottery && (
            <>
              <List.Item onClick={() => navigate(`${ROUTES.drawRecord}?game=${game.code}`)}>
                {t('lottery_page.draw_history')}
              </List.Item>
              <List.Item onClick={() => navigate(`${ROUTES.orderRecord}?game=${game.code}`)}>
                {t('lottery_page.orders_title')}
              </List.Item>
            </>
          )}
        </List>
        {game.status !== 'normal' && (
          <p className="game-note">
            {t(game.status === 'maintenance' ? 'games.maintenance_text' : 'games.closed_text')}
          </p>
        )}

        <div className="game-actions">
          <Button
            shape="rounded"
            fill="outline"
            color="warning"
            aria-pressed={game.collected}
            onClick={() => actions.onFavourite(game)}
          >
            {game.collected ? <StarFill /> : <StarOutline />}{' '}
            {game.collected ? t('games.collected') : t('games.collect_short')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            className="game-play"
            loading={actions.opening === game.code}
            disabled={actions.opening !== null}
            onClick={() => actions.onOpen(game)}
          >
            {t('games.play')}
          </Button>
        </div>

        {more.length > 0 && (
          <>
            <h2 className="games-section-title">{t('games.more_from', { venue: game.venueName })}</h2>
            <div className="game-grid game-grid-3">
              {more.map((g) => (
                <GameCard
                  key={g.code}
                  game={g}
                  actions={{
                    ...actions,
                    onOpen: (x) => navigate(`${ROUTES.gameDetail}?code=${x.code}`, { replace: true }),
                  }}
                />
              ))}
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <Page title={game?.name ?? t('games.detail_title')} className="games-page">
      {body}
    </Page>
  );
}

/** getAllGameList lists a hot game under hot and under its own category: each game once. */
function uniqueGames(groups: { games: Game[] }[]): Game[] {
  const seen = new Map<string, Game>();
  for (const group of groups) for (const g of group.games) if (!seen.has(g.code)) seen.set(g.code, g);
  return [...seen.values()];
}
