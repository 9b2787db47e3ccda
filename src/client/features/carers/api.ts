import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

const silent = { meta: { silent: true } };

export function useCarersQueryOptions(catId: string, enabled: boolean) {
  return useTRPC().carers.forCat.queryOptions({ catId }, { enabled, ...silent });
}

export function usePendingCarerRequestsQueryOptions() {
  return useTRPC().carers.pendingForMe.queryOptions(undefined, silent);
}

/** Asks to care for a cat; the cat's carers are asked for again. */
export function useAskCareMutationOptions(options: MutationOptionsIn<Api['carers']['request']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.carers.request.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({
        queryKey: trpc.carers.forCat.queryKey({ catId: args[1].catId }),
      });
      return options.onSuccess?.(...args);
    },
  });
}

/** A decision or a revocation: the carers reload; the cats are marked stale, not refetched. */
function useCarersRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carers.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey(), refetchType: 'none' });
  };
}

export function useDecideCarerMutationOptions(options: MutationOptionsIn<Api['carers']['decide']>) {
  const refresh = useCarersRefresh();
  return useTRPC().carers.decide.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}

export function useRevokeCarerMutationOptions(options: MutationOptionsIn<Api['carers']['revoke']>) {
  const refresh = useCarersRefresh();
  return useTRPC().carers.revoke.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      refresh();
      return options.onSuccess?.(...args);
    },
  });
}
