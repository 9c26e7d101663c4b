import '../app/antd-react-19';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { AppProviders } from '../app/providers';
import { sessionStore } from '../shared/session/session-store';

// antd-mobile animates its dialogs; a busy machine needs more than the default second for them.
configure({ asyncUtilTimeout: 3000 });

afterEach(async () => {
  cleanup();
  // Dialogs and toasts live outside the page's tree and close with an animation: the next test starts without them.
  Dialog.clear();
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog, .adm-toast-mask')).toBeNull());
  queryClient.clear();
  vi.unstubAllGlobals();
});

/**
 * Renders a page as the app does (language, antd-mobile locale, queries) for a signed-in member,
 * at `path` (which may carry a query, as `?id=7`); the other paths of the app show their path, so a
 * test sees where the page went.
 */
export function renderPage(page: ReactElement, path = '/') {
  sessionStore.signIn({ token: 'test-token', uid: 1, username: 'member1' });
  const user = userEvent.setup();
  const app = (at: ReactElement) => (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={at} />
          <Route path="*" element={<OtherPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(app(page));
  /** The same page with new props, as when its parent re-renders. */
  const rerender = (next: ReactElement) => view.rerender(app(next));
  return { user, ...view, rerender };
}

function OtherPage() {
  return <p data-testid="other-page">{useLocation().pathname}</p>;
}
