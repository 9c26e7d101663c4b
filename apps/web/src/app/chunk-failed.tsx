import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

// The picture is fetched when this screen shows rather than with every first load (about 4 KB
// gzip with its helpers; docs/decisions.md, Web app). When the network is what failed, the screen
// shows without it.
const Picture = lazy((): Promise<{ default: ComponentType }> =>
  import('antd-mobile/es/components/error-block/images/default').then(
    (m) => ({ default: () => m.defaultImage }),
    () => ({ default: () => null }),
  ),
);

/**
 * A page's chunk failed or timed out: say so and offer a fresh try. Drawn like antd-mobile's
 * full-page ErrorBlock and primary Button by the shell's own styles (styles.css), since the first
 * load carries no antd-mobile (docs/decisions.md, Web app).
 */
export function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chunk-failed">
      <div className="chunk-failed-picture">
        <Suspense fallback={null}>
          <Picture />
        </Suspense>
      </div>
      <p className="chunk-failed-title">{t('app.chunk_failed')}</p>
      <button type="button" className="chunk-failed-retry" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
