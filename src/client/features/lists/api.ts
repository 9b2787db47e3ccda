import { useTRPC } from '../../lib/trpc.js';
import { keepPreviousPage } from '../../lib/use-page-param.js';

/** The lists of /favorites, /checkins and a cat's check-ins. */

export function useFavoritesQueryOptions() {
  return useTRPC().favorites.list.queryOptions();
}

export function useMyCheckinsQueryOptions(page: number, limit: number) {
  return useTRPC().checkins.mine.queryOptions(
    { page, limit },
    { placeholderData: keepPreviousPage() },
  );
}

/** A cat's check-ins; the page shows an unknown cat itself (no toast). */
export function useCatCheckinsQueryOptions(catId: string, page: number, limit: number) {
  return useTRPC().checkins.byCat.queryOptions(
    { catId, page, limit },
    { meta: { silent: true }, placeholderData: keepPreviousPage({ catId }) },
  );
}
