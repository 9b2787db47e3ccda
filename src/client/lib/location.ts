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
 * - `error`: the translated geolocation message of the last browser failure (denied,
 *   unavailable, timed out, unknown, unsupported), or null. It can be set while `status` is
 *   'ready' (the browser failed and the IP lookup answered).
 * - `request()`: asks again now (a 'Habilitar Localização' button, a form's "use my location").
 *
 * The first screen that uses the hook starts the search, in this order: a location
 * injected by a native wrapper (`window.__GATEIROS_LOCATION__` or a 'gateiros:location' window
 * event; waited for 2 s only inside a wrapper), the browser (15 s, high accuracy, fixes up to
 * 30 s old), the IP lookup of the server's settings (inside a wrapper only after 5 s without an
 * injected location), then a place kept on the device, then the default location. A wrapper may
 * inject a new position at any time; it always wins. A screen mounted more than 30 s after the
 * last browser or IP fix refreshes it quietly.
 *
 * The last known position (and when it was fixed) is kept in localStorage and shown at once,
 * `stale`, while the fresh one comes; `choose()` sets a place picked on the map.
 *
 * `anchor` is `position` held still until the user moves more than 500 m (or a real fix replaces
 * the default location): lists keyed on it (nearby cats, the map) reload only then, whichever
 * screen asks. Positions and distances themselves live in position.ts.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCATION } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { queryClient } from './clients.js';
import { publicConfigQuery } from './config.js';
import {
  createLocationStore,
  LOCATION_EVENT,
  type LocationEnv,
  type LocationStatus,
  type LocationStore,
} from './location-store.js';
import type { GeolocationFailure, UserPosition } from './position.js';

declare global {
  interface Window {
    __GATEIROS_LOCATION__?: unknown;
    /** Set by a native wrapper that will inject a location soon. */
    __GATEIROS_WRAPPER__?: boolean;
    ReactNativeWebView?: unknown;
  }
}

function browserEnv(): LocationEnv {
  return {
    readInjected: () => window.__GATEIROS_LOCATION__,
    onInjected(listener) {
      const handle = (event: Event) => listener((event as CustomEvent<unknown>).detail);
      window.addEventListener(LOCATION_EVENT, handle);
      return () => window.removeEventListener(LOCATION_EVENT, handle);
    },
    isWrapper: () =>
      window.ReactNativeWebView !== undefined || window.__GATEIROS_WRAPPER__ === true,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    storage: {
      read: () => window.localStorage.getItem(KEPT_POSITION_KEY),
      write: (value) => window.localStorage.setItem(KEPT_POSITION_KEY, value),
    },
  };
}

const KEPT_POSITION_KEY = 'gateiros:last-position';

let store: LocationStore | null = null;

/**
 * The store, created on first use. It gets the server's settings (IP lookup, default location)
 * through the shared query cache as soon as it exists: at start-up for the pages around the user
 * (app/router.tsx), not after the first screen has rendered.
 */
function locationStore(): LocationStore {
  if (store) return store;
  const created = createLocationStore(browserEnv());
  store = created;
  const fallback = { ipLookupUrl: null, defaultLocation: DEFAULT_LOCATION };
  queryClient.fetchQuery(publicConfigQuery()).then(
    (config) =>
      created.setConfig({
        ipLookupUrl: config.ipLookupUrl ?? null,
        defaultLocation: config.defaultLocation ?? DEFAULT_LOCATION,
      }),
    () => created.setConfig(fallback),
  );
  return created;
}

/**
 * Starts the search before the screen that needs it renders (see app/router.tsx) and resolves
 * with the first anchor (the kept position at once, or the first answer), for a list to be asked
 * for with it straight away.
 */
export function startLocating(): Promise<UserPosition> {
  const located = locationStore();
  located.ensure();
  return new Promise((resolve) => {
    const check = () => {
      const { anchor } = located.getSnapshot();
      if (!anchor) return false;
      resolve(anchor);
      return true;
    };
    if (check()) return;
    const stop = located.subscribe(() => {
      if (check()) stop();
    });
  });
}

const subscribe = (listener: () => void) => locationStore().subscribe(listener);
const getSnapshot = () => locationStore().getSnapshot();
const request = () => locationStore().request();
const choose = (latitude: number, longitude: number) => locationStore().choose(latitude, longitude);

function geolocationMessage(LL: TranslationFunctions, failure: GeolocationFailure): string {
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
  /** The position is the last one kept on the device; `fixedAt` says how old. */
  stale: boolean;
  fixedAt: number;
  request: () => void;
  /** Use a place picked on the map as the user's position (kept on the device). */
  choose: (latitude: number, longitude: number) => void;
}

/** The user's position (see the top of this file); starts the search on first use. */
export function useCurrentLocation(): CurrentLocation {
  const { LL } = useI18nContext();
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);

  useEffect(() => locationStore().ensure(), []);

  return {
    status: snapshot.status,
    position: snapshot.position,
    anchor: snapshot.anchor,
    failure: snapshot.failure,
    error: snapshot.failure ? geolocationMessage(LL, snapshot.failure) : null,
    stale: snapshot.stale,
    fixedAt: snapshot.fixedAt,
    request,
    choose,
  };
}
