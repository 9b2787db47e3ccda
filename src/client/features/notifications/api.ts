import { useTRPC } from '../../lib/trpc.js';

/** The unread count, polled while the app is open. */
export function useUnreadQueryOptions(everyMs: number) {
  return useTRPC().notifications.unread.queryOptions(undefined, {
    refetchInterval: everyMs,
    refetchOnWindowFocus: true,
  });
}
