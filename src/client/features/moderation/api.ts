import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** The moderation queue and log; each action asks for both again. */

export function useModerationQueueQueryOptions(page: number) {
  return useTRPC().moderation.queue.queryOptions({ page });
}

export function useModerationLogQueryOptions(page: number) {
  return useTRPC().moderation.log.queryOptions({ page });
}

/** Wraps a screen's `onSuccess` so that the queue and the log are asked for again first. */
function useRefreshModeration<O extends { onSuccess?: (...args: never[]) => unknown }>(options: O) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    ...options,
    onSuccess: (...args: Parameters<NonNullable<O['onSuccess']>>) => {
      void queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() });
      return options.onSuccess?.(...args);
    },
  };
}

export function useHideMutationOptions(options: MutationOptionsIn<Api['moderation']['hide']>) {
  return useTRPC().moderation.hide.mutationOptions(useRefreshModeration(options));
}

export function useRestoreMutationOptions(
  options: MutationOptionsIn<Api['moderation']['restore']>,
) {
  return useTRPC().moderation.restore.mutationOptions(useRefreshModeration(options));
}

export function useDismissMutationOptions(
  options: MutationOptionsIn<Api['moderation']['dismiss']>,
) {
  return useTRPC().moderation.dismiss.mutationOptions(useRefreshModeration(options));
}

export function useSuspendMutationOptions(
  options: MutationOptionsIn<Api['moderation']['suspend']>,
) {
  return useTRPC().moderation.suspend.mutationOptions(useRefreshModeration(options));
}

export function useUnsuspendMutationOptions(
  options: MutationOptionsIn<Api['moderation']['unsuspend']>,
) {
  return useTRPC().moderation.unsuspend.mutationOptions(useRefreshModeration(options));
}
