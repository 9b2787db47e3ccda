import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';
import { keepPreviousPage } from '../../lib/use-page-param.js';

/** The unread count, polled while the app is open. */
export function useUnreadQueryOptions(everyMs: number) {
  return useTRPC().notifications.unread.queryOptions(undefined, {
    refetchInterval: everyMs,
    refetchOnWindowFocus: true,
  });
}

/** A page of the notifications, newest first. */
export function useNotificationsQueryOptions(page: number, limit: number) {
  return useTRPC().notifications.list.queryOptions(
    { page, limit },
    { placeholderData: keepPreviousPage(), refetchOnWindowFocus: true },
  );
}

/** Whether it worked or not, the list and the unread count are asked for again. */
export function useMarkReadMutationOptions(
  options: MutationOptionsIn<Api['notifications']['markRead']> = {},
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.notifications.markRead.mutationOptions({
    ...options,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.unread.queryKey() });
      return options.onSettled?.(...args);
    },
  });
}
