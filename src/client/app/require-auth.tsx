import { Navigate, Outlet } from 'react-router-dom';
import { Splash } from '../components/splash.js';
import { useAuth } from '../lib/auth.js';
import { loginPathFor, useHere, useReturnPath } from '../lib/return-path.js';

/** Protected pages: signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status, exit } = useAuth();
  const here = useHere();
  if (status === 'loading') return <Splash />;
  if (status === 'unauthenticated') {
    const to = exit?.from === here ? exit.to : loginPathFor(here);
    return <Navigate to={to} state={{ from: here }} replace />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in user goes on to the remembered page, or home. */
export function GuestOnly() {
  const { status } = useAuth();
  const next = useReturnPath();
  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Navigate to={next ?? '/'} replace />;
  return <Outlet />;
}
