import { DEFAULT_LOCATION, LIMITS } from '../../shared/constants.js';
import {
  movedBeyond,
  parsePosition,
  type GeolocationFailure,
  type UserPosition,
} from './position.js';

export type LocationStatus = 'idle' | 'locating' | 'ready' | 'error';

interface LocationSnapshot {
  status: LocationStatus;
  position: UserPosition | null;
  /** `position` as of the last move of more than 500 m. */
  anchor: UserPosition | null;
  failure: GeolocationFailure | null;
  /** When `position` was obtained (ms since the epoch), 0 without one. */
  fixedAt: number;
  /** `position` is the last one kept on the device, shown until a fresh one comes. */
  stale: boolean;
}

interface LocationConfig {
  ipLookupUrl: string | null;
  defaultLocation: { latitude: number; longitude: number };
}

/** What the store needs from the browser; tests pass their own. */
export interface LocationEnv {
  readInjected: () => unknown;
  onInjected: (listener: (value: unknown) => void) => () => void;
  isWrapper: () => boolean;
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** The device's copy of the last known position (localStorage in the browser). */
  storage?: { read: () => string | null; write: (value: string) => void };
}

/** The last known position as kept on the device, or null if none (or unreadable). */
export function readKept(raw: string | null): { position: UserPosition; fixedAt: number } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { position?: { source?: unknown }; fixedAt?: unknown };
    const source = value.position?.source;
    if (source !== 'app' && source !== 'browser' && source !== 'ip' && source !== 'manual') {
      return null;
    }
    const position = parsePosition(value.position, source);
    const fixedAt = typeof value.fixedAt === 'number' ? value.fixedAt : 0;
    return position && fixedAt > 0 ? { position, fixedAt } : null;
  } catch {
    return null;
  }
}

const INJECTED_WAIT_MS = 2000;
const WRAPPER_WAIT_MS = 5000;
const IP_LOOKUP_TIMEOUT_MS = 5000;
export const LOCATION_EVENT = 'gateiros:location';

const FAILURES: Record<number, GeolocationFailure> = {
  1: 'permissionDenied',
  2: 'positionUnavailable',
  3: 'timeout',
};

type BrowserResult = { position: UserPosition } | { failure: GeolocationFailure };

export interface LocationStore {
  getSnapshot: () => LocationSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Starts the search if nothing was asked yet; refreshes an old fix quietly. */
  ensure: () => void;
  /** Asks again now, skipping the wait for a native wrapper. */
  request: () => void;
  setConfig: (config: LocationConfig) => void;
  /** A place the user picked on the map: used, and kept, until a real fix comes. */
  choose: (latitude: number, longitude: number) => void;
}

