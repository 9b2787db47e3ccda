import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromHeaders, translate } from '../lib/i18n.js';

/** Paths that never fall back to the React app (REST paths without /api are routes of their own). */
const API_PREFIXES = ['/trpc', '/api', '/uploads', '/avatars', '/health'];

/**
 * Files under assets/ have a content hash in their names: a new build gives new names, so they are
 * kept for a year. Everything else at the root (index.html, the service worker, its registration
 * script, the web manifest, icons) keeps its name across releases and is revalidated each time.
 */
const cacheControlOf = (root: string, path: string) =>
  relative(root, path).startsWith(`assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

/**
 * The built React app, if `clientDir` holds one, and the app-wide not-found answer: a GET that
 * wants a page gets the React app (history fallback), which routes it; anything else a 404.
 */
export const clientPlugin = fp(
  async (app: FastifyInstance, { clientDir }: { clientDir: string | null }) => {
    const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        // The .br and .gz copies scripts/precompress.mjs writes at build time, sent as they are.
        preCompressed: true,
        setHeaders(res, path) {
          res.header('cache-control', cacheControlOf(clientDir, path));
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
        (request.headers.accept ?? '').includes('text/html');
      if (hasClient && wantsPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .code(404)
        .send({ msg: translate(localeFromHeaders(request.headers), 'notFound') });
    });
  },
);
