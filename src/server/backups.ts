import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db/client.js';
import { createBackup, type BackupReport } from './backup.js';
import type { ScheduledTask } from './jobs/scheduler.js';
import { PRIVATE_DIR_MODE } from './lib/private-files.js';
import { backupDir, type Settings } from './settings.js';

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
      };
      const { size } = await stat(path.join(folder, 'gateiros.db'));
      found.push({
        name,
        dir: folder,
        createdAt: info.createdAt,
        files: info.files,
        missing: info.missing.length,
        databaseBytes: size,
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
}

/**
 * One backup into BACKUP_DIR (photos the newest backup holds are hard-linked from it), then the
 * oldest beyond BACKUP_KEEP removed. A failure removes nothing, so the good backups stay.
 */
export async function backupNow(db: Db, settings: Settings, at: Date): Promise<BackupRun> {
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
  );
  const removed: string[] = [];
  for (const old of (await listBackups(dir)).slice(settings.BACKUP_KEEP)) {
    await rm(old.dir, { recursive: true, force: true });
    removed.push(old.name);
  }
  return { ...report, removed };
}

/** The automatic backup, every BACKUP_EVERY_HOURS (none when 0 or for an in-memory database). */
export function backupTask(settings: Settings): ScheduledTask | null {
  if (settings.BACKUP_EVERY_HOURS === 0 || settings.DATABASE_PATH === ':memory:') return null;
  return {
    name: BACKUP_TASK,
    schedule: { everyMinutes: settings.BACKUP_EVERY_HOURS * 60 },
    runAsync: async (db, { now }) => {
      await backupNow(db, settings, now);
    },
  };
}
