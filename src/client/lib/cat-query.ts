import { trpcOptions } from './clients.js';

/**
 * A cat page's main query, one definition for the page and for the start-up prefetch that asks
 * for it alongside the page's code (app/router.tsx): the same key, so the page finds the answer
 * or the request already under way. The page reports its own failures (no toast).
 */
export const catQuery = (id: string) =>
  trpcOptions.cats.byId.queryOptions({ id }, { enabled: id !== '', meta: { silent: true } });
