// Without React: part of index.html's own script (boot.ts).
import { element } from '../../shared/dom-element';

/**
 * Home's first slide, drawn over index.html's loading screen as soon as its picture's address has
 * come, where home shows it and by the same rules (below the navigation bar, 12 px from the sides,
 * 2.4 times as wide as high): the largest thing of the screen shows before the page's scripts have
 * run, on a slow phone a second or more sooner. The page's first render replaces the whole root,
 * and its own slide lands at the same place and size, so nothing moves. Nothing is drawn once the
 * page has rendered, or when there is no slide.
 */
export function showFirstSlide(root: HTMLElement, pictures: string[]): void {
  const loading = root.firstElementChild;
  if (pictures.length === 0 || root.childElementCount !== 1 || !loading?.classList.contains('page-loading')) return;
  const picture = document.createElement('img');
  picture.alt = '';
  picture.src = pictures[0]!;
  // Home's own classes for the slides' frame (app/styles.css), nested as home nests them.
  const frame = element('div', 'home-slides', element('div', 'slide-show', element('div', 'home-slide', picture)));
  // The spinner goes below the slide as a new box: pushed down in place, it would count as a shift.
  const preview = element('div', 'first-slide', element('div', 'preview-nav'), frame, loading.cloneNode(true));
  preview.setAttribute('aria-hidden', 'true');
  root.replaceChildren(preview);
}
