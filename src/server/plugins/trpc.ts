import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContext } from '../context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';
import { LIMITS } from '../../shared/constants.js';
import { privateAnswersPlugin } from './private-answers.js';

/**
 * tRPC's own Fastify adapter, the only transport of the procedures; register it with
 * `prefix: '/trpc'`. The app never batches; the adapter refuses a batch of more than
 * `LIMITS.trpcBatchMax` calls before it reads the body or runs a call.
 */
export async function trpcPlugin(app: FastifyInstance) {
  await app.register(privateAnswersPlugin, {});
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: LIMITS.trpcBatchMax,
    createContext: ({ req, res }: { req: FastifyRequest; res?: FastifyReply }) =>
      createContext(app.deps, req.headers, req.ip, {
        setHeader: (name, value) => void res?.header(name, value),
        secure: req.protocol === 'https',
      }),
    onError({ error, path }: { error: TRPCError; path?: string }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        app.log.error({ err: error, path }, 'trpc error');
      }
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  // The adapter answers with a fetch Response, which @fastify/compress always streams (a web
  // stream, a Node stream and a zlib stream per answer). A JSON one (every answer of the app's
  // calls: it never streams) is read here into its text, status and headers, as Fastify itself
  // would copy them, so what follows treats it like any other answer: compressed in one call
  // (plugins/compression.ts) and sent with a Content-Length. Scope hooks run before the
  // compression's route hooks.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Response) || payload.body === null) return payload;
    if (payload.headers.get('content-type') !== 'application/json') return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return payload.text();
  });
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
