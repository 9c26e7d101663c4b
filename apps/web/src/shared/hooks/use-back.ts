import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../routes';

/** Back to the page before; a page opened directly (no history inside the app) goes to home instead of leaving. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(ROUTES.home, { replace: true }) : navigate(-1));
}
