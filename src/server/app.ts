import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { createContext, createDeps, type Deps } from './context.js';
import { openDatabase, type Db } from './db/client.js';
import { registerErrorHandler } from './http/errors.js';
import { registerSecurity } from './http/security.js';
import { avatarSvg } from './lib/cat-art.js';
import { systemClock, type Clock } from './lib/clock.js';
import { localeFromHeaders, translate } from './lib/i18n.js';
import { UPLOAD_LIMITS } from './lib/upload-limits.js';
import { projectRoot } from './lib/paths.js';
import { serverLimits } from './limits.js';
import { loggerOptions, type LogOption } from './logging.js';
import { restPlugin } from './rest/plugin.js';
import { loadSecret, Tokens } from './services/tokens.js';
import type { Settings } from './settings.js';
import { trpcPlugin } from './trpc/fastify-plugin.js';
import { appRouter } from './trpc/router.js';

export interface AppOptions {
  settings: Settings;
  /** An open database; by default the app opens (and later closes) DATABASE_PATH. */
  db?: Db;
  clock?: Clock;
  fetch?: typeof globalThis.fetch;
  /** The built React app; null serves none (API-only tests). */
  clientDir?: string | null;
  /** Logs to stdout unless false (or LOG_LEVEL=silent); tests may pass a destination. */
  logger?: LogOption;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

const defaultClientDir = join(projectRoot, 'dist/client');
/** Paths that never fall back to the React app (REST paths without /api are routes of their own). */
const API_PREFIXES = ['/trpc', '/api', '/uploads', '/avatars', '/health'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const ownsDb = !options.db;
  const db = options.db ?? openDatabase(settings.DATABASE_PATH);
  const deps = createDeps({
    db,
    settings,
    clock: options.clock ?? systemClock,
    tokens: new Tokens(loadSecret(settings)),
    fetch: options.fetch,
  });

  const app = Fastify({
    logger: loggerOptions(settings, options.logger),
    routerOptions: { maxParamLength: 5000 },
    ...serverLimits(settings),
    trustProxy: settings.TRUST_PROXY,
  });
  app.decorate('deps', deps);
  if (ownsDb) {
    app.addHook('onClose', (_instance, done) => {
      db.$client.close();
      done();
    });
  }

  registerErrorHandler(app);
  await registerSecurity(app, settings);

  const totalChanges = db.$client.prepare('select total_changes()').pluck();
  const dataVersion = db.$client.prepare('pragma data_version').pluck();
  // Every multipart body (photo uploads, over tRPC or REST) is checked against its declared size
  // before a byte is read: tRPC reads the raw stream without a limit of its own, and the REST
  // shim's per-part limits alone would allow eleven 10 MB files. A hook, not a content-type
  // parser: the tRPC plugin replaces the scope's multipart parser with its own.
  app.addHook('onRequest', (request, _reply, done) => {
    const type = request.headers['content-type']?.trimStart().toLowerCase() ?? '';
    if (!type.startsWith('multipart/')) return done();
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length) || length <= 0) {
      return done(Object.assign(new Error('length required'), { statusCode: 411 }));
    }
    if (length > UPLOAD_LIMITS.requestMaxBytes) {
      return done(Object.assign(new Error('too large'), { statusCode: 413 }));
    }
    done();
  });

  await app.register(trpcPlugin, {
    prefix: '/trpc',
    router: appRouter,
    createContext: (req) => createContext(deps, req.headers, req.ip),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        app.log.error({ err: error, path }, 'trpc error');
      }
    },
    // Writes of this connection, and commits of any other (admin commands, a restore).
    dataVersion: () => `${totalChanges.get() as number}.${dataVersion.get() as number}`,
  });

  const health = () => {
    try {
      db.$client.prepare('select 1').get();
      return { status: 'ok' as const };
    } catch {
      return null;
    }
  };
  for (const path of ['/health', '/api/health']) {
    app.get(path, async (request, reply) => {
      const ok = health();
      if (ok) return ok;
      const msg = translate(localeFromHeaders(request.headers), 'internal');
      return reply.code(503).send({ status: 'error', msg });
    });
  }

  // The default avatars (SPEC.md §3), drawn by the server.
  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const svg = avatarSvg(request.params.file.replace(/\.svg$/, ''));
    if (!svg) {
      return reply
        .code(404)
        .send({ msg: translate(localeFromHeaders(request.headers), 'notFound') });
    }
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  const clientDir =
    options.clientDir === undefined
      ? resolve(settings.CLIENT_DIR ?? defaultClientDir)
      : options.clientDir;
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  mkdirSync(settings.UPLOADS_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(settings.UPLOADS_DIR),
    prefix: '/uploads/',
    decorateReply: !hasClient,
    dotfiles: 'deny',
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  await app.register(restPlugin);

  // History fallback: any other GET that wants a page gets the React app, which routes it.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ msg: translate(localeFromHeaders(request.headers), 'notFound') });
  });

  return app;
}
