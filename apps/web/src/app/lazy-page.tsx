import { LIMITS } from '@app/contract';
import { Button, ErrorBlock } from 'antd-mobile';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../shared/ui/page-loading';

type Loader = () => Promise<ComponentType>;

function withTimeout(load: Loader): () => Promise<{ default: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk load timeout')), LIMITS.chunkLoadTimeoutMs);
      load()
        .then(
          (page) => resolve({ default: page }),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => clearTimeout(timer));
    });
}

export type LazyPage = ComponentType & { preload: () => void };

/**
 * A lazily loaded page. A chunk that fails, or takes longer than the limit, shows a retry
 * screen; retrying starts a fresh load (React keeps a failed lazy() failed forever).
 */
export function lazyPage(load: Loader): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (pending ??= withTimeout(load)().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  let Page = lazy(start);

  function LazyPage() {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Page = lazy(start);
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkBoundary onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkBoundary>
    );
  }
  /** Fetch the chunk now, e.g. for a page that must work when the network is gone. */
  LazyPage.preload = () => void start().catch(() => undefined);
  return LazyPage;
}

class ChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chunk-failed">
      <ErrorBlock status="default" title={t('app.chunk_failed')} description="" fullPage />
      <Button color="primary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
