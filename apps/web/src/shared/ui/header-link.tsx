import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The link at the right of a page's title bar: opens `to`, with `state` for the page it opens. */
export function HeaderLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nav-link"
      onClick={() => navigate(to, state === undefined ? undefined : { state })}
    >
      {children}
    </button>
  );
}
