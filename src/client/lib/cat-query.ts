import { useTRPC } from './trpc.js';
import { trpcOptions } from './clients.js';

/**
 * A cat page's main query, one definition for the page and for the start-up prefetch that asks
 * for it alongside the page's code (app/router.tsx): the same key, so the page finds the answer
 * or the request already under way. The page reports its own failures (no toast). The last cat
 * pages opened are kept on the device (lib/device-lists.ts): offline they open from that copy.
 */
export const catQuery = (id: string) =>
  trpcOptions.cats.byId.queryOptions(
    { id },
    { enabled: id !== '', meta: { silent: true, keepOnDevice: 'exact' } },
  );

/** A cat's TNR timeline, shown by the TNR section and suggested after a check-in. */
export function useCatTnrQueryOptions(catId: string) {
  return useTRPC().tnr.forCat.queryOptions({ catId }, { meta: { silent: true } });
}
