import { Link } from 'react-router-dom';
import { useReturnPath } from '../../lib/return-path.js';

/**
 * A link between /login and /register that keeps the page to return to afterwards; towards
 * /login it is the visitor's own choice of signing in (routes/login.tsx).
 */
export function AuthSwitchLink({
  to,
  className,
  children,
}: {
  to: '/login' | '/register';
  className?: string;
  children: string;
}) {
  const next = useReturnPath();
  const chose = to === '/login' ? { signIn: true } : {};
  return (
    <Link
      to={next ? `${to}?next=${encodeURIComponent(next)}` : to}
      state={next ? { from: next, ...chose } : chose}
      className={className}
    >
      {children}
    </Link>
  );
}
