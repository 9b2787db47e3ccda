import { useTRPC } from '../../lib/trpc.js';

export function useHealthQueryOptions() {
  return useTRPC().admin.health.queryOptions();
}
