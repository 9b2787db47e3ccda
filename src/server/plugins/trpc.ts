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
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
