import { TRPCError, getTRPCErrorShape, transformTRPCResponse } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '../../shared/constants.js';
import { msg } from '../../shared/messages.js';
import { createContext } from '../context.js';
import { localeFromHeaders } from '../lib/i18n.js';
import type { AppRouter } from '../trpc/router.js';

/** How many calls a tRPC URL asks for: one, or its comma-separated paths when it is a batch. */
function callsIn(url: string, path: string): number {
  const query = url.indexOf('?');
  const params = new URLSearchParams(query < 0 ? '' : url.slice(query + 1));
  return params.get('batch') === '1' ? path.split(',').length : 1;
}

/**
 * Refuses a tRPC batch of more than `LIMITS.trpcBatchMax` calls (GET or POST) with 400 and a
 * translated message, before its body is read or any call runs: one URL naming hundreds of list
 * queries would otherwise make the server build hundreds of answers. Register it in the scope of
 * the tRPC routes, before them; the stock adapter's `maxBatchSize` stays as a second guard.
 */
export const trpcBatchLimitPlugin = fp((app: FastifyInstance, options: { router: AppRouter }) => {
  const config = options.router._def._config;
  const max = LIMITS.trpcBatchMax;
  app.addHook('onRequest', async (request, reply) => {
    const path = (request.params as { path?: string }).path ?? '';
    if (callsIn(request.url, path) <= max) return;
    // The caller's token is not even read: the answer is the same for everyone.
    const anonymous = await createContext(app.deps, {}, request.ip);
    const ctx = { ...anonymous, locale: localeFromHeaders(request.headers) };
    const error = new TRPCError({ code: 'BAD_REQUEST', message: msg('batchTooLarge', { max }) });
    const type = 'unknown';
    const shape = getTRPCErrorShape({
      config,
      error,
      type,
      path: undefined,
      input: undefined,
      ctx,
    });
    return reply
      .code(400)
      .header('content-type', 'application/json')
      .send(JSON.stringify(transformTRPCResponse(config, { error: shape })));
  });
});
