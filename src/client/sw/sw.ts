import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, isApiRead, latestCopyPlugin, markFromDevicePlugin } from './api-cache.js';
import './push.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const DAY_SECONDS = 24 * 60 * 60;
/** A weak connection that has not answered in this long falls back to what the device holds. */
const API_NETWORK_TIMEOUT_SECONDS = 4;
const NOT_THE_APP = /^\/(api|trpc|uploads|avatars|health)(\/|$)/;
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?(\.(png|jpe?g|webp))?$/;

// The app shell: every built file, and index.html for any page of the app.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [NOT_THE_APP] }),
);

// The screens' reads: live when the network answers in time, else the last copy on the device.
registerRoute(
  ({ request, url }) => isApiRead(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY_SECONDS }),
      latestCopyPlugin,
      markFromDevicePlugin,
    ],
  }),
);

// Photos have generated names: a stored copy never goes stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(uploads|avatars)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Map tiles (any tile server): a small store of the streets seen lately.
registerRoute(
  ({ request, url }) => request.destination === 'image' && TILE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new version waits until the page says the user agreed (a form may be half filled).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
clientsClaim();
