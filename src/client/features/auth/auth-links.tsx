import { Link } from 'react-router-dom';
import { useReturnPath } from '../../lib/return-path.js';

/** A link between /login and /register that keeps the page to return to afterwards. */
export function AuthSwitchLink({ to, children }: { to: '/login' | '/register'; children: string }) {
  const next = useReturnPath();
  return (
    <Link
      to={next ? `${to}?next=${encodeURIComponent(next)}` : to}
      state={next ? { from: next } : undefined}
    >
      {children}
    </Link>
  );
}
