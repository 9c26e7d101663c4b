import { LIMITS } from '@app/contract/limits';
import { useEffect } from 'react';

/**
 * The layout is sized for the width the page loaded at, so the page reloads after the device
 * turns (once it has settled) and when the window width changes by more than the threshold.
 */
export function useReloadOnViewportChange() {
  useEffect(() => {
    const startWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reloadSoon = (delay: number) => {
      if (timer === undefined) timer = setTimeout(() => window.location.reload(), delay);
    };
    const onOrientation = () => reloadSoon(LIMITS.orientationReloadMs);
    const onResize = () => {
      if (Math.abs(window.innerWidth - startWidth) > LIMITS.resizeReloadPx) reloadSoon(0);
    };
    window.addEventListener('orientationchange', onOrientation);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('orientationchange', onOrientation);
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
}
