import { lazy, Suspense, type ComponentType } from 'react';
import { withTexts } from '../shared/i18n';
import { useSession } from '../shared/session/session-store';
import { useFirstPageSettled } from './lazy-page';

// Its texts are the responsible-play area's, which the first page did not wait for. A chunk that
// fails to load leaves the app without reminders rather than breaking every page.
const RealityCheckHost = lazy((): Promise<{ default: ComponentType }> =>
  withTexts(import('./reality-check-host')).catch(() => ({ default: () => null })),
);

/**
 * Where the reality check (features/responsible) lives while a member is signed in: loaded after
 * the first page has settled, so it stays out of the first load.
 */
export function RealityCheckSlot() {
  const token = useSession((s) => s.token);
  const settled = useFirstPageSettled();
  if (!token || !settled) return null;
  return (
    <Suspense fallback={null}>
      {/* A new session starts its own reminders. */}
      <RealityCheckHost key={token} />
    </Suspense>
  );
}
