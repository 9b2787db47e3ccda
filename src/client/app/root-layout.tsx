import { startTransition, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LIMITS } from '../../shared/constants.js';
import { Splash } from '../components/splash.js';
import { AuthProvider, useAuth } from '../lib/auth.js';
import { Shell } from './shell.js';

const STARTED_KEY = 'gateiros:started';

function startedBefore() {
  try {
    return localStorage.getItem(STARTED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The splash's second (SPEC.md), counted from page load, is kept for the first start on a
 * device. Later starts show the splash only while the app loads: a carer opening the app by a
 * colony should not wait on a logo (docs/rules.md, "Start-up").
 */
function useSplashTime() {
  const [done, setDone] = useState(() => startedBefore() || performance.now() >= LIMITS.splashMs);
  useEffect(() => {
    if (done) return;
    // The shell and the page behind the splash render in slices, as the first render does
    // (main.tsx): in one task they blocked a slow phone (Lighthouse's longest task on /cat/{id}).
    const timer = setTimeout(
      () => startTransition(() => setDone(true)),
      LIMITS.splashMs - performance.now(),
    );
    return () => clearTimeout(timer);
  }, [done]);
  useEffect(() => {
    if (!done) return;
    try {
      localStorage.setItem(STARTED_KEY, '1');
    } catch {
      // Private mode without storage: every start is a first one.
    }
  }, [done]);
  return done;
}

function Gate() {
  const splashDone = useSplashTime();
  const { status } = useAuth();
  return splashDone && status !== 'loading' ? (
    <Shell>
      <Outlet />
    </Shell>
  ) : (
    <Splash />
  );
}

/** The route table's root: the session, the splash, the shell around every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Gate />
      <ScrollRestoration />
    </AuthProvider>
  );
}
