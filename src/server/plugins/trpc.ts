import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../context.js';
import { appRouter, type AppRouter } from '../trpc/router.js';
import { answerCachePlugin } from './answer-cache.js';

/** tRPC's own Fastify adapter; register it with `prefix: '/trpc'`. */
export async function trpcPlugin(app: FastifyInstance) {
  // An anonymous nearby answer depends on the input and the database only (public positions, no
  // time, language or caller in it).
  await app.register(answerCachePlugin, { paths: ['cats.nearby'], maxBytes: 8_000_000 });
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(app.deps, req.headers, req.ip),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error, path }, 'trpc error');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
