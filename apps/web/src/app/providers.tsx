import type { ReactNode } from 'react';
import { PageProviders } from './page-providers';
import { ShellProviders } from './shell-providers';

/**
 * Everything around a page, as the app gives it (ShellProviders at the root, PageProviders
 * around each lazy page): for rendering a page on its own, as component tests do.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShellProviders>
      <PageProviders>{children}</PageProviders>
    </ShellProviders>
  );
}
