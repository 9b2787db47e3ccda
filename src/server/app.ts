import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDeps, type Deps } from './context.js';
import { openDatabase, type Db } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { projectRoot } from './lib/paths.js';
import { serverLimits } from './limits.js';
import { loggerOptions, type LogOption } from './logging.js';
import { clientPlugin } from './plugins/client.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { filesPlugin } from './plugins/files.js';
import { healthPlugin } from './plugins/health.js';
import { securityPlugin } from './plugins/security.js';
import { trpcPlugin } from './plugins/trpc.js';
import { uploadSizeGuardPlugin } from './plugins/upload-size-guard.js';
import { requestTurnsPlugin } from './plugins/request-turns.js';
import { restPlugin } from './rest/plugin.js';
import { schedulerPlugin } from './plugins/scheduler.js';
import type { ScheduledTask } from './jobs/scheduler.js';
import { recomputePublicPositions } from './services/public-cells-step.js';
import { loadSecret, Tokens } from './services/tokens.js';
import type { Settings } from './settings.js';

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
  /** Start the scheduled tasks when the server listens (main.ts does; tests tick by hand). */
  startScheduler?: boolean;
  /** Replaces the scheduled tasks (tests). */
  scheduledTasks?: ScheduledTask[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

const defaultClientDir = join(projectRoot, 'dist/client');

/** Builds what every request shares (`app.deps`) and composes one plugin per concern. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings } = options;
  const db = options.db ?? openDatabase(settings.DATABASE_PATH);
  const deps = createDeps({
    db,
    settings,
    clock: options.clock ?? systemClock,
    tokens: new Tokens(loadSecret(settings)),
    fetch: options.fetch,
  });
  // Once per database: public positions written before they went by place (migration 0018).
  recomputePublicPositions(db, deps.tokens.secret);

  const app = Fastify({
    logger: loggerOptions(settings, options.logger),
    routerOptions: { maxParamLength: 5000 },
    ...serverLimits(settings),
    trustProxy: settings.TRUST_PROXY,
  });
  app.decorate('deps', deps);
  if (deps.mailer) {
    const { mailer } = deps;
    mailer.useLogger(app.log);
    // Mail left queued by an earlier process (a crash, a restart) goes out once the server listens.
    app.addHook('onListen', () => mailer.start());
    // The mail being sent finishes; what is still queued stays in the outbox for the next start.
    app.addHook('preClose', () => mailer.stop());
  }
  deps.push.useLogger(app.log);
  app.addHook('preClose', () => deps.push.stop());
  if (!options.db) {
    app.addHook('onClose', (_instance, done) => {
      db.$client.close();
      done();
    });
  }

  // First: one request starts per event-loop turn, before any work is done for it.
  await app.register(requestTurnsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(schedulerPlugin, {
    start: options.startScheduler ?? false,
    tasks: options.scheduledTasks,
  });
  await app.register(securityPlugin, { settings });
  // Before every route: it compresses the answers of the routes registered after it.
  await app.register(compressionPlugin);
  await app.register(uploadSizeGuardPlugin);
  await app.register(healthPlugin);
  await app.register(filesPlugin);
  await app.register(trpcPlugin, { prefix: '/trpc' });
  await app.register(restPlugin);
  await app.register(clientPlugin, {
    clientDir:
      options.clientDir === undefined
        ? resolve(settings.CLIENT_DIR ?? defaultClientDir)
        : options.clientDir,
  });
  return app;
}
