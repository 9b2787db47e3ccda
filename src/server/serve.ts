import { flushCompileCache } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { seedDemoData } from './demo/seed.js';
import type { Clock } from './lib/clock.js';
import { sweepOrphanPhotos } from './lib/orphan-photos.js';
import type { Settings } from './settings.js';
import { copyOffsite } from './backups.js';
import { newSetupLink, SETUP_LINK_HOURS } from './services/setup.js';
import { appVersion, shownVersion } from './lib/version.js';
import {
  backupBeforeMigrations,
  EXIT_UPGRADE_BACKUP_FAILED,
  upgradeBackupFailedMessage,
  UpgradeBackupError,
  type UpgradeBackup,
} from './upgrade-backup.js';

export interface ServeOptions {
  clock?: Clock;
  /** Adds routes before the server listens (the browser tests' clock, src/server/test). */
  extend?: (app: FastifyInstance) => void;
}

/**
 * The process's server: backs the database up when an upgrade has migrations for it, builds the
 * app with its schedule, adds the demo data to an empty database, listens, prints the first-run
 * setup link while no admin exists, sweeps orphan photos in the background, and shuts down
 * gracefully on SIGTERM.
 */
export async function serve(settings: Settings, options: ServeOptions = {}): Promise<void> {
  // This process writes photos only once it listens, so photo files older than its start were
  // left by an earlier one (file times have sub-millisecond precision on ext4, xfs and overlayfs).
  const sweepBefore = new Date();
  const version = shownVersion(appVersion(settings));
  let upgrade: UpgradeBackup | null;
  try {
    upgrade = await backupBeforeMigrations(settings, version, new Date());
  } catch (error) {
    if (!(error instanceof UpgradeBackupError)) throw error;
    console.error(upgradeBackupFailedMessage(version, error));
    process.exit(EXIT_UPGRADE_BACKUP_FAILED);
  }
  const app = await buildApp({ settings, clock: options.clock, startScheduler: true });
  if (upgrade) {
    app.log.info(
      { backup: upgrade.dir, migrations: upgrade.pending, removed: upgrade.removed },
      `backup taken before the upgrade to ${version}; the database is migrated`,
    );
  }
  options.extend?.(app);
  if (settings.DEMO_DATA) {
    const started = Date.now();
    if (await seedDemoData(app.deps)) {
      app.log.info({ ms: Date.now() - started }, 'demo data added to the empty database');
    }
  }
  const copyUpgradeBackup = upgrade && upgradeBackupCopier(app, upgrade.dir);
  await app.listen({ port: settings.PORT, host: settings.HOST });
  // With NODE_COMPILE_CACHE (the Dockerfile sets it), the code compiled so far is written now, not
  // only at a clean exit, which a stop that ends in SIGKILL never reaches.
  flushCompileCache();
  copyUpgradeBackup?.();
  const setupLink = newSetupLink(app.deps.db, settings, app.deps.clock.now());
  if (setupLink) {
    app.log.info(
      { setupLink },
      `No admin account yet. Open this one-time link within ${SETUP_LINK_HOURS} hours to create it: ${setupLink} (each start makes a new one; \`npm run admin -- setup-link\` too)`,
    );
  }
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

/**
 * The upgrade backup's off-site copy, to start once the server answers (a first upload may take
 * hours); the server's stop ends it.
 */
function upgradeBackupCopier(app: FastifyInstance, dir: string) {
  const stopping = new AbortController();
  app.addHook('preClose', () => stopping.abort(new Error('the server is stopping')));
  const { db, settings, clock } = app.deps;
  return () =>
    void copyOffsite(db, settings, dir, () => clock.now(), { signal: stopping.signal }).then(
      (result) => {
        if (result && 'error' in result) {
          app.log.error(
            { backup: dir, error: result.error },
            'off-site copy of the upgrade backup failed',
          );
        } else if (result) {
          app.log.info(
            { backup: dir, snapshot: result.snapshotId },
            'upgrade backup copied off-site',
          );
        }
      },
      (error: unknown) =>
        app.log.error({ err: error }, 'off-site copy of the upgrade backup failed'),
    );
}
