import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { constants, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { referencedPhotos } from './lib/orphan-photos.js';
import { PREVIEWS_DIR } from './lib/photos.js';
import { openDatabase } from './db/client.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files.js';

/**
 * Online backups: the database through SQLite's `VACUUM INTO` (a consistent snapshot while the
 * server keeps writing) plus the uploaded photos. A backup is a folder holding `gateiros.db`,
 * `uploads/` and `backup.json`; `restoreBackup` puts one back while the server is stopped.
 * Photos never change once written (each has a generated name), so a photo the previous backup
 * already holds is hard-linked from it instead of copied: each folder still restores on its own,
 * and removing an old one frees only what no newer one shares. Link previews (`previews/`, made
 * from the photos when first asked for: lib/previews.ts) are neither backed up nor restored.
 */

const BACKUP_DB = 'gateiros.db';
const BACKUP_UPLOADS = 'uploads';

/** What backup.json says of why a backup was taken, beside its time and contents. */
export interface BackupMarks {
  /** Taken by a start before it migrated the database: the version it upgraded to. */
  beforeUpgrade?: string;
}

export interface BackupReport {
  dir: string;
  files: number;
  /** Photos the snapshot names that were deleted before they could be copied. */
  missing: string[];
}

/** The files under an uploads folder, as names relative to it; derived previews left out. */
async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => !name.startsWith(`${PREVIEWS_DIR}/`));
}

/**
 * Copies `name` from `fromRoot` into `toRoot` (a hard link to `linkRoot`'s copy when it has one);
 * false when the source is gone.
 */
