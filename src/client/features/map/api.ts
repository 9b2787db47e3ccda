import { keepPreviousData } from '@tanstack/react-query';
import { useTRPC, type Api } from '../../lib/trpc.js';

/**
 * The map's cats for these filters; the last answer stays on screen while the next one comes. The
 * last answer is also kept on the device whatever its input (lib/device-lists.ts): offline, or
 * before the service worker controls the page, the map shows the last cats seen (with the
 * shell's "Sem conexão — dados de HH:MM") rather than no pin, even after the position moved.
 */
export function useMapCatsQueryOptions(
  input: Api['cats']['list']['~types']['input'],
  enabled: boolean,
) {
  return useTRPC().cats.list.queryOptions(input, {
    enabled,
    placeholderData: keepPreviousData,
    // The map's own banner reports a failure (no toast over it).
    meta: { keepOnDevice: 'latest', silent: true },
  });
}
