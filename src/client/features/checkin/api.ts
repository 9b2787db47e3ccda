import { useQueryClient } from '@tanstack/react-query';
import { useAfterCheckin } from '../../lib/after-checkin.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** Sends a check-in; what it changes is asked for again (lib/after-checkin.ts). */
export function useCheckinMutationOptions(options: MutationOptionsIn<Api['checkins']['create']>) {
  const afterCheckin = useAfterCheckin();
  return useTRPC().checkins.create.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      afterCheckin();
      return options.onSuccess?.(...args);
    },
  });
}

/** The cat's name from its page's answer, when the cache has it. */
export function useCachedCatName(catId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData(trpc.cats.byId.queryKey({ id: catId }))?.cat.name ?? '';
}