async function copyInto(
  fromRoot: string,
  toRoot: string,
  name: string,
  linkRoot?: string,
): Promise<boolean> {
  const parts = name.split('/');
  const target = path.join(toRoot, ...parts);
  if (existsSync(target)) return true;
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (linkRoot) {
    try {
      await link(path.join(linkRoot, ...parts), target);
      return true;
    } catch {
      // Not in the previous backup, or a file system without hard links: copy it.
    }
  }
  try {
    await copyFile(path.join(fromRoot, ...parts), target, constants.COPYFILE_FICLONE);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Backs up `sqlite` (any open connection to the live database) and `uploadsDir` into `dir`
 * (created; must not exist). Photos are written before the rows naming them commit, so: copy the
 * uploads, snapshot the database, then copy whatever the snapshot names that appeared meanwhile.
 * The copy must pass `PRAGMA integrity_check` (in a process of its own); it is written as
 * `<dir>.partial` and renamed, so a folder named like a backup is always a whole one. `previous`
 * is a backup to hard-link photos from. `signal` ends it where it is (the server is stopping):
 * the partial folder is removed and the promise rejects with the signal's reason.
 */
export async function createBackup(
  sqlite: Database.Database,
  uploadsDir: string,
  dir: string,
  previous?: string,
  signal?: AbortSignal,
  marks: BackupMarks = {},
): Promise<BackupReport> {
  if (existsSync(dir)) throw new Error(`${dir} already exists`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  try {
    return await writeBackup(sqlite, uploadsDir, dir, partial, previous, signal, marks);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The path of better-sqlite3's entry point, for the backup's processes to load the same driver. */
const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * SQLite's own default page cache (`cache_size = -2000`) for the copies' connections:
 * better-sqlite3 builds SQLite with a larger one, which `VACUUM INTO` and `integrity_check` fill
 * as they read the whole file, and a copy is read once.
 */
const COPY_CACHE = 'cache_size = -2000';

/**
 * Runs `code` (CommonJS, with `job` (`data`) and `openReadOnly(file)`, a read-only connection with
 * the small page cache) in a Node process of its own; resolves with the string it sends. A process,
 * not a worker thread: SQLite's `VACUUM INTO` and `integrity_check` are one native call each (long
 * on a big database), which nothing ends early in a thread (Node waits for it even to exit), and a
 * server asked to stop would hold its container past Docker's grace period. `signal` kills it.
 */
function inProcess(
  code: string,
  data: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const job = JSON.stringify({ driver, cache: COPY_CACHE, ...data });
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const job = JSON.parse(process.argv[1]);
         const Database = require(job.driver);
         const openReadOnly = (file) => {
           const db = new Database(file, { readonly: true, fileMustExist: true });
           db.pragma(job.cache);
           return db;
         };
         const reply = (value) => process.send(value, () => process.disconnect());
         ${code}`,
        job,
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let result: string | null = null;
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.once('message', (message: string) => (result = message));
    // Not started (no exit follows): the signal, which lives as long as the server, lets go too.
    child.once('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(error);
    });
    child.once('exit', (exitCode, killedBy) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) reject(signal.reason as Error);
      else if (result !== null && exitCode === 0) resolve(result);
      else reject(new Error(`the backup process stopped (${killedBy ?? `exit ${exitCode}`})`));
    });
  });
}

/**
 * `PRAGMA integrity_check` of the database file at `file` ('ok', or what it found), run in a
 * process of its own with a read-only connection (`signal` ends it). It reads every page of the
 * file: on the event loop it would hold up every request that long.
 */
export function checkIntegrity(file: string, signal?: AbortSignal): Promise<string> {
  return inProcess(
    `const db = openReadOnly(job.file);
     try {
       reply(String(db.pragma('integrity_check', { simple: true })));
     } finally {
       db.close();
     }`,
    { file },
    signal,
  );
}

/**
 * Copies the live database at `source` into `target` with `VACUUM INTO`: one consistent snapshot
 * (a read transaction, which in WAL mode holds up no writer), in a process of its own with a
 * read-only connection. The backup API on the server's own connection read every page through
 * its memory map: the process's RSS grew by the database's size (1 GB at a million cats) after
 * every backup, and the copy ran in 100-page steps on the event loop.
 */
function vacuumInto(source: string, target: string, signal?: AbortSignal): Promise<string> {
  return inProcess(
    `const db = openReadOnly(job.source);
     try {
       db.prepare('VACUUM INTO ?').run(job.target);
       reply('ok');
     } finally {
       db.close();
     }`,
    { source, target },
    signal,
  );
}

async function writeBackup(
  sqlite: Database.Database,
  uploadsDir: string,
  dir: string,
  partial: string,
  previous: string | undefined,
  signal: AbortSignal | undefined,
  marks: BackupMarks,
): Promise<BackupReport> {
  const uploadsCopy = path.join(partial, BACKUP_UPLOADS);
  const linkRoot = previous && path.join(previous, BACKUP_UPLOADS);
  await mkdir(uploadsCopy, { recursive: true, mode: PRIVATE_DIR_MODE });

  for (const name of await listFiles(uploadsDir)) {
    signal?.throwIfAborted();
    await copyInto(uploadsDir, uploadsCopy, name, linkRoot);
  }
  const dbCopy = path.join(partial, BACKUP_DB);
  await vacuumInto(sqlite.name, dbCopy, signal);

  // Not memory-mapped: its photo tables are read once, and mapped they would stay in the RSS.
  // Not migrated: a backup taken before an upgrade keeps the schema its version reads.
  const snapshot = openDatabase(dbCopy, { mapped: false, migrate: false });
  snapshot.$client.pragma(COPY_CACHE);
  const missing: string[] = [];
  try {
    for (const name of referencedPhotos(snapshot)) {
      signal?.throwIfAborted();
      if (!(await copyInto(uploadsDir, uploadsCopy, name, linkRoot))) {
        // A profile picture's full-size pair may never have been kept; only thumbs count.
        const isPairOnly =
          !name.endsWith('-thumb.webp') &&
          existsSync(path.join(uploadsCopy, name.replace(/\.webp$/, '-thumb.webp')));
        if (!isPairOnly) missing.push(name);
      }
    }
    snapshot.$client.pragma('wal_checkpoint(TRUNCATE)');
    snapshot.$client.pragma('journal_mode = DELETE');
  } finally {
    snapshot.$client.close();
  }
  const integrity = await checkIntegrity(dbCopy, signal);
  if (integrity !== 'ok') throw new Error(`the copy failed integrity_check: ${integrity}`);
  const files = (await listFiles(uploadsCopy)).length;
  await writeFile(
    path.join(partial, 'backup.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), files, missing, ...marks }, null, 2),
    { mode: PRIVATE_FILE_MODE },
  );
  await rename(partial, dir);
  return { dir, files, missing };
}

/**
 * Puts a backup back: the database file (its -wal and -shm removed) and the uploads folder's
 * photos. The server must be stopped; the previous database is kept beside it as `.before-restore`.
 * The link previews go: they are made again from the restored photos when asked for.
 */
export async function restoreBackup(dir: string, databasePath: string, uploadsDir: string) {
  const source = path.join(dir, BACKUP_DB);
  if (!(await stat(source).catch(() => null))?.isFile()) throw new Error(`${source} not found`);
  // Read as it is: migrating it would make a backup taken before an upgrade useless to go back.
  const check = openDatabase(source, { migrate: false });
  try {
    const result = check.$client.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup database is damaged: ${String(result)}`);
  } finally {
    check.$client.close();
  }
  await mkdir(path.dirname(path.resolve(databasePath)), { recursive: true });
  if (existsSync(databasePath)) {
    await rm(`${databasePath}.before-restore`, { force: true });
    await rename(databasePath, `${databasePath}.before-restore`);
  }
  for (const suffix of ['-wal', '-shm']) await rm(`${databasePath}${suffix}`, { force: true });
  const temp = `${databasePath}.restoring`;
  await copyFile(source, temp);
  await rename(temp, databasePath);

  for (const folder of ['photos', PREVIEWS_DIR]) {
    await rm(path.join(uploadsDir, folder), { recursive: true, force: true });
  }
  const from = path.join(dir, BACKUP_UPLOADS);
  for (const name of await listFiles(from)) await copyInto(from, uploadsDir, name);
}
