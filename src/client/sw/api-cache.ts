import type { WorkboxPlugin } from 'workbox-core';

export const API_CACHE = 'api-reads';
/** Added to an answer the device gave instead of the network; the page shows its Date. */
export const FROM_DEVICE_HEADER = 'x-gateiros-from-device';

/**
 * The map's list follows the user's position: a fresh fix a few metres away is another URL, so
 * with no network the last list of that kind is better than none.
 */
const LATEST_WINS = new Set(['cats.list']);

/**
 * Never kept here: a download the user asked for (not what a screen shows), and the home's
 * nearby and emergency lists, which the page itself keeps on the device for the next start
 * (lib/device-lists.ts): one copy of each kind of data (docs/offline.md).
 */
const NOT_KEPT = new Set(['users.exportData', 'cats.nearby', 'cats.emergencies']);

/** GET tRPC queries of this origin (one procedure per request; mutations are POSTs). */
export function isApiRead(request: Request, url: URL, origin: string) {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/trpc/') &&
    !NOT_KEPT.has(procedureOf(url))
  );
}

const procedureOf = (url: URL) => decodeURIComponent(url.pathname.slice('/trpc/'.length));
const latestKey = (url: URL) => `${url.origin}/trpc/${procedureOf(url)}?latest`;

/** Keeps a second copy of the map's list under one key per procedure. */
export const latestCopyPlugin: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName, request, newResponse }) => {
    const url = new URL(request.url);
    if (!LATEST_WINS.has(procedureOf(url))) return;
    const cache = await caches.open(cacheName);
    await cache.put(latestKey(url), newResponse.clone());
  },
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (!LATEST_WINS.has(procedureOf(url))) return undefined;
    const cache = await caches.open(API_CACHE);
    const latest = await cache.match(latestKey(url), { ignoreVary: true });
    return latest ? fromDevice(latest) : undefined;
  },
};

function fromDevice(response: Response) {
  const headers = new Headers(response.headers);
  headers.set(FROM_DEVICE_HEADER, '1');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Marks every answer read from the cache, so nothing on the page pretends to be live. */
export const markFromDevicePlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) =>
    Promise.resolve(cachedResponse ? fromDevice(cachedResponse) : null),
};
