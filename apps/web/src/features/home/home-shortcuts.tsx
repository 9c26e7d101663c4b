import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';

/** The lists of games of their own above home's grid: the newest games and the quick ones. */
export function HomeShortcuts() {
  const { t } = useTranslation();
  return (
    <nav className="home-shortcuts" aria-label={t('game_lists.shortcuts')}>
      <Link className="home-shortcut" to={ROUTES.gamenew}>
        {t('game_lists.newest')}
        <RightOutline />
      </Link>
      <Link className="home-shortcut" to={ROUTES.fastFood}>
        {t('game_lists.quick')}
        <RightOutline />
      </Link>
    </nav>
  );
}
