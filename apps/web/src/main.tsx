import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Started by boot.ts, which has also started fetching the first page. The member's catalogue comes
// with the page (app/lazy-page.tsx); until then the shell shows its own texts, part of this load.
// A transition, so React renders the app in slices that leave the page free to answer a tap
// between them, rather than in one long task on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
