import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLanguage } from './shared/i18n';
import { sessionStore } from './shared/session/session-store';

// The member's language is loaded before the first render, so no page shows in the other one first.
void loadLanguage(sessionStore.getState().lang).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
