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
import {
  isShippedLanguage,
  KEEP_LANGUAGE,
  LANGUAGE_CACHE,
  languageOfChunk,
} from './language-chunks.js';
import { savedTile } from './saved-tiles.js';
import './push.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const DAY_SECONDS = 24 * 60 * 60;
/** A weak connection that has not answered in this long falls back to what the device holds. */
const API_NETWORK_TIMEOUT_SECONDS = 4;
const NOT_THE_APP = /^\/(api|trpc|uploads|avatars|health)(\/|$)/;
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?(\.(png|jpe?g|webp))?$/;

const BUILT_FILES = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const languageOf = (entry: PrecacheEntry) =>
  languageOfChunk(new URL(entry.url, self.location.href).pathname);

// The app shell: every built file but the languages' strings, and index.html for any page.
precacheAndRoute(BUILT_FILES.filter((entry) => languageOf(entry) === null));
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [NOT_THE_APP] }),
);

// A language's strings (language-chunks.ts): all of them for the language the page says it is
// in, kept at once; another language's the moment it is used. Their names change with each
// release: the older ones age out.
const languageFiles = new CacheFirst({
  cacheName: LANGUAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 12 }),
  ],
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && languageOfChunk(url.pathname) !== null,
  languageFiles,
);

/** Every built file of `locale`'s strings into the cache (those already there stay as they are). */
async function keepLanguage(locale: string, event: ExtendableEvent): Promise<void> {
  const files = BUILT_FILES.filter((entry) => languageOf(entry) === locale);
  await Promise.all(files.map((entry) => languageFiles.handle({ request: entry.url, event })));
}

// A new version keeps the languages the one before it kept, before it takes over.
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const kept = await (await caches.open(LANGUAGE_CACHE)).keys();
      const locales = new Set(
        kept.map((request) => languageOfChunk(new URL(request.url).pathname)),
      );
      await Promise.all([...locales].filter(isShippedLanguage).map((l) => keepLanguage(l, event)));
    })(),
  );
});

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

// Map tiles (any tile server): those of a colony map saved for offline use, else a small store
// of the streets seen lately.
const recentTiles = new CacheFirst({
  cacheName: 'map-tiles',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: 200,
      maxAgeSeconds: 30 * DAY_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && TILE_PATH.test(url.pathname),
  async (options) => (await savedTile(options.request.url)) ?? recentTiles.handle(options),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  // A new version waits until the page says the user agreed (a form may be half filled).
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  // Kept in the background; a failure (no connection) is tried again on the page's next start.
  if (data.type === KEEP_LANGUAGE && 'locale' in data && isShippedLanguage(data.locale)) {
    event.waitUntil(keepLanguage(data.locale, event).catch(() => undefined));
  }
});
clientsClaim();
