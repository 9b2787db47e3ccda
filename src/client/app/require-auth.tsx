import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Splash } from '../components/splash.js';
import { useAuth } from '../lib/auth.js';
import { loginPathFor, returnPath } from '../lib/return-path.js';

/** Protected pages: signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status, exit } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Splash />;
  if (status === 'unauthenticated') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const to = exit?.key === location.key ? exit.to : loginPathFor(here);
    return <Navigate to={to} state={{ from: here }} replace />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in user goes on to the remembered page, or home. */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Navigate to={returnPath(location) ?? '/'} replace />;
  return <Outlet />;
}
