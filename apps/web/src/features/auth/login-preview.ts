// Without React: part of index.html's own script (boot.ts).
import type { Lang } from '@app/contract/lang';
import { element } from '../../shared/dom-element';
import { ROUTES } from '../../shared/routes';
import { SHELL_MESSAGES } from '../../shared/shell-messages';

/**
 * The login page's frame, drawn over index.html's loading screen before the page's scripts have
 * arrived: the navigation bar with the title, the brand header, the card with the spinner where
 * the form will be and the link to register, which already works (the router reads the
 * address once it starts). The classes and sizes are the page's own (app/styles.css), so the page's
 * first render, which replaces the whole root, lands on the same places. Nothing is drawn once the
 * page has rendered.
 */
export function showLoginPreview(root: HTMLElement, lang: Lang): void {
  const loading = root.firstElementChild;
  if (root.childElementCount !== 1 || !loading?.classList.contains('page-loading')) return;
  const texts = SHELL_MESSAGES[lang];
  const nav = element('div', 'preview-nav login-preview-nav', element('div', 'page-title', texts['login.title'] ?? ''));
  const brand = element(
    'header',
    'auth-brand',
    element('div', 'auth-brand-mark'),
    element('div', 'auth-brand-name', '\u00a0'),
  );
  const form = element('div', 'login-preview-form', loading.cloneNode(true));
  const toRegister = element('a', 'auth-switch', texts['login.to_register'] ?? '');
  toRegister.setAttribute('href', `#${ROUTES.register}`);
  for (const part of [nav, brand, form]) part.setAttribute('aria-hidden', 'true');
  const card = element('section', 'auth-card', form, toRegister);
  const page = element('div', 'page auth-page login-preview', nav, element('main', 'page-body', brand, card));
  root.replaceChildren(page);
}
