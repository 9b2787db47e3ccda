/**
 * The user's position: one store for the whole app; screens subscribe to it.
 *
 *   const { status, position, error, request } = useCurrentLocation();
 *
 * - `status`: 'idle' (nothing asked yet), 'locating' (first fix under way), 'ready' (a position
 *   from the native app, the browser or the IP lookup), 'error' (none of those worked: `position`
 *   is the community's default location, source 'default').
 * - `position`: {latitude, longitude, accuracy?, city?, country?, source}, or null before the
 *   first answer. It stays in place while a later request is under way.
 * - `error`: the translated SPEC.md §8 geolocation message of the last browser failure (denied,
 *   unavailable, timed out, unknown, unsupported), or null. It can be set while `status` is
 *   'ready' (the browser failed and the IP lookup answered).
 * - `request()`: asks again now (a 'Habilitar Localização' button, a form's "use my location").
 *
 * The first screen that uses the hook starts the search, in the SPEC.md §4 order: a location
 * injected by a native wrapper (`window.__GATEIROS_LOCATION__` or a 'gateiros:location' window
 * event; waited for 2 s), the browser (15 s, high accuracy, fixes up to 30 s old), the IP lookup
 * of the server's settings (inside a wrapper only after 5 s without an injected location), then
 * the default location. A wrapper may inject a new position at any time; it always wins.
 * A screen mounted more than 30 s after the last browser or IP fix refreshes it quietly.
 *
 * `anchor` is `position` held still until the user moves more than 500 m (or a real fix replaces
 * the default location): lists keyed on it (nearby cats, the map) reload only then, whichever
 * screen asks. `formatDistance` shows metres for people.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCATION, LIMITS } from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { usePublicConfig } from './config.js';

export type LocationSource = 'app' | 'browser' | 'ip' | 'default';
export type LocationStatus = 'idle' | 'locating' | 'ready' | 'error';
export type GeolocationFailure =
  'permissionDenied' | 'positionUnavailable' | 'timeout' | 'unknown' | 'unsupported';

export interface UserPosition {
  latitude: number;
  longitude: number;
  /** Metres (browser and app fixes). */
  accuracy?: number;
  city?: string;
  country?: string;
  source: LocationSource;
}

export interface LocationSnapshot {
  status: LocationStatus;
  position: UserPosition | null;
  /** `position` as of the last move of more than 500 m. */
  anchor: UserPosition | null;
  failure: GeolocationFailure | null;
  /** When `position` was obtained (ms since the epoch), 0 without one. */
  fixedAt: number;
}

export interface LocationConfig {
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
}

export const INJECTED_WAIT_MS = 2000;
export const WRAPPER_WAIT_MS = 5000;
export const IP_LOOKUP_TIMEOUT_MS = 5000;
export const LOCATION_EVENT = 'gateiros:location';

declare global {
  interface Window {
    __GATEIROS_LOCATION__?: unknown;
    ReactNativeWebView?: unknown;
  }
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * A position handed over by a native wrapper or an IP lookup: {latitude, longitude, accuracy?,
 * city?, country?} or the React Native shape {coords: {latitude, longitude, accuracy}}.
 */
export function parsePosition(value: unknown, source: LocationSource): UserPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const coords =
    typeof record.coords === 'object' && record.coords !== null
      ? (record.coords as Record<string, unknown>)
      : record;
  const latitude = toNumber(coords.latitude ?? coords.lat);
  const longitude = toNumber(coords.longitude ?? coords.lng ?? coords.lon);
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) return null;
  const position: UserPosition = { latitude, longitude, source };
  const accuracy = toNumber(coords.accuracy);
  if (typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0) {
    position.accuracy = accuracy;
  }
  const city = text(record.city);
  const country = text(record.country_name ?? record.country);
  if (city) position.city = city;
  if (country) position.country = country;
  return position;
}

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
}

