import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from './api-client.js';
import type { AppRouter } from './api-types.js';
import { createQueryClient } from './query-client.js';

/**
 * The app's one query cache and API client. They live outside React so that start-up can ask
 * for a page's data while the page's code and strings are still loading (the route loaders
 * in app/router.tsx); the providers hand the same two to every component.
 */
export const queryClient = createQueryClient();
export const trpcClient = createApiClient();

/** Query options for code outside components; components use `useTRPC()`. */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
