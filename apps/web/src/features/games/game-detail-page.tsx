import type { Game } from '@app/contract';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAllGames } from '../../api/catalogue';
import { useGameActions } from '../../api/game-actions';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { GameDetail } from './game-detail';
import './games.css';

/**
 * pages/home/gameDetail?code=: one game (picture, venue, category, type, whether it opens), its
 * star and Play; the lottery's records; and more games of the same venue.
 */
export function GameDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const all = useAllGames();
  const actions = useGameActions();
  const games = uniqueGames(all.data ?? []);
  const game = games.find((g) => g.code === code);

  let body: ReactNode;
  if (all.isPending) body = <PageLoading />;
  else if (!game) body = <ErrorBlock status="empty" title={t('catalogue.game_unknown')} description="" />;
  else body = <GameDetail game={game} games={games} actions={actions} />;

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
