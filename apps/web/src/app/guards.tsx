import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '../shared/routes';
import { useSession } from '../shared/session/session-store';

/** Member pages: a visitor is sent to login, which brings them back here afterwards. */
export function RequireAuth() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  // With the query: a page opened from a link (?orderNo=) is the same page after signing in.
  if (!token) return <Navigate to={ROUTES.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
