import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../shared/routes';

/** Losing the network opens the network error page; getting it back returns home. */
export function useNetworkRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onOffline = () => navigate(ROUTES.networkError);
    const onOnline = () => navigate(ROUTES.home, { replace: true });
    if (!navigator.onLine) onOffline();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [navigate]);
}
