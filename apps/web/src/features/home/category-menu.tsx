import type { SideMenuItem } from '@app/contract';
import SideBar from 'antd-mobile/es/components/side-bar';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';

type CategoryMenuProps = { categories: SideMenuItem[]; active: string; onPick: (item: SideMenuItem) => void };

/** The side menu of game categories, each with its icon. */
export function CategoryMenu({ categories, active, onPick }: CategoryMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="home-menu" aria-label={t('home.categories')}>
      <SideBar
        activeKey={active}
        onChange={(key) => {
          const item = categories.find((c) => c.code === key);
          if (item) onPick(item);
        }}
      >
        {categories.map((c) => (
          <SideBar.Item
            key={c.code}
            title={
              <span className="home-menu-item">
                {c.icon && <img src={serverUrl(c.icon)} alt="" className="home-menu-icon" />}
                <span>{c.name}</span>
              </span>
            }
          />
        ))}
      </SideBar>
    </nav>
  );
}
