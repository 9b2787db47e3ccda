import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { deviceCopyTime, onFreshnessChange } from './data-freshness.js';
import { classifyError } from './errors.js';

/** Settings and the session are not what a screen shows: their age says nothing about it. */
const NOT_CONTENT = new Set(['config', 'auth']);

export type DeviceData =
  /** Everything shown came from the network just now. */
  | { live: true }
  /**
   * Shown from the device: `since` is the oldest data on screen (null: none). `updating`: online,
   * and each copy on screen is being replaced by its live answer right now; otherwise offline,
   * or the device answered because the network did not.
   */
  | { live: false; since: number | null; updating: boolean };

const isContent = (query: Query) => {
  const root = (query.queryKey[0] as unknown[] | undefined)?.[0];
  return !(typeof root === 'string' && NOT_CONTENT.has(root));
};

/** The data a query shows is not live: read from the device, or its last refresh got no answer. */
export function notLiveSince(query: Query, offline: boolean): number | null {
  const { data, dataUpdatedAt, errorUpdatedAt, error, fetchStatus } = query.state;
  if (data === undefined) return null;
  const deviceTime = deviceCopyTime(query.queryHash);
  if (deviceTime !== undefined) return deviceTime;
  const lastTryFailed =
    errorUpdatedAt > dataUpdatedAt && classifyError(error).kind === 'noResponse';
  return offline || lastTryFailed || fetchStatus === 'paused' ? dataUpdatedAt : null;
}

/** A primitive snapshot: 'live', or '<device|updating>:<epoch ms>' / 'device:' (nothing shown). */
function snapshot(queryClient: QueryClient): string {
  const offline = navigator.onLine === false;
  let oldest: number | null = null;
  let fromDevice = offline;
  let updating = !offline;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!query.isActive() || !isContent(query)) continue;
    const since = notLiveSince(query, offline);
    if (since === null) continue;
    fromDevice = true;
    oldest = oldest === null ? since : Math.min(oldest, since);
    // The device's copy while its live request runs (the start of a return visit).
    const replacing =
      deviceCopyTime(query.queryHash) !== undefined && query.state.fetchStatus === 'fetching';
    if (!replacing) updating = false;
  }
  if (!fromDevice) return 'live';
  return `${updating ? 'updating' : 'device'}:${oldest ?? ''}`;
}

/** Whether the screen's data is live, and if not, since when it is what the device holds. */
export function useDeviceData(): DeviceData {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopQueries = queryClient.getQueryCache().subscribe(onChange);
      const stopFreshness = onFreshnessChange(onChange);
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        stopQueries();
        stopFreshness();
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    [queryClient],
  );
  const value = useSyncExternalStore(subscribe, () => snapshot(queryClient));
  if (value === 'live') return { live: true };
  const [kind, since] = value.split(':');
  return { live: false, since: since ? Number(since) : null, updating: kind === 'updating' };
}
