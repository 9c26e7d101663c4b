import { en, zh_hans } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { showLoginPreview } from '../login-preview';
import { loadingRoot } from '../../../testing/loading-root';

describe('showLoginPreview', () => {
  it("draws the login page's frame over index.html's loading screen, in the visitor's language", () => {
    for (const [lang, texts] of [
      ['zh_hans', zh_hans],
      ['en', en],
    ] as const) {
      const root = loadingRoot();
      showLoginPreview(root, lang);
      expect(root.children).toHaveLength(1);
      expect(root.querySelector('.login-preview .page-title')!.textContent).toBe(texts['login.title']);
      const link = root.querySelector('.auth-card > a.auth-switch')!;
      expect(link.textContent).toBe(texts['login.to_register']);
      expect(link.getAttribute('href')).toBe('#/pages/userPages/register');
      expect(root.querySelector('.login-preview-form > .page-loading')).not.toBeNull();
      expect(root.querySelector('.login-preview-form')!.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('draws nothing once the page has rendered', () => {
    const rendered = document.createElement('div');
    rendered.innerHTML = '<div class="page auth-page"></div>';
    showLoginPreview(rendered, 'zh_hans');
    expect(rendered.innerHTML).toBe('<div class="page auth-page"></div>');
  });
});
