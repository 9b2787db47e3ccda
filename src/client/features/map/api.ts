import { keepPreviousData } from '@tanstack/react-query';
import { useTRPC, type Api } from '../../lib/trpc.js';

/** The map's cats for these filters; the last answer stays on screen while the next one comes. */
export function useMapCatsQueryOptions(
  input: Api['cats']['list']['~types']['input'],
  enabled: boolean,
) {
  return useTRPC().cats.list.queryOptions(input, { enabled, placeholderData: keepPreviousData });
}
