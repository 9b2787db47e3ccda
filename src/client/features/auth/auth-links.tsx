import { Link, useLocation } from 'react-router-dom';
import { returnPath } from '../../lib/return-path.js';

/** A link between /login and /register that keeps the page to return to afterwards. */
export function AuthSwitchLink({ to, children }: { to: '/login' | '/register'; children: string }) {
  const next = returnPath(useLocation());
  return (
    <Link
      to={{ pathname: to, search: next ? `?next=${encodeURIComponent(next)}` : '' }}
      state={next ? { from: next } : undefined}
    >
      {children}
    </Link>
  );
}
