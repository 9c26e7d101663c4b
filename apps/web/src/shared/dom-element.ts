// Without React: for what index.html's own script draws before the app has come (boot.ts).

/** A new `tag` element of class `className`, holding `children` in order. */
export function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.append(...children);
  return el;
}
