import { GAME_TABS, type GameTab } from '@app/contract';
import { useTranslation } from 'react-i18next';
import './game-tabs.css';

/**
 * The All / Recommend / Collection tabs over a game grid: three buttons that always fit, so none
 * of the scrolling and animation of antd-mobile's tabs, which home's first load would carry
 * (docs/decisions.md, Web app).
 */
export function GameTabs({ active, onPick }: { active: GameTab; onPick: (tab: GameTab) => void }) {
  const { t } = useTranslation();
  return (
    <div className="game-tabs" role="tablist">
      {GAME_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={tab === active ? 'game-tab game-tab-active' : 'game-tab'}
          onClick={() => tab !== active && onPick(tab)}
        >
          {t(`games.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}
