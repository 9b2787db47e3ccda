import { useQuery } from '@tanstack/react-query';
import { trpcOptions } from './clients.js';

/** The server's public settings (map tiles, Google client id, demo login…), fetched once. */
export const publicConfigQuery = () =>
  trpcOptions.config.public.queryOptions(undefined, {
    staleTime: Infinity,
    meta: { silent: true },
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
