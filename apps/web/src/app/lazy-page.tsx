import { LIMITS } from '@app/contract/limits';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withTexts, type Texts } from '../shared/i18n';
import { PageLoading } from '../shared/ui/page-loading';
import { ChunkFailed } from './chunk-failed';

type Loader = () => Promise<ComponentType>;

/** After the first page's own requests (its data, its pictures), which later fetches must not slow down. */
const AFTER_FIRST_PAGE_MS = 1000;
let markFirstPageShown = () => {};
/** Settles once the first page of the visit has shown, or failed to load. */
export const firstPageShown = new Promise<void>((resolve) => {
  markFirstPageShown = resolve;
});
/** Settles a while after the first page of the visit has shown, or failed to load. */
export const firstPageSettled = firstPageShown.then(
  () => new Promise<void>((resolve) => setTimeout(resolve, AFTER_FIRST_PAGE_MS)),
);

/** Whether the first page of the visit has settled; for what may come later (the reality check, the tab bar's counts). */
export function useFirstPageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void firstPageSettled.then(() => setSettled(true));
  }, []);
  return settled;
}

/** The page with its providers (page-providers.tsx) and the member's catalogue (`texts` of it), all fetched together. */
async function loadWithProviders(load: Loader, texts: Texts): Promise<ComponentType> {
  const loading = withTexts(Promise.all([load(), import('./page-providers')]), texts);
  loading.catch(markFirstPageShown);
  const [Page, { PageProviders }] = await loading;
  return function ProvidedPage() {
    useEffect(markFirstPageShown, []);
    return (
      <PageProviders>
        <Page />
      </PageProviders>
    );
  };
}

function withTimeout(load: Loader, texts: Texts): () => Promise<{ default: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk load timeout')), LIMITS.chunkLoadTimeoutMs);
      loadWithProviders(load, texts)
        .then(
          (page) => resolve({ default: page }),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => clearTimeout(timer));
    });
}

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A lazily loaded page, shown once the member's catalogue is there (`texts`: all of it, or the core
 * alone for a page that shows no area's texts). A chunk that fails, or takes longer than the limit,
 * shows a retry screen; retrying starts a fresh load (React keeps a failed lazy() failed forever).
 */
export function lazyPage(load: Loader, texts: Texts = 'all'): LazyPage {
  let pending: Promise<{ default: ComponentType }> | null = null;
  // The page once its chunk is in: a page mounted after that renders it at once. Through lazy() it
  // would suspend for a moment even then, and React holds back what a suspended page then shows
  // for up to 300 ms after its spinner (the first screen's LCP, docs/performance.md).
  let loaded: ComponentType | null = null;
  const start = () =>
    (pending ??= withTimeout(load, texts)().then(
      (page) => {
        loaded = page.default;
        return page;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  let Page = lazy(start);

  function LazyPage() {
    const [Shown, setShown] = useState<ComponentType>(() => loaded ?? Page);
    const retry = () => {
      Page = lazy(start);
      setShown(() => Page);
    };
    return (
      <ChunkBoundary onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Shown />
        </Suspense>
      </ChunkBoundary>
    );
  }
  /** Fetch the chunk now (the first page, or one that must work when the network is gone); never fails. */
  LazyPage.preload = () => start().then(ignore, ignore);
  return LazyPage;
}

const ignore = () => undefined;

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