export function createLocationStore(env: LocationEnv): LocationStore {
  let raw: string | null = null;
  try {
    raw = env.storage?.read() ?? null;
  } catch {
    // storage blocked: start without a head start
  }
  const kept = readKept(raw);
  let snapshot: LocationSnapshot = {
    status: 'idle',
    position: kept?.position ?? null,
    anchor: kept?.position ?? null,
    failure: null,
    fixedAt: kept?.fixedAt ?? 0,
    stale: kept !== null,
  };
  const listeners = new Set<() => void>();
  let run = 0;
  let started = false;
  let config: LocationConfig | null = null;
  const configWaiters = new Set<(config: LocationConfig) => void>();
  const injectedWaiters = new Set<() => void>();

  const keep = (position: UserPosition, fixedAt: number) => {
    try {
      env.storage?.write(JSON.stringify({ position, fixedAt }));
    } catch {
      // a full or blocked storage only costs the head start next time
    }
  };

  const set = (next: Partial<Omit<LocationSnapshot, 'anchor'>>) => {
    const merged = { ...snapshot, ...next };
    if (next.position && next.position.source !== 'default') {
      merged.stale = false;
      keep(next.position, merged.fixedAt);
    }
    const moved = movedBeyond(merged.anchor, merged.position, LIMITS.nearbyReloadMeters);
    snapshot = moved ? { ...merged, anchor: merged.position } : merged;
    for (const listener of listeners) listener();
  };

  const sleep = (ms: number, wake?: Set<() => void>) =>
    new Promise<void>((resolve) => {
      const done = () => {
        env.clearTimeout(handle);
        wake?.delete(done);
        resolve();
      };
      const handle = env.setTimeout(done, ms);
      wake?.add(done);
    });

  const applyInjected = (value: unknown): boolean => {
    const position = parsePosition(value, 'app');
    if (!position) return false;
    run += 1; // whatever search is under way is superseded
    set({ status: 'ready', position, failure: null, fixedAt: env.now() });
    for (const wake of [...injectedWaiters]) wake();
    return true;
  };

  const waitForConfig = (): Promise<LocationConfig> => {
    if (config) return Promise.resolve(config);
    return new Promise((resolve) => {
      const fallback = { ipLookupUrl: null, defaultLocation: DEFAULT_LOCATION };
      const finish = (value: LocationConfig) => {
        env.clearTimeout(handle);
        configWaiters.delete(finish);
        resolve(value);
      };
      const handle = env.setTimeout(() => finish(fallback), LIMITS.requestTimeoutMs);
      configWaiters.add(finish);
    });
  };

  /**
   * The browser's fix. Past the time-out (a permission prompt left open counts too) the search
   * goes on with the fallbacks; a fix that still arrives later is taken if nothing newer was asked.
   */
  const browserFix = (id: number): Promise<BrowserResult> =>
    new Promise((resolve) => {
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
            } else if (id === run && snapshot.position?.source !== 'app') {
              set({ status: 'ready', position, failure: null, fixedAt: env.now() });
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

  const ipLookup = async (url: string): Promise<UserPosition | null> => {
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
  };

  const search = async (mode: 'start' | 'request' | 'refresh') => {
    const id = ++run;
    const startedAt = env.now();
    const current = () => id === run;
    if (mode !== 'refresh') set({ status: 'locating' });

    if (applyInjected(env.readInjected())) return;
    // Only a native wrapper injects a position: a plain browser is asked at once.
    if (mode === 'start' && env.isWrapper()) {
      await sleep(INJECTED_WAIT_MS, injectedWaiters);
      if (!current()) return;
    }

    const browser = await browserFix(id);
    if (!current()) return;
    if ('position' in browser) {
      set({ status: 'ready', position: browser.position, failure: null, fixedAt: env.now() });
      return;
    }
    // A quiet refresh keeps the fix it had rather than fall back to a rougher one.
    if (mode === 'refresh') return;
    set({ failure: browser.failure });

    if (env.isWrapper()) {
      const left = WRAPPER_WAIT_MS - (env.now() - startedAt);
      if (left > 0) await sleep(left, injectedWaiters);
      if (!current()) return;
    }

    const settings = await waitForConfig();
    if (!current()) return;
    if (settings.ipLookupUrl) {
      const position = await ipLookup(settings.ipLookupUrl);
      if (!current()) return;
      if (position) {
        set({ status: 'ready', position, fixedAt: env.now() });
        return;
      }
    }
    // A place kept on the device (a fix from before, or one picked on the map) beats the default.
    if (snapshot.position && snapshot.position.source !== 'default') {
      set({ status: 'ready' });
      return;
    }
    set({
      status: 'error',
      position: { ...settings.defaultLocation, source: 'default' },
      fixedAt: env.now(),
    });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure() {
      if (!started) {
        started = true;
        env.onInjected(applyInjected);
        void search('start');
        return;
      }
      const { status, position, fixedAt } = snapshot;
      const old = env.now() - fixedAt > LIMITS.geolocationMaxAgeMs;
      if (
        status === 'ready' &&
        old &&
        (position?.source === 'browser' || position?.source === 'ip')
      ) {
        void search('refresh');
      }
    },
    request() {
      if (!started) {
        started = true;
        env.onInjected(applyInjected);
      }
      void search('request');
    },
    choose(latitude, longitude) {
      run += 1;
      set({
        status: 'ready',
        position: { latitude, longitude, source: 'manual' },
        fixedAt: env.now(),
      });
    },
    setConfig(next) {
      config = next;
      for (const waiter of [...configWaiters]) waiter(next);
    },
  };
}
