import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatTnrQueryOptions } from '../../lib/cat-query.js';
import { useTRPC, type Api, type MutationOptionsIn } from '../../lib/trpc.js';

export function useTnrForCat(catId: string) {
  return useQuery(useCatTnrQueryOptions(catId));
}

/** After a change: the timeline, and the cat (isSterilized, status) and the lists it is in. */
export function useTnrRefresh(catId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.tnr.forCat.queryKey({ catId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
  };
}

export function useRecordTnrMutationOptions(options: MutationOptionsIn<Api['tnr']['record']>) {
  return useTRPC().tnr.record.mutationOptions(options);
}

export function useAdoptMutationOptions(options: MutationOptionsIn<Api['tnr']['adopt']>) {
  return useTRPC().tnr.adopt.mutationOptions(options);
}

export function useRemoveTnrStepMutationOptions(options: MutationOptionsIn<Api['tnr']['remove']>) {
  return useTRPC().tnr.remove.mutationOptions(options);
}
