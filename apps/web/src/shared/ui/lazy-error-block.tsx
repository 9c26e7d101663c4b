import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

/**
 * antd-mobile's ErrorBlock, fetched the first time one shows: its pictures are about 9 KB gzip, and
 * a list that is empty or failed to load is seldom what the first page shows (docs/decisions.md,
 * Web app). The network error page fetches it once the first page has shown, so it is there offline.
 */
export function LazyErrorBlock(props: ComponentProps<typeof ErrorBlock>) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
