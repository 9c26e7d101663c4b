import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Started by boot.ts, which has also started fetching the first page. The member's catalogue comes
// with the page (app/lazy-page.tsx); until then the shell shows its own texts, part of this load.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
