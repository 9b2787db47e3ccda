/**
 * The two sources the location store asks from outside the app: the browser's geolocation and
 * the IP lookup of the server's settings. The order they are tried in lives in the store.
 */
import { LIMITS } from '../../shared/constants.js';
import { parsePosition, type GeolocationFailure, type UserPosition } from './position.js';

const IP_LOOKUP_TIMEOUT_MS = 5000;

/** What the browser's fix needs from its environment; tests pass their own. */
export interface GeolocationEnv {
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** What the IP lookup needs from its environment. */
export interface FetchEnv {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const FAILURES: Record<number, GeolocationFailure> = {
  1: 'permissionDenied',
  2: 'positionUnavailable',
  3: 'timeout',
};

type BrowserResult = { position: UserPosition } | { failure: GeolocationFailure };

/**
 * The browser's fix. Past the time-out (a permission prompt left open counts too) the search
 * goes on with the fallbacks; a fix that still arrives later goes to `onLateFix`.
 */
export function browserFix(
  env: GeolocationEnv,
  onLateFix: (position: UserPosition) => void,
): Promise<BrowserResult> {
  return new Promise((resolve) => {
    const geolocation = env.geolocation;
    if (!geolocation) {
      resolve({ failure: 'unsupported' });
      return;
    }
    let settled = false;
    const guard = env.setTimeout(() => {
      settled = true;
      resolve({ failure: 'timeout' });
    }, LIMITS.geolocationTimeoutMs + 1000);
    try {
      geolocation.getCurrentPosition(
        (fix) => {
          const position: UserPosition = {
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
            source: 'browser',
          };
          if (!settled) {
            settled = true;
            env.clearTimeout(guard);
            resolve({ position });
          } else {
            onLateFix(position);
          }
        },
        (error) => {
          if (settled) return;
          settled = true;
          env.clearTimeout(guard);
          resolve({ failure: FAILURES[error.code] ?? 'unknown' });
        },
        {
          enableHighAccuracy: true,
          timeout: LIMITS.geolocationTimeoutMs,
          maximumAge: LIMITS.geolocationMaxAgeMs,
        },
      );
    } catch {
      settled = true;
      env.clearTimeout(guard);
      resolve({ failure: 'unknown' });
    }
  });
}

/** The position the IP lookup at `url` answers, or null if it fails or answers none. */
export async function ipLookup(env: FetchEnv, url: string): Promise<UserPosition | null> {
  try {
    const response = await env.fetch(url, {
      signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return null;
    return parsePosition(await response.json(), 'ip');
  } catch {
    return null;
  }
}
