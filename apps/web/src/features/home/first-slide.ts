// Without React: part of index.html's own script (boot.ts).

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
  const preview = document.createElement('div');
  preview.className = 'first-slide';
  preview.setAttribute('aria-hidden', 'true');
  const picture = document.createElement('img');
  picture.alt = '';
  picture.src = pictures[0]!;
  // Home's own classes for the slides' frame (app/styles.css), nested as home nests them.
  const frame = box('home-slides', box('slide-show', box('home-slide', picture)));
  const nav = document.createElement('div');
  nav.className = 'first-slide-nav';
  // The spinner goes below the slide as a new box: pushed down in place, it would count as a shift.
  preview.append(nav, frame, loading.cloneNode(true));
  root.replaceChildren(preview);
}

function box(className: string, child: Element): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  el.append(child);
  return el;
}
