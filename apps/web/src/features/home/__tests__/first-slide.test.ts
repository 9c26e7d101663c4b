import { describe, expect, it } from 'vitest';
import { showFirstSlide } from '../first-slide';
import { loadingRoot } from '../../../testing/loading-root';

describe('showFirstSlide', () => {
  it("draws the first picture over index.html's loading screen, the spinner below it", () => {
    const root = loadingRoot();
    showFirstSlide(root, ['/api/catalogue/icons/a.svg', '/api/catalogue/icons/b.svg']);
    const pictures = root.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.getAttribute('src')).toBe('/api/catalogue/icons/a.svg');
    expect(root.querySelector('.first-slide')!.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('.first-slide > .page-loading')).not.toBeNull();
    expect(root.children).toHaveLength(1);
  });

  it('draws nothing once the page has rendered, or without a slide', () => {
    const rendered = document.createElement('div');
    rendered.innerHTML = '<div class="page home-page"></div>';
    showFirstSlide(rendered, ['/a.svg']);
    expect(rendered.innerHTML).toBe('<div class="page home-page"></div>');

    const empty = loadingRoot();
    const before = empty.innerHTML;
    showFirstSlide(empty, []);
    expect(empty.innerHTML).toBe(before);
  });
});
