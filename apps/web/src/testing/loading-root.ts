/** A root as index.html gives it before any script has run: the loading spinner alone. */
export function loadingRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div class="page-loading" role="status"><div class="page-loading-spin"></div></div>';
  return root;
}
