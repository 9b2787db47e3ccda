import { keepPreviousData } from '@tanstack/react-query';
import { trpcOptions } from '../../lib/clients.js';
import type { Api } from '../../lib/trpc.js';

/**
 * The map's cats for these filters; the last answer stays on screen while the next one comes. The
 * last answer is also kept on the device whatever its input (lib/device-lists.ts): offline, or
 * before the service worker controls the page, the map shows the last cats seen (with the
 * shell's "Sem conexão — dados de HH:MM") rather than no pin, even after the position moved.
 * One definition for the screen and for the start-up request app/router.tsx makes as soon as the
 * position is known (the list without filters).
 */
export const mapCatsQuery = (input: Api['cats']['list']['~types']['input'], enabled = true) =>
  trpcOptions.cats.list.queryOptions(input, {
    enabled,
    placeholderData: keepPreviousData,
    // The map's own banner reports a failure (no toast over it).
    meta: { keepOnDevice: 'latest', silent: true },
  });
