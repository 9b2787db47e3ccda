import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateFile, PRIVATE_DIR_MODE } from './private-files.js';

/**
 * Locks in BACKUP_DIR that every process of the app takes (the server, `npm run backup`,
 * `npm run restore`), so that one backup at a time writes the backup folder (`local`) and one
 * restic command at a time works on the repository (`restic`): two `restic init` at once on an
 * empty repository leave it with two keys and one config, damaged for good.
 *
 * The lock is an exclusive transaction on an empty SQLite file: SQLite holds it with a POSIX
 * record lock (fcntl), which the kernel drops when the process ends, however it ends (SIGKILL,
 * a crash, an OOM kill), so no stale lock is ever left to clean up. Node has no flock of its own;
 * better-sqlite3 is already here, and SQLite also keeps two connections of one process apart.
 */

export type BackupLockName = 'local' | 'restic';

const lockFile = (dir: string, name: BackupLockName) => path.join(dir, `.${name}.lock`);

/** Waits between two tries while another process holds the lock. */
const RETRY_MS = 250;

/** Locks this process holds or waits for, by file: the next one in the process waits its turn. */
const queues = new Map<string, Promise<unknown>>();

export class BackupLockBusy extends Error {}

function tryLock(file: string): Database.Database | null {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 0');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
}

export interface LockOptions {
  /** Without it the lock is tried once: BackupLockBusy when another holds it. */
  wait?: boolean;
  /** Ends the wait (and rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Called once when the lock is found held, before waiting (to say so). */
  onBusy?: () => void;
}

async function acquire(file: string, options: LockOptions): Promise<Database.Database> {
  let told = false;
  for (;;) {
    // A free lock is taken even when stopping: the work says itself how it was stopped.
    const held = tryLock(file);
    if (held) return held;
    if (!options.wait) throw new BackupLockBusy(`another backup holds ${file}`);
    options.signal?.throwIfAborted();
    if (!told) {
      told = true;
      options.onBusy?.();
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    options.signal?.throwIfAborted();
  }
}

/**
 * Runs `fn` holding the lock `name` of the backup folder `dir` (created if missing), and lets go
 * when it settles.
 */
export async function withBackupLock<T>(
  dir: string,
  name: BackupLockName,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = lockFile(dir, name);
  ensurePrivateFile(file);
  const before = queues.get(file) ?? Promise.resolve();
  if (!options.wait && queues.has(file)) {
    throw new BackupLockBusy(`this process holds ${file}`);
  }
  const turn = before
    .catch(() => undefined)
    .then(async () => {
      const lock = await acquire(file, options);
      try {
        return await fn();
      } finally {
        lock.close();
      }
    });
  const settled = turn.catch(() => undefined);
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return turn;
}
