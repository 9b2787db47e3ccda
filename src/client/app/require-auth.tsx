import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Splash } from '../components/splash.js';
import { useAuth } from '../lib/auth.js';
import { loginPathFor, useHere, useReturnPath } from '../lib/return-path.js';

/** Protected pages: signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, exit } = useAuth();
  const here = useHere();
  if (status === 'loading') return <Splash />;
  if (status === 'unauthenticated') {
    const to = exit?.from === here ? exit.to : loginPathFor(here);
    return <Redirect to={to} state={{ from: here }} replace />;
  }
  return children;
}

/** /login and /register: a signed-in user goes on to the remembered page, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const next = useReturnPath();
  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Redirect to={next ?? '/'} replace />;
  return children;
}
