import { LIMITS } from '@app/contract/limits';

// antd-mobile's Toast with its animation library (about 12 KB gzip) is fetched when the request
// helper first shows a message, or once the first page has loaded (preloadToast), not with every
// page: the login page has no other use for it (docs/decisions.md, Web app).
const loadToast = () => import('antd-mobile/es/components/toast').then((m) => m.default);

/** Fetch it now, so "cannot connect" can still be shown when the server is what went away. */
export function preloadToast(): void {
  loadToast().catch(() => undefined);
}

/** A message for 2 s without icon, as the request helper shows them. */
export function toast(content: string): void {
  loadToast().then(
    (Toast) => Toast.show({ content, duration: LIMITS.toastMs }),
    () => undefined,
  );
}
