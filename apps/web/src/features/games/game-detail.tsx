import { LOTTERY_GAME_CODES, type Game } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverUrl } from '../../api/client';
import { ROUTES } from '../../shared/routes';
import { GameCard, type GameActions } from '../../shared/ui/game-grid';

const MORE = 6;

type GameDetailProps = { game: Game; games: Game[]; actions: GameActions };

/** One game: its picture and tags, its facts, its star and Play, and more games of the same venue. */
export function GameDetail({ game, games, actions }: GameDetailProps) {
  const { t } = useTranslation();
  const more = games.filter((g) => g.venue === game.venue && g.code !== game.code).slice(0, MORE);

  return (
    <>
      <GameHero game={game} />
      <GameFacts game={game} />
      {game.status !== 'normal' && (
        <p className="game-note">{t(game.status === 'maintenance' ? 'games.maintenance_text' : 'games.closed_text')}</p>
      )}
      <GameButtons game={game} actions={actions} />
      {more.length > 0 && <MoreGames venueName={game.venueName} more={more} actions={actions} />}
    </>
  );
}

function GameHero({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Venue, status and how it opens; a lottery also links to its draws and the member's orders. */
function GameFacts({ game }: { game: Game }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lottery = (LOTTERY_GAME_CODES as readonly string[]).includes(game.code) && game.launchKind === 'internal';

  return (
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
  );
}

function GameButtons({ game, actions }: { game: Game; actions: GameActions }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Tapping one of them shows its details in place of this game's. */
function MoreGames({ venueName, more, actions }: { venueName: string; more: Game[]; actions: GameActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDetail = {
    ...actions,
    onOpen: (x: Game) => navigate(`${ROUTES.gameDetail}?code=${x.code}`, { replace: true }),
  };

  return (
    <>
      <h2 className="games-section-title">{t('games.more_from', { venue: venueName })}</h2>
      <div className="game-grid game-grid-3">
        {more.map((g) => (
          <GameCard key={g.code} game={g} actions={openDetail} />
        ))}
      </div>
    </>
  );
}
