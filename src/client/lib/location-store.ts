import { DEFAULT_LOCATION, LIMITS } from '../../shared/constants.js';
import { keepPosition, loadKept, type KeptStorage } from './kept-position.js';
import { browserFix, ipLookup, type FetchEnv, type GeolocationEnv } from './location-sources.js';
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
export interface LocationEnv extends GeolocationEnv, FetchEnv {
  readInjected: () => unknown;
  onInjected: (listener: (value: unknown) => void) => () => void;
  isWrapper: () => boolean;
  now: () => number;
  /** The device's copy of the last known position (localStorage in the browser). */
  storage?: KeptStorage;
}

const INJECTED_WAIT_MS = 2000;
const WRAPPER_WAIT_MS = 5000;
export const LOCATION_EVENT = 'gateiros:location';

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
  const kept = loadKept(env.storage);
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

  const set = (next: Partial<Omit<LocationSnapshot, 'anchor'>>) => {
    const merged = { ...snapshot, ...next };
    if (next.position && next.position.source !== 'default') {
      merged.stale = false;
      keepPosition(env.storage, next.position, merged.fixedAt);
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

    // A browser fix that comes after the time-out is still taken if nothing newer was asked.
    const browser = await browserFix(env, (position) => {
      if (id === run && snapshot.position?.source !== 'app') {
        set({ status: 'ready', position, failure: null, fixedAt: env.now() });
      }
    });
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
      const position = await ipLookup(env, settings.ipLookupUrl);
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
