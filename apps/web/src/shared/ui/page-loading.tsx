import { useTranslation } from 'react-i18next';

// antd-mobile's SpinLoading drawn the same way, animated by CSS (app/styles.css) instead of
// react-spring: a route's chunk and the first page's data show it, so it is part of every first
// load (docs/decisions.md, Web app).
const CIRCUMFERENCE = 15 * Math.PI * 2;

/** Shown while a page's chunk or its data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <div className="page-loading-spin">
        <svg className="page-loading-svg" viewBox="0 0 32 32">
          <circle
            className="page-loading-fill"
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
