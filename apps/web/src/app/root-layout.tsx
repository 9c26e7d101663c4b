import { Outlet } from 'react-router';
import { useReloadOnViewportChange } from '../shared/hooks/use-reload-on-viewport-change';
import { RealityCheckSlot } from './reality-check-slot';
import { useNetworkRedirect } from './use-network-redirect';

/** Around every page: network and viewport watchers, and the reality check of a signed-in member. */
export function RootLayout() {
  useNetworkRedirect();
  useReloadOnViewportChange();
  return (
    <>
      <Outlet />
      <RealityCheckSlot />
    </>
  );
}
