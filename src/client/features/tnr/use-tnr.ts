import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.js';

export function useTnrForCat(catId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.tnr.forCat.queryOptions({ catId }, { meta: { silent: true } }));
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