export function createLocationStore(env: LocationEnv): LocationStore {
  let snapshot: LocationSnapshot = {
    status: 'idle',
    position: null,
    anchor: null,
    failure: null,
    fixedAt: 0,
  };
  const listeners = new Set<() => void>();
  let run = 0;
  let started = false;
  let config: LocationConfig | null = null;
  const configWaiters = new Set<(config: LocationConfig) => void>();
  const injectedWaiters = new Set<() => void>();

  const set = (next: Partial<Omit<LocationSnapshot, 'anchor'>>) => {
    const merged = { ...snapshot, ...next };
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
    if (mode === 'start') {
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
    setConfig(next) {
      config = next;
      for (const waiter of [...configWaiters]) waiter(next);
    },
  };
}

function browserEnv(): LocationEnv {
  return {
    readInjected: () => window.__GATEIROS_LOCATION__,
    onInjected(listener) {
      const handle = (event: Event) => listener((event as CustomEvent<unknown>).detail);
      window.addEventListener(LOCATION_EVENT, handle);
      return () => window.removeEventListener(LOCATION_EVENT, handle);
    },
    isWrapper: () => window.ReactNativeWebView !== undefined,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

let store: LocationStore | null = null;
const locationStore = (): LocationStore => (store ??= createLocationStore(browserEnv()));

const subscribe = (listener: () => void) => locationStore().subscribe(listener);
const getSnapshot = () => locationStore().getSnapshot();
const request = () => locationStore().request();

export function geolocationMessage(LL: TranslationFunctions, failure: GeolocationFailure): string {
  return LL.location.errors[failure]();
}

export interface CurrentLocation {
  status: LocationStatus;
  position: UserPosition | null;
  /** `position` as of the last move of more than 500 m: key lists on this. */
  anchor: UserPosition | null;
  /** The translated message of the last geolocation failure, or null. */
  error: string | null;
  failure: GeolocationFailure | null;
  request: () => void;
}

/** The user's position (see the top of this file); starts the search on first use. */
export function useCurrentLocation(): CurrentLocation {
  const { LL } = useI18nContext();
  const config = usePublicConfig();
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);

  const ipLookupUrl = config.data?.ipLookupUrl ?? null;
  const defaultLocation = config.data?.defaultLocation;
  const configDone = config.isSuccess || config.isError;
  useEffect(() => {
    if (!configDone) return;
    locationStore().setConfig({
      ipLookupUrl,
      defaultLocation: defaultLocation ?? DEFAULT_LOCATION,
    });
  }, [configDone, ipLookupUrl, defaultLocation]);

  useEffect(() => locationStore().ensure(), []);

  return {
    status: snapshot.status,
    position: snapshot.position,
    anchor: snapshot.anchor,
    failure: snapshot.failure,
    error: snapshot.failure ? geolocationMessage(LL, snapshot.failure) : null,
    request,
  };
}

/** Whether `to` is more than `thresholdMeters` from `from`, or a different kind of position. */
export function movedBeyond(
  from: UserPosition | null,
  to: UserPosition | null,
  thresholdMeters: number,
): boolean {
  if (!from || !to) return from !== to;
  if ((from.source === 'default') !== (to.source === 'default')) return true;
  return distanceMeters(from.latitude, from.longitude, to.latitude, to.longitude) > thresholdMeters;
}

/** '350 m', '1,2 km' in the user's language. */
export function formatDistance(locale: string, meters: number): string {
  if (meters < 1000) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'meter',
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(meters / 10) * 10));
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: meters < 10_000 ? 1 : 0,
  }).format(meters / 1000);
}

/** Distance from the user to a GeoJSON point, when both are known. */
export function distanceTo(
  position: UserPosition | null,
  coordinates: readonly number[] | undefined,
): number | null {
  const [longitude, latitude] = coordinates ?? [];
  if (!position || typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  return distanceMeters(position.latitude, position.longitude, latitude, longitude);
}
