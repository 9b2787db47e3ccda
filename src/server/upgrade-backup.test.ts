import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.js';
import { backupNow, listBackups } from './backups.js';
import { migrationState, openDatabase } from './db/client.js';
import { projectRoot } from './lib/paths.js';
import { APP_VERSION } from './lib/version.js';
import { testSettings, type Settings } from './settings.js';
import { exitOf, startServer } from './test/server-process.js';
import { snapshot } from './test/upgrade-checks.js';
import {
  backupBeforeMigrations,
  EXIT_UPGRADE_BACKUP_FAILED,
  UpgradeBackupError,
} from './upgrade-backup.js';

/**
 * The backup a start takes before migrating a database of the previous release (the upgrade
 * fixture, scripts/upgrade-fixture.ts): taken, marked, kept apart, restorable; and when it cannot
 * be taken, nothing is migrated.
 */
const fixture = join(import.meta.dirname, 'test', 'upgrade-fixture');
let dir: string;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The previous release's database and photos in a folder of their own. */
function previousRelease(): Settings {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-upgrade-backup-'));
  cpSync(fixture, join(dir, 'live'), { recursive: true });
  return testSettings({
    DATABASE_PATH: join(dir, 'live', 'gateiros.db'),
    UPLOADS_DIR: join(dir, 'live', 'uploads'),
    BACKUP_DIR: join(dir, 'backups'),
    JWT_SECRET: 'upgrade-backup-test-secret-upgrade-backup-test',
  });
}

const envOf = (s: Settings) => ({
  DATABASE_PATH: s.DATABASE_PATH,
  UPLOADS_DIR: s.UPLOADS_DIR,
  BACKUP_DIR: s.BACKUP_DIR!,
  JWT_SECRET: s.JWT_SECRET!,
});

const migrations = (file: string) => {
  const db = openDatabase(file, { migrate: false });
  try {
    return migrationState(db);
  } finally {
    db.$client.close();
  }
};

const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return snapshot(db);
  } finally {
    db.close();
  }
};

const files = (root: string) =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [
        join(e.parentPath, e.name).slice(root.length),
        readFileSync(join(e.parentPath, e.name)),
      ]),
  );

async function admin(settings: Settings, ...args: string[]) {
  const out: string[] = [];
  const code = await runAdmin(args, { settings, out: (l) => out.push(l), err: (l) => out.push(l) });
  return { code, out: out.join('\n') };
}

describe('the backup before the migrations', () => {
  it('a start on the previous release’s database backs it up, marked, then migrates; restore gives it back', async () => {
    const settings = previousRelease();
    const before = rows(settings.DATABASE_PATH);
    const photos = files(settings.UPLOADS_DIR);
    expect(migrations(settings.DATABASE_PATH).pending).toBeGreaterThan(0);

    const server = await startServer(envOf(settings));
    stops.push(server.stop);
    expect(migrations(settings.DATABASE_PATH).pending).toBe(0);
    const [taken, ...others] = await listBackups(settings.BACKUP_DIR!);
    expect(others.filter((b) => b.beforeUpgrade)).toEqual([]);
    expect(taken!.beforeUpgrade).toBe(APP_VERSION);
    expect(taken!.name).toMatch(/^gateiros-.*-before-upgrade$/);
    // The database as the previous release left it: its schema, its rows; and every photo.
    expect(migrations(join(taken!.dir, 'gateiros.db')).pending).toBeGreaterThan(0);
    expect(rows(join(taken!.dir, 'gateiros.db'))).toEqual(before);
    expect(files(join(taken!.dir, 'uploads'))).toEqual(photos);
    server.stop();
    await exitOf(server.child);

    const listed = await admin(settings, 'restore');
    expect(listed.out).toContain(`before upgrade to ${APP_VERSION}  (${taken!.name})`);

    // The way back: the backup restored (as docs/deploy.md says) is the previous release's data.
    const number = listed.out
      .split('\n')
      .find((l) => l.includes(taken!.name))!
      .trim()
      .split('.')[0]!;
    expect((await admin(settings, 'restore', number)).code).toBe(0);
    expect(rows(settings.DATABASE_PATH)).toEqual(before);
    expect(migrations(settings.DATABASE_PATH).pending).toBeGreaterThan(0);
    expect(files(settings.UPLOADS_DIR)).toEqual(photos);
  }, 60_000);

  it('no backup for a new database, nor for one with nothing to migrate', async () => {
    const settings = previousRelease();
    const fresh = { ...settings, DATABASE_PATH: join(dir, 'new', 'gateiros.db') };
    openDatabase(fresh.DATABASE_PATH, { migrate: false }).$client.close();
    expect(await backupBeforeMigrations(fresh, '9.9.9', new Date())).toBeNull();
    openDatabase(settings.DATABASE_PATH).$client.close();
    expect(await backupBeforeMigrations(settings, '9.9.9', new Date())).toBeNull();
    expect(await listBackups(settings.BACKUP_DIR!)).toEqual([]);
  });

  it('keeps the last two, outside BACKUP_KEEP’s rotation', async () => {
    const settings = { ...previousRelease(), BACKUP_KEEP: 1 };
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 12, minute));
    for (const [i, version] of ['1.1.0', '1.2.0', '1.3.0'].entries()) {
      const taken = await backupBeforeMigrations(settings, version, at(i));
      expect(taken!.removed).toHaveLength(i === 2 ? 1 : 0);
    }
    const db = openDatabase(settings.DATABASE_PATH);
    try {
      await backupNow(db, settings, at(10));
      await backupNow(db, settings, at(11));
    } finally {
      db.$client.close();
    }
    const kept = await listBackups(settings.BACKUP_DIR!);
    expect(kept.map((b) => b.beforeUpgrade)).toEqual([null, '1.3.0', '1.2.0']);
  });

  it('without room for it, nothing is migrated', async () => {
    const settings = previousRelease();
    const error = await backupBeforeMigrations(settings, '9.9.9', new Date(), {
      freeBytes: () => Promise.resolve(100_000),
    }).catch((e: unknown) => e);
    expect(error, String(error)).toBeInstanceOf(UpgradeBackupError);
    expect((error as Error).message).toMatch(
      /not enough free space in the backup folder .*: 0.1 MB free, about [\d.]+ MB needed/,
    );
    expect(await listBackups(settings.BACKUP_DIR!)).toEqual([]);
    expect(migrations(settings.DATABASE_PATH).pending).toBeGreaterThan(0);
  });

  it('a start whose backup fails exits with its own code, says why and where to look, and migrates nothing', async () => {
    const settings = previousRelease();
    // A file where the backup folder should be: nothing can be written there.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const env = { ...envOf(settings), BACKUP_DIR: join(dir, 'not-a-folder', 'backups') };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stops.push(() => child.kill('SIGKILL'));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const { code } = await exitOf(child);
    expect(code, output).toBe(EXIT_UPGRADE_BACKUP_FAILED);
    expect(output).toContain('the backup taken before them failed, so nothing was migrated');
    expect(output).toMatch(/Cause: .*not-a-folder/);
    expect(output).toContain('`docker compose logs gateiros`');
    expect(migrations(settings.DATABASE_PATH).pending).toBeGreaterThan(0);
  }, 30_000);
});
