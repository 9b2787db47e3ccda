import type { QueryKey } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from './api-client.js';
import type { AppRouter } from './api-types.js';
import { recordQueryAnswer } from './data-freshness.js';
import { createQueryClient } from './query-client.js';

/**
 * The app's one query cache and API client. They live outside React so that start-up can ask
 * for a page's data while the page's code and strings are still loading (the route loaders
 * in app/router.tsx); the providers hand the same two to every component.
 */
export const queryClient = createQueryClient();
export const trpcClient = createApiClient((path, input, response) =>
  recordQueryAnswer(queryKeyOf(path, input), response),
);

/** Query options for code outside components; components use their feature's api.ts. */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The key the options proxy gives the query at `path` (`cats.byId`) with this input. */
function queryKeyOf(path: string, input: unknown): QueryKey {
  let node: unknown = trpcOptions;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return (node as { queryKey: (input: unknown) => QueryKey }).queryKey(input);
}
