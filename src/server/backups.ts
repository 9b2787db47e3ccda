import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc, isNull, lt } from 'drizzle-orm';
import type { OffsiteStatusDto } from '../shared/schemas/server-health-output.js';
import type { Deps } from './context.js';
import type { Db } from './db/client.js';
import { offsiteBackups } from './db/jobs-schema.js';
import { createBackup, type BackupReport } from './backup.js';
import type { ScheduledTask } from './jobs/scheduler.js';
import { PRIVATE_DIR_MODE } from './lib/private-files.js';
import { copyToRepository, resticSettings, shownRepository } from './restic.js';
import { backupDir, type Settings } from './settings.js';
import { withBackupLock, type BackupLockName } from './lib/backup-lock.js';

/**
 * The backups kept in BACKUP_DIR: taken on a schedule (and by `npm run backup`), named by their
 * time so names sort oldest first, pruned to BACKUP_KEEP after each good new one.
 */

const PREFIX = 'gateiros-';
export const BACKUP_TASK = 'backup';

export interface StoredBackup {
  name: string;
  dir: string;
  createdAt: string;
  /** Photo files it holds. */
  files: number;
  /** Photos its database names that were deleted before they could be copied. */
  missing: number;
  databaseBytes: number;
  /** Taken before the migrations of an upgrade to this version: kept apart from BACKUP_KEEP. */
  beforeUpgrade: string | null;
}

/** `gateiros-2026-11-24T03-00-00-000Z`: sortable, and valid on every file system. */
export const backupName = (at: Date) => PREFIX + at.toISOString().replace(/[:.]/g, '-');

/** The whole backups in `dir`, newest first (a `.partial` folder is one cut off mid-way). */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && e.name.startsWith(PREFIX) && !e.name.endsWith('.partial'))
    .map((e) => e.name)
    .sort()
    .reverse();
  const found: StoredBackup[] = [];
  for (const name of names) {
    const folder = path.join(dir, name);
    try {
      const info = JSON.parse(await readFile(path.join(folder, 'backup.json'), 'utf8')) as {
        createdAt: string;
        files: number;
        missing: string[];
        beforeUpgrade?: string;
      };
      const { size } = await stat(path.join(folder, 'gateiros.db'));
      found.push({
        name,
        dir: folder,
        createdAt: info.createdAt,
        files: info.files,
        missing: info.missing.length,
        databaseBytes: size,
        beforeUpgrade: info.beforeUpgrade ?? null,
      });
    } catch {
      // Not a backup this app wrote whole: never listed, never pruned.
    }
  }
  return found;
}

export interface BackupRun extends BackupReport {
  /** Backups removed because more than BACKUP_KEEP were kept. */
  removed: string[];
  /** The off-site copy's result; null when no restic repository is set. */
  offsite: { snapshotId: string } | { error: string } | null;
}

/** How a backup waits for one running in another process (or this one) to finish. */
export interface LockWait {
  signal?: AbortSignal;
  /** Said once when the lock is found held: the caller tells its user it waits. */
  onBusy?: (lock: BackupLockName) => void;
}

/** Rows of offsite_backups kept: enough history for the health page, never a growing table. */
const OFFSITE_ROWS_KEPT = 100;

/**
 * Copies the local backup folder `dir` to the restic repository and records the result (shown on
 * /admin/health). Never throws: the local backup is good whatever happens off-site.
 */
