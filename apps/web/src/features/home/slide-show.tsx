import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a slide stays before the next one comes. */
const SLIDE_MS = 4000;

type SlideShowProps<T> = { items: T[]; keyOf: (item: T) => string | number; render: (item: T) => ReactNode };

/**
 * Slides side by side, one screen wide, which the browser's own scrolling snaps into place (CSS
 * scroll snap), so they show with the page's first paint and need no animation library; this
 * turns them every few seconds unless a finger or the pointer rests on them or the member asked
 * for less motion, and marks the current one (docs/decisions.md, Web app).
 */
export function SlideShow<T>({ items, keyOf, render }: SlideShowProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held || items.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % items.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, SLIDE_MS);
    return () => clearInterval(timer);
  }, [held, items.length]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div className="slide-show" onTouchStart={hold} onTouchEnd={release} onMouseEnter={hold} onMouseLeave={release}>
      <div
        ref={track}
        className="slide-show-track"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {items.map((item) => (
          <div className="slide-show-slide" key={keyOf(item)}>
            {render(item)}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <div className="slide-show-dots" aria-hidden="true">
          {items.map((item, i) => (
            <span key={keyOf(item)} className={i === current ? 'slide-show-dot slide-show-dot-on' : 'slide-show-dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
