// Every web test file: the DOM matchers (toBeInTheDocument, toBeDisabled, ...) on expect.
import '@testing-library/jest-dom/vitest';
import { loadLanguage } from '../shared/i18n';

// The app fetches the member's catalogue beside the first page (app/lazy-page.tsx); tests render
// pages directly, so the default language's catalogue is there before any of them.
await loadLanguage('zh_hans');
