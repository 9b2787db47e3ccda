import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.js';

/** The server's public settings (map tiles, Google client id, demo login…), fetched once. */
export function usePublicConfig() {
  const trpc = useTRPC();
  return useQuery(
    trpc.config.public.queryOptions(undefined, { staleTime: Infinity, meta: { silent: true } }),
  );
}
