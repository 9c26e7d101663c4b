import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageLoaded } from './app/router';

// Started by boot.ts, which has also started fetching the first page. The member's catalogue comes
// with the page (app/lazy-page.tsx); until then the shell shows its own texts, part of this load.
// Rendered once that page is in, so the first commit shows it rather than a spinner first: the
// spinner drawn by index.html stays until then. A transition, so React renders the app in slices
// that leave the page free to answer a tap between them, rather than in one long task on a slow phone.
void firstPageLoaded().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
