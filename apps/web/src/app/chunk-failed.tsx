import { Button, createErrorBlock } from 'antd-mobile';
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
const ErrorBlock = createErrorBlock({});

/** A page's chunk failed or timed out: say so and offer a fresh try. */
export function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const picture = (
    <Suspense fallback={null}>
      <Picture />
    </Suspense>
  );
  return (
    <div className="chunk-failed">
      <ErrorBlock status="default" image={picture} title={t('app.chunk_failed')} description="" fullPage />
      <Button color="primary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
