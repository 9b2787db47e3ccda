import { useTRPC } from '../../lib/trpc.js';

export function useAchievementsQueryOptions() {
  return useTRPC().users.achievements.queryOptions();
}
