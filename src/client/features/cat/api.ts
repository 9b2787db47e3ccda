import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

/** The cat page's own queries and mutations; the page's main query is lib/cat-query.ts's. */

export function useHealthReportsQueryOptions(catId: string) {
  return useTRPC().healthReports.ofCat.queryOptions({ catId });
}

export function useHelpBriefQueryOptions(catId: string) {
  return useTRPC().help.brief.queryOptions({ catId });
}

/** The caller's own claim on the cat, and the open ones for those who may accept them. */
export function useHelpStateQueryOptions(catId: string, enabled: boolean) {
  return useTRPC().help.state.queryOptions({ catId }, { enabled });
}

/** Confirms a reported health; the reports and the cat are asked for again, also on a refusal. */
export function useConfirmHealthReportMutationOptions(
  options: MutationOptionsIn<Api['healthReports']['confirm']>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.healthReports.confirm.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: trpc.healthReports.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      void queryClient.invalidateQueries({ queryKey: trpc.healthReports.pathKey() });
      return options.onError?.(...args);
    },
  });
}

/** Adds or removes a favourite: the cat page shows it at once; lists and profile reload. */
function useFavoriteUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (result: { catId: string; isFavorite: boolean }) => {
    queryClient.setQueryData(trpc.cats.byId.queryKey({ id: result.catId }), (old) =>
      old ? { ...old, cat: { ...old.cat, isFavorite: result.isFavorite } } : old,
    );
    void queryClient.invalidateQueries({ queryKey: trpc.favorites.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
  };
}

export function useAddFavoriteMutationOptions(options: MutationOptionsIn<Api['favorites']['add']>) {
  const update = useFavoriteUpdate();
  return useTRPC().favorites.add.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      update(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

export function useRemoveFavoriteMutationOptions(
  options: MutationOptionsIn<Api['favorites']['remove']>,
) {
  const update = useFavoriteUpdate();
  return useTRPC().favorites.remove.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      update(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** Deletes the cat: its page leaves the cache; what showed it is marked stale, not refetched. */
export function useDeleteCatMutationOptions(options: MutationOptionsIn<Api['cats']['delete']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return trpc.cats.delete.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: trpc.cats.byId.queryKey({ id: args[1].id }) });
      for (const queryKey of [
        trpc.cats.pathKey(),
        trpc.favorites.pathKey(),
        trpc.checkins.pathKey(),
        trpc.users.pathKey(),
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
      return options.onSuccess?.(...args);
    },
  });
}

/**
 * Offering help or giving up: the cat page shows the helpers at once and the lists reload; on a
 * refusal the cat page is asked for again.
 */
function useHelpUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    done: (catId: string, helpers: Api['cats']['byId']['~types']['output']['cat']['helpers']) => {
      queryClient.setQueryData(trpc.cats.byId.queryKey({ id: catId }), (old) =>
        old ? { ...old, cat: { ...old.cat, helpers } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.help.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
    },
    failed: (catId: string) =>
      void queryClient.invalidateQueries({ queryKey: trpc.cats.byId.queryKey({ id: catId }) }),
  };
}

/** Offering help (`claim`) or giving up (`giveUp`): the same input and answer, the same updates. */
export function useHelpMutationOptions(
  procedure: 'claim' | 'giveUp',
  options: MutationOptionsIn<Api['help']['claim']>,
) {
  const update = useHelpUpdate();
  return useTRPC().help[procedure].mutationOptions({
    ...options,
    onSuccess: (...args) => {
      update.done(args[1].catId, args[0].helpers);
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      update.failed(args[1].catId);
      return options.onError?.(...args);
    },
  });
}

/**
 * "Aceitar ajuda de Ana" (from the cat page or a notification), with where to go when typed; the
 * same call again changes where to go.
 */
export function useAcceptHelpMutationOptions(options: MutationOptionsIn<Api['help']['accept']>) {
  const update = useHelpUpdate();
  return useTRPC().help.accept.mutationOptions({
    ...options,
    onSuccess: (...args) => {
      update.done(args[1].catId, args[0].helpers);
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      update.failed(args[1].catId);
      return options.onError?.(...args);
    },
  });
}
