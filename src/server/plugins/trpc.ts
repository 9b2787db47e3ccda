import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContext } from '../context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';
import { LIMITS } from '../../shared/constants.js';
import { answerCachePlugin } from './answer-cache.js';
import { privateAnswersPlugin } from './private-answers.js';
import { trpcBatchLimitPlugin } from './trpc-batch-limit.js';
import { trpcGetQueriesPlugin } from './trpc-get-queries.js';

/** tRPC's own Fastify adapter; register it with `prefix: '/trpc'`. */
export async function trpcPlugin(app: FastifyInstance) {
  await app.register(privateAnswersPlugin, {});
  await app.register(trpcBatchLimitPlugin, { router: appRouter });
  // An anonymous nearby answer depends on the input and the database only (public positions, no
  // time, language or caller in it).
  await app.register(answerCachePlugin, { paths: ['cats.nearby'], maxBytes: 8_000_000 });
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
  await app.register(trpcGetQueriesPlugin, {
    ...trpcOptions,
    createContext: (req) => trpcOptions.createContext({ req }),
  });
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
