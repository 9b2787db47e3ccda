import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';
import { catPageMeta, colonyPageMeta, withHead } from './page-meta.js';
import { PAGES } from '../../shared/pages.js';
import { loadScreenPreloads, OPENING_PAGES } from './screen-preloads.js';

/** Paths that never fall back to the React app (REST paths without /api are routes of their own). */
const API_PREFIXES = ['/trpc', '/api', '/uploads', '/avatars', '/health'];

/** A path that names a file (`/assets/app-1a2b.js`, `/x.png`): missing, it is a 404, never the app. */
const FILE_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

/**
 * The built React app, if `clientDir` holds one, and the app-wide not-found answer: every GET of a
 * page (whatever it accepts: browsers, link-preview bots, `curl`, uptime monitors) gets the React
 * app (history fallback), which routes it; a cat page carries its preview tags. Anything else, and
 * a missing file, is a 404.
 */
export const clientPlugin = fp(
  async (app: FastifyInstance, { clientDir }: { clientDir: string | null }) => {
    const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
    const indexHtml = hasClient ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
    if (hasClient) {
      // The .br and .gz copies scripts/precompress.mjs writes at build time, sent as they are.
      // One wildcard route each (@fastify/static's default) looks a file up when it is asked
      // for; a route per built file slowed every start.
      // Dot folders (the build's .vite/manifest.json) are not served.
      const common = {
        wildcard: true,
        index: false,
        preCompressed: true,
        dotfiles: 'ignore',
      } as const;
      // Everything at the root (index.html, the service worker, its registration script, the web
      // manifest, icons) keeps its name across releases and is revalidated each time. (/assets/
      // is the next route's, the more specific one.)
      await app.register(fastifyStatic, {
        ...common,
        root: clientDir,
        setHeaders(res) {
          res.header('cache-control', 'no-cache');
        },
      });
      // Files under assets/ have a content hash in their names: a new build gives new names, so
      // they are kept for a year and never revalidated, and need no ETag or Last-Modified (headers
      // of every script's and style's answer, which HTTP/1.1 does not compress).
      await app.register(fastifyStatic, {
        ...common,
        root: join(clientDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        etag: false,
        lastModified: false,
        setHeaders(res) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }

    const preloadsOf = hasClient ? loadScreenPreloads(clientDir) : () => [];

    /**
     * The React app for a page's path; a cat page carries its preview tags, the screens the app
     * is opened on name their code (screen-preloads.ts).
     */
    const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
      reply.header('cache-control', 'no-cache');
      const head = [
        ...catPageMeta(app.deps.db, app.deps.settings, request, path),
        ...colonyPageMeta(app.deps.db, app.deps.settings, request, path),
        ...preloadsOf(path),
      ];
      if (head.length === 0) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(withHead(indexHtml, head));
    };

    if (hasClient) {
      // Routes of their own, not the not-found handler: their HTML is built per page, so it is not
      // precompressed, and @fastify/compress only hooks routes (plugins/compression.ts).
      for (const name of OPENING_PAGES) {
        app.get(PAGES[name].path, (request, reply) =>
          sendPage(request, reply, request.url.split('?')[0]!),
        );
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
        !FILE_PATH.test(path);
      if (hasClient && wantsPage) return sendPage(request, reply, path);
      return reply
        .code(404)
        .send({ msg: translateKey(localeFromHeaders(request.headers), 'notFound') });
    });
  },
);
