import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

type SimilarInput = Api['cats']['similar']['~types']['input'];

/** Registers a cat: its page is in the cache at once; lists, profile, ranking and points reload. */
export function useCreateCatMutationOptions(options: MutationOptionsIn<Api['cats']['create']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return trpc.cats.create.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      const { pointsEarned: _points, bonusDetails: _bonus, ...cat } = args[0];
      queryClient.setQueryData(trpc.cats.byId.queryKey({ id: cat._id }), {
        cat,
        recentCheckIns: [],
      });
      void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.ranking.pathKey() });
      void refreshUser();
      return options.onSuccess?.(...args);
    },
  });
}

/** Saves a cat's edit: its page shows the answer at once; the lists reload. */
export function useUpdateCatMutationOptions(options: MutationOptionsIn<Api['cats']['update']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.cats.update.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      const updated = args[0];
      queryClient.setQueryData(trpc.cats.byId.queryKey({ id: updated._id }), (old) =>
        old ? { ...old, cat: updated } : old,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
      return options.onSuccess?.(...args);
    },
  });
}

/** Asks, once, for cats registered near this spot (or with this photo): fresh, no toast. */
export function useFetchSimilarCats() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (input: SimilarInput) =>
    queryClient.fetchQuery(
      trpc.cats.similar.queryOptions(input, { staleTime: 0, meta: { silent: true } }),
    );
}
