import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { emitApiEvent } from './api-events.js';
import { deviceCopyTime, recordDeviceCopy } from './data-freshness.js';
import { DEVICE_LISTS_KEY, keepListsOnDevice, type KeepOnDevice } from './device-lists.js';
import { classifyError, isRefusal } from './errors.js';
import { deviceOwner } from './session.js';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The screen reports this query's failure itself (or it does not matter): no toast. */
      silent?: boolean;
      /** Kept on the device and shown at once on the next visit (see device-lists.ts). */
      keepOnDevice?: KeepOnDevice;
    };
  }
}

/** Worth another try: no answer, or a server error; never a refusal (4xx). */
function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  const failure = classifyError(error);
  if (failure.kind === 'noResponse') return true;
  if (failure.kind === 'http' || failure.kind === 'badFormat') {
    return failure.status !== null && failure.status >= 500;
  }
  return false;
}

const browserListsEnv = {
  storage: {
    read: () => localStorage.getItem(DEVICE_LISTS_KEY),
    write: (value: string) => localStorage.setItem(DEVICE_LISTS_KEY, value),
    remove: () => localStorage.removeItem(DEVICE_LISTS_KEY),
  },
  owner: deviceOwner,
  now: () => Date.now(),
  isDeviceCopy: (queryHash: string) => deviceCopyTime(queryHash) !== undefined,
  markDeviceCopy: recordDeviceCopy,
  refused: isRefusal,
};

/**
 * Query failures are reported as a `queryError` event (one toast, shown by the providers), except
 * 401, which ends the session elsewhere; mutations report their own errors where the user acted.
 */
export function createQueryClient() {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;
      const failure = classifyError(error);
      if (failure.kind === 'http' && failure.status === 401) return;
      // No answer while offline, or while the screen still shows what it had: the offline
      // notice says so instead of a toast.
      const offline = navigator.onLine === false || query.state.data !== undefined;
      if (failure.kind === 'noResponse' && offline) return;
      emitApiEvent({ type: 'queryError', error });
    },
  });
  keepListsOnDevice(queryCache, browserListsEnv);
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker may answer from the device.
        networkMode: 'offlineFirst',
      },
      // A send without a connection fails at once (the forms keep it in the outbox) instead of
      // waiting, paused, for the connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
