import { keepPreviousData } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.js';
import { trpcOptions } from '../../lib/clients.js';
import type { UserPosition } from '../../lib/position.js';

/**
 * Each tab's data is loaded once and reused while the visit lasts: switching tabs
 * or coming back from a cat's page shows the cached list. Mutations that change cats or
 * check-ins invalidate these queries; after this long a tab reloads on its own.
 */
export const HOME_STALE_MS = 10 * 60_000;

/**
 * The nearby list around the user's anchor (moved only after 500 m): one definition for the tab
 * and for the start-up request app/router.tsx makes as soon as the position is known. Kept on the
 * device (lib/device-lists.ts) and shown at once on the next visit.
 */
export const nearbyQuery = (anchor: UserPosition | null) =>
  trpcOptions.cats.nearby.queryOptions(
    { latitude: anchor?.latitude ?? 0, longitude: anchor?.longitude ?? 0 },
    {
      enabled: anchor !== null,
      staleTime: HOME_STALE_MS,
      placeholderData: keepPreviousData,
      meta: { keepOnDevice: 'latest' },
    },
  );

export function useEmergenciesQueryOptions() {
  return useTRPC().cats.emergencies.queryOptions(
    {},
    { staleTime: HOME_STALE_MS, meta: { keepOnDevice: 'exact' } },
  );
}

export function useRecentCheckinsQueryOptions(limit: number) {
  return useTRPC().checkins.mine.queryOptions({ limit }, { staleTime: HOME_STALE_MS });
}
