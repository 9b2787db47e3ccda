import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { BackupLockBusy, withBackupLock } from './lib/backup-lock.js';
import { projectRoot } from './lib/paths.js';
import { exitOf, startServer } from './test/server-process.js';

/**
 * One backup at a time across processes: the server's first backup and `npm run backup` started
 * together leave a sound restic repository with both snapshots, and the lock dies with its holder.
 */

beforeAll(() => {
  try {
    execFileSync('restic', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error('These tests need restic on PATH: `apt-get install -y restic` (Debian).');
  }
});

const PASSWORD = 'um-segredo-longo-para-o-restic';
let dir: string;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A process of its own (under tsx) running `code` with `env`; its output as it goes. */
function child(args: string[], env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stops.push(() => proc.kill('SIGKILL'));
  return { proc, output: () => output };
}

const resticJson = <T>(env: Record<string, string>, args: string[]): T =>
  JSON.parse(
    execFileSync('restic', [...args, '--json'], {
      env: { ...env, PATH: process.env.PATH },
      encoding: 'utf8',
    }),
  ) as T;

describe('one backup at a time', () => {
  it('the server’s first backup and two npm run backup at once: every snapshot in one sound repository', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-backup-lock-'));
    const env = {
      DATABASE_PATH: join(dir, 'live', 'gateiros.db'),
      UPLOADS_DIR: join(dir, 'live', 'uploads'),
      BACKUP_DIR: join(dir, 'backups'),
      BACKUP_RESTIC_REPOSITORY: join(dir, 'offsite'),
      BACKUP_RESTIC_PASSWORD: PASSWORD,
      RESTIC_CACHE_DIR: join(dir, 'restic-cache'),
      JWT_SECRET: 'backup-lock-test-secret-backup-lock-test-secret',
    };
    // Migrated first: the three processes then find the same database and start as fast.
    openDatabase(env.DATABASE_PATH).$client.close();
    const admins = [0, 1].map(() => child(['src/server/admin.ts', 'backup'], env));
    const server = await startServer(env);
    stops.push(server.stop);
    for (const admin of admins) {
      const ended = await exitOf(admin.proc);
      expect(ended.code, admin.output()).toBe(0);
      expect(admin.output()).toMatch(
        /Copied off-site to the restic repository: snapshot [0-9a-f]+/,
      );
    }
    expect(admins.map((a) => a.output()).join('')).toMatch(/running.*waiting for it to finish/);

    // The three copies, recorded in the database as each ends.
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    type Row = { snapshot_id: string | null; error: string | null };
    let rows: Row[] = [];
    for (let i = 0; i < 240 && rows.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 250));
      rows = db.prepare('SELECT snapshot_id, error FROM offsite_backups').all() as Row[];
    }
    db.close();
    expect(rows.map((r) => r.error)).toEqual([null, null, null]);

    const restic = {
      RESTIC_REPOSITORY: env.BACKUP_RESTIC_REPOSITORY,
      RESTIC_PASSWORD: PASSWORD,
      RESTIC_CACHE_DIR: env.RESTIC_CACHE_DIR,
    };
    const keys = resticJson<unknown[]>(restic, ['key', 'list']);
    expect(keys).toHaveLength(1);
    const snapshots = resticJson<{ short_id: string; id: string }[]>(restic, ['snapshots']);
    expect(snapshots).toHaveLength(3);
    expect(snapshots.map((s) => s.short_id).sort()).toEqual(rows.map((r) => r.snapshot_id).sort());
    execFileSync('restic', ['check'], { env: { ...restic, PATH: process.env.PATH } });
  }, 90_000);

  it('a lock held by a process that is killed (SIGKILL) is free at once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-backup-lock-'));
    const holder = child(
      [
        '-e',
        `import('./src/server/lib/backup-lock.ts').then(({ withBackupLock }) =>
           withBackupLock(process.env.DIR, 'local', () => {
             console.log('held');
             return new Promise(() => setInterval(() => {}, 1000));
           }))`,
      ],
      { DIR: dir },
    );
    for (let i = 0; i < 200 && !holder.output().includes('held'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(holder.output()).toContain('held');
    await expect(withBackupLock(dir, 'local', () => Promise.resolve('mine'))).rejects.toThrow(
      BackupLockBusy,
    );

    let busy = 0;
    const waiting = withBackupLock(dir, 'local', () => Promise.resolve('mine'), {
      wait: true,
      onBusy: () => busy++,
    });
    await new Promise((r) => setTimeout(r, 300));
    holder.proc.kill('SIGKILL');
    expect(await waiting).toBe('mine');
    expect(busy).toBe(1);
    // The other lock never waited on this one.
    expect(await withBackupLock(dir, 'restic', () => Promise.resolve('free'))).toBe('free');
  }, 30_000);

  it('in one process the second waits for the first', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-backup-lock-'));
    const order: string[] = [];
    let release!: () => void;
    const first = withBackupLock(dir, 'local', async () => {
      order.push('first in');
      await new Promise<void>((r) => (release = r));
      order.push('first out');
    });
    await new Promise((r) => setTimeout(r, 20));
    await expect(withBackupLock(dir, 'local', () => Promise.resolve(0))).rejects.toThrow(
      BackupLockBusy,
    );
    const second = withBackupLock(dir, 'local', () => Promise.resolve(order.push('second in')), {
      wait: true,
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
});
