import { existsSync } from 'node:fs';
import { readdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { createBackup } from './backup.js';
import { backupName, listBackups } from './backups.js';
import { migrationState, openDatabase } from './db/client.js';
import { withBackupLock } from './lib/backup-lock.js';
import { PREVIEWS_DIR } from './lib/photos.js';
import { backupDir, type Settings } from './settings.js';

/**
 * The backup a start takes before it migrates a database that holds data (an upgrade): the same
 * backup as `npm run backup`, marked "before upgrade to VERSION" in its backup.json, kept apart
 * from BACKUP_KEEP's rotation (the last UPGRADE_BACKUPS_KEPT stay). No backup, no migration.
 */

export const UPGRADE_BACKUPS_KEPT = 2;

/** The process's exit code when the backup before the migrations failed (1 is any other error). */
export const EXIT_UPGRADE_BACKUP_FAILED = 3;

export class UpgradeBackupError extends Error {}

export interface UpgradeBackup {
  dir: string;
  pending: number;
  removed: string[];
}

async function sizeOf(file: string): Promise<number> {
  return (await stat(file).catch(() => null))?.size ?? 0;
}

/**
 * What the backup will write, at most: the database (VACUUM INTO is never larger than the file
 * and its WAL) and the photos the newest backup does not hold (the others are hard-linked), not
 * the link previews.
 */
async function bytesNeeded(settings: Settings, newest: string | undefined): Promise<number> {
  let bytes =
    (await sizeOf(settings.DATABASE_PATH)) + (await sizeOf(`${settings.DATABASE_PATH}-wal`));
  if (!existsSync(settings.UPLOADS_DIR)) return bytes;
  const entries = await readdir(settings.UPLOADS_DIR, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(settings.UPLOADS_DIR, file);
    if (name.split(path.sep)[0] === PREVIEWS_DIR) continue; // not backed up (backup.ts)
    const inNewest = newest && existsSync(path.join(newest, 'uploads', name));
    if (!inNewest) bytes += await sizeOf(file);
  }
  return bytes;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The words for what stopped the backup: the file system's refusals said plainly. */
function cause(error: unknown, dir: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EROFS') return `the backup folder ${dir} is on a read-only file system`;
  if (code === 'EACCES' || code === 'EPERM') {
    return `the server's user may not write in the backup folder ${dir} (permission denied)`;
  }
  if (code === 'ENOSPC') return `the disk of the backup folder ${dir} is full`;
  if (code === 'SQLITE_READONLY') return `the backup folder ${dir} cannot be written (read-only)`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Takes the backup before the migrations when the database at DATABASE_PATH holds data and has
 * migrations pending; null when there is nothing to migrate or nothing to lose. Throws
 * UpgradeBackupError, naming the cause, when the backup cannot be taken: the caller must not
 * migrate then.
 */
export async function backupBeforeMigrations(
  settings: Settings,
  version: string,
  at: Date,
  { freeBytes = defaultFreeBytes }: { freeBytes?: (dir: string) => Promise<number> } = {},
): Promise<UpgradeBackup | null> {
  if (settings.DATABASE_PATH === ':memory:' || !existsSync(settings.DATABASE_PATH)) return null;
  const db = openDatabase(settings.DATABASE_PATH, { migrate: false });
  try {
    const { applied, pending } = migrationState(db);
    if (!applied || !pending) return null;
    const dir = backupDir(settings);
    try {
      return await withBackupLock(
        dir,
        'local',
        async () => {
          const before = await listBackups(dir);
          const needed = await bytesNeeded(settings, before[0]?.dir);
          const free = await freeBytes(dir);
          if (free < needed * 1.05) {
            throw new UpgradeBackupError(
              `not enough free space in the backup folder ${dir}: ${megabytes(free)} free, about ${megabytes(needed)} needed`,
            );
          }
          const target = path.join(dir, `${backupName(at)}-before-upgrade`);
          await createBackup(db.$client, settings.UPLOADS_DIR, target, before[0]?.dir, undefined, {
            beforeUpgrade: version,
          });
          const removed: string[] = [];
          const upgrades = (await listBackups(dir)).filter((b) => b.beforeUpgrade);
          for (const old of upgrades.slice(UPGRADE_BACKUPS_KEPT)) {
            await rm(old.dir, { recursive: true, force: true });
            removed.push(old.name);
          }
          return { dir: target, pending, removed };
        },
        { wait: true },
      );
    } catch (error) {
      if (error instanceof UpgradeBackupError) throw error;
      throw new UpgradeBackupError(cause(error, dir), { cause: error });
    }
  } finally {
    db.$client.close();
  }
}

async function defaultFreeBytes(dir: string): Promise<number> {
  const fs = await statfs(dir);
  return fs.bavail * fs.bsize;
}

/** What a start that could not take the backup prints before it exits: cause and next steps. */
export const upgradeBackupFailedMessage = (version: string, error: UpgradeBackupError) =>
  [
    `Gateiros ${version} did not start: the database needs migrations, and the backup taken before them failed, so nothing was migrated.`,
    `Cause: ${error.message}.`,
    'The database is as the previous version left it. Fix the cause (room and write access in BACKUP_DIR, the /backups volume) and start again,',
    'or go back to the previous version (docs/deploy.md, "Going back after an upgrade"). `docker compose logs gateiros` shows this message.',
  ].join('\n');
