import type { QueryClient } from '@tanstack/react-query';
import { DEVICE_LISTS_KEY } from './device-lists.js';

/** The service worker's copies of API answers (sw/api-cache.ts, API_CACHE). */
export const API_CACHE = 'api-reads';

export interface DeviceCopiesEnv {
  removeStored: (key: string) => void;
  deleteCache: (name: string) => Promise<unknown>;
}

const browserEnv: DeviceCopiesEnv = {
  removeStored: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Private mode: nothing was kept.
    }
  },
  deleteCache: (name) => globalThis.caches?.delete(name) ?? Promise.resolve(false),
};

/**
 * Drops every copy of the account's answers this device keeps, exact positions of cats among
 * them: the home lists in localStorage, the service worker's copies of API answers and the query
 * cache. On sign-out the query cache is emptied; when the person loses care of cats (leaving or
 * removal from a colony) every query is reset, so the screens on show ask the server again and
 * see what the person may see now.
 */
export async function dropDeviceCopies(
  queryClient: QueryClient,
  reason: 'signOut' | 'accessLost',
  env: DeviceCopiesEnv = browserEnv,
): Promise<void> {
  env.removeStored(DEVICE_LISTS_KEY);
  if (reason === 'signOut') queryClient.clear();
  // Gone before the screens ask again, so no answer comes back from the device's copies.
  await env.deleteCache(API_CACHE).catch(() => undefined);
  if (reason === 'accessLost') await queryClient.resetQueries();
}
