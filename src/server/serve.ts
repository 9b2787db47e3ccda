import { flushCompileCache } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { seedDemoData } from './demo/seed.js';
import type { Clock } from './lib/clock.js';
import { sweepOrphanPhotos } from './lib/orphan-photos.js';
import type { Settings } from './settings.js';

export interface ServeOptions {
  clock?: Clock;
  /** Adds routes before the server listens (the browser tests' clock, src/server/test). */
  extend?: (app: FastifyInstance) => void;
}

/**
 * The process's server: builds the app with its schedule, adds the demo data to an empty
 * database, listens, sweeps orphan photos in the background, and shuts down gracefully on SIGTERM.
 */
export async function serve(settings: Settings, options: ServeOptions = {}): Promise<void> {
  // This process writes photos only once it listens, so photo files older than its start were
  // left by an earlier one (file times have sub-millisecond precision on ext4, xfs and overlayfs).
  const sweepBefore = new Date();
  const app = await buildApp({ settings, clock: options.clock, startScheduler: true });
  options.extend?.(app);
  if (settings.DEMO_DATA) {
    const started = Date.now();
    if (await seedDemoData(app.deps)) {
      app.log.info({ ms: Date.now() - started }, 'demo data added to the empty database');
    }
  }
  await app.listen({ port: settings.PORT, host: settings.HOST });
  // With NODE_COMPILE_CACHE (the Dockerfile sets it), the code compiled so far is written now, not
  // only at a clean exit, which a stop that ends in SIGKILL never reaches.
  flushCompileCache();
  // Photos of uploads cut off by a crash (written, never committed), in the background: a walk of
  // the uploads folder must not delay the first request.
  sweepOrphanPhotos(app.deps.db, settings.UPLOADS_DIR, sweepBefore).then(
    (orphans) => {
      if (orphans.length) app.log.warn({ count: orphans.length }, 'removed orphan photo files');
      app.log.info('orphan photo sweep finished');
    },
    (error: unknown) => app.log.error({ err: error }, 'orphan photo sweep failed'),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stops accepting connections, waits for requests in flight, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