export async function copyOffsite(
  db: Db,
  settings: Settings,
  dir: string,
  now: () => Date,
  { signal, onBusy }: LockWait = {},
): Promise<BackupRun['offsite']> {
  const config = resticSettings(settings);
  if (!config) return null;
  let startedAt = now();
  let result: NonNullable<BackupRun['offsite']>;
  try {
    result = {
      snapshotId: await withBackupLock(
        backupDir(settings),
        'restic',
        () => {
          startedAt = now();
          return copyToRepository(config, dir, signal);
        },
        { wait: true, signal, onBusy: () => onBusy?.('restic') },
      ),
    };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  const row = db
    .insert(offsiteBackups)
    .values({
      backup: path.basename(dir),
      startedAt,
      finishedAt: now(),
      snapshotId: 'snapshotId' in result ? result.snapshotId : null,
      error: 'error' in result ? result.error.slice(0, 1000) : null,
    })
    .returning({ id: offsiteBackups.id })
    .get();
  db.delete(offsiteBackups)
    .where(lt(offsiteBackups.id, row.id - OFFSITE_ROWS_KEPT + 1))
    .run();
  return result;
}

/** The off-site copies as admins see them: the last one and the last that worked. */
export function offsiteStatus(db: Db, settings: Settings): OffsiteStatusDto | null {
  const config = resticSettings(settings);
  if (!config) return null;
  const last = db.select().from(offsiteBackups).orderBy(desc(offsiteBackups.id)).limit(1).get();
  const success = db
    .select({ at: offsiteBackups.finishedAt })
    .from(offsiteBackups)
    .where(isNull(offsiteBackups.error))
    .orderBy(desc(offsiteBackups.id))
    .limit(1)
    .get();
  return {
    repository: shownRepository(config.repository),
    keep: config.keep,
    lastRun: last
      ? {
          finishedAt: last.finishedAt.toISOString(),
          backup: last.backup,
          snapshotId: last.snapshotId,
          error: last.error,
        }
      : null,
    lastSuccessAt: success?.at.toISOString() ?? null,
  };
}

/**
 * One backup into BACKUP_DIR (photos the newest backup holds are hard-linked from it), then the
 * oldest beyond BACKUP_KEEP removed, then (when a restic repository is set) its off-site copy. A
 * failure removes nothing, so the good backups stay; an off-site failure is recorded, not thrown.
 */
export async function backupNow(
  db: Db,
  settings: Settings,
  at: Date,
  now: () => Date = () => new Date(),
  wait: LockWait = {},
): Promise<BackupRun> {
  const local = await backupLocally(db, settings, at, wait);
  return { ...local, offsite: await copyOffsite(db, settings, local.dir, now, wait) };
}

/**
 * The local half of backupNow: the new backup, and the oldest beyond BACKUP_KEEP removed, holding
 * the backup folder's lock (a second process would remove this one's partial folder).
 */
function backupLocally(
  db: Db,
  settings: Settings,
  at: Date,
  { signal, onBusy }: LockWait = {},
): Promise<Omit<BackupRun, 'offsite'>> {
  return withBackupLock(
    backupDir(settings),
    'local',
    () => backupLocallyHoldingLock(db, settings, at, signal),
    { wait: true, signal, onBusy: () => onBusy?.('local') },
  );
}

async function backupLocallyHoldingLock(
  db: Db,
  settings: Settings,
  at: Date,
  signal?: AbortSignal,
): Promise<Omit<BackupRun, 'offsite'>> {
  const dir = backupDir(settings);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const entry of await readdir(dir)) {
    // Left by a run that was killed: never a backup, and in the way of none.
    if (entry.startsWith(PREFIX) && entry.endsWith('.partial')) {
      await rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }
  const previous = (await listBackups(dir))[0];
  const report = await createBackup(
    db.$client,
    settings.UPLOADS_DIR,
    path.join(dir, backupName(at)),
    previous?.dir,
    signal,
  );
  const removed: string[] = [];
  const rotating = (await listBackups(dir)).filter((b) => !b.beforeUpgrade);
  for (const old of rotating.slice(settings.BACKUP_KEEP)) {
    await rm(old.dir, { recursive: true, force: true });
    removed.push(old.name);
  }
  return { ...report, removed };
}

/**
 * The automatic backup, every BACKUP_EVERY_HOURS (none when 0 or for an in-memory database). Its
 * off-site copy runs in the background (a first upload of many photos can take hours, and the
 * other scheduled tasks must not wait for it); while one runs, the next backup sends none (the one
 * after it carries everything). A clean stop ends the copy (recorded as failed), and ends a backup
 * being taken (not recorded: the next start takes it).
 */
export function backupTask(deps: Pick<Deps, 'settings' | 'clock'>): ScheduledTask | null {
  const { settings, clock } = deps;
  if (settings.BACKUP_EVERY_HOURS === 0 || settings.DATABASE_PATH === ':memory:') return null;
  let copying: Promise<unknown> | null = null;
  return {
    name: BACKUP_TASK,
    schedule: { everyMinutes: settings.BACKUP_EVERY_HOURS * 60 },
    runAsync: async (db, { now, stopping }) => {
      const local = await backupLocally(db, settings, now, { signal: stopping });
      if (copying || stopping.aborted) return;
      // The copy outlives the run; the server's stop (the same signal) ends it too.
      copying = copyOffsite(db, settings, local.dir, () => clock.now(), {
        signal: stopping,
      }).finally(() => (copying = null));
    },
    settle: async () => {
      await copying;
    },
  };
}
