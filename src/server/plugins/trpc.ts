import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../context.js';
import { localeFromHeaders } from '../lib/i18n.js';
import { noteContextlessError } from '../trpc/init.js';
import { appRouter, type AppRouter } from '../trpc/router.js';
import { privateAnswersPlugin } from './private-answers.js';

/**
 * tRPC's own Fastify adapter, registered as tRPC's Fastify example does, the only transport of
 * the procedures; register it with `prefix: '/trpc'`. The app's client never batches, so the
 * adapter refuses every batch (400) before it reads the body or runs a call.
 */
export async function trpcPlugin(app: FastifyInstance) {
  await app.register(privateAnswersPlugin, {});
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      allowBatching: false,
      createContext: ({ req, res }) =>
        createContext(app.deps, req.headers, req.ip, {
          setHeader: (name, value) => void res.header(name, value),
          secure: req.protocol === 'https',
        }),
      onError({ error, path, ctx, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error, path }, 'trpc error');
        }
        if (!ctx) {
          const { batch } = req.query as { batch?: string };
          noteContextlessError(error, {
            locale: localeFromHeaders(req.headers),
            batch: batch === '1',
          });
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
