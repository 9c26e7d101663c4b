import { useTranslation } from 'react-i18next';

// antd-mobile's SpinLoading drawn the same way, animated by CSS (styles.css) instead of
// react-spring: this screen is part of every page's first load (docs/decisions.md, Web app).
const CIRCUMFERENCE = 15 * Math.PI * 2;

/** Shown while a page's chunk loads; looks like the pages' own PageLoading. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <div className="route-loading-spin">
        <svg className="route-loading-svg" viewBox="0 0 32 32">
          <circle
            className="route-loading-fill"
            fill="transparent"
            strokeWidth="2"
            strokeDasharray={CIRCUMFERENCE}
            strokeLinecap="square"
            r={15}
            cx={16}
            cy={16}
          />
        </svg>
      </div>
      <span>{t('app.loading')}</span>
    </div>
  );
}
