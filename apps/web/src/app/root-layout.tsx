import { Outlet } from 'react-router';
import { useReloadOnViewportChange } from '../shared/hooks/use-reload-on-viewport-change';
import { useNetworkRedirect } from './use-network-redirect';

/** Around every page: network and viewport watchers. */
export function RootLayout() {
  useNetworkRedirect();
  useReloadOnViewportChange();
  return <Outlet />;
}
