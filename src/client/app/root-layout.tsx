import { useEffect, useState } from 'react';
import { LIMITS } from '../../shared/constants.js';
import { Splash } from '../components/splash.js';
import { AuthProvider, useAuth } from '../lib/auth.js';
import { Shell } from './shell.js';

/** The splash stays for its second (counted from page load) and while the session is checked. */
function useSplashTime() {
  const [done, setDone] = useState(() => performance.now() >= LIMITS.splashMs);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), LIMITS.splashMs - performance.now());
    return () => clearTimeout(timer);
  }, [done]);
  return done;
}

function Gate() {
  const splashDone = useSplashTime();
  const { status } = useAuth();
  return splashDone && status !== 'loading' ? <Shell /> : <Splash />;
}

export function RootLayout() {
  return (
    <AuthProvider>
      <Gate />
    </AuthProvider>
  );
}
