import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from './admin-commands.js';
import { buildApp } from './app.js';
import { BACKUP_TASK, backupTask, listBackups, offsiteStatus } from './backups.js';
import { openDatabase } from './db/client.js';
import { cats, users, type User } from './db/schema.js';
import { ManualClock } from './lib/clock.js';
import { newId } from './lib/ids.js';
import { isSnapshotRef, shownRepository } from './restic.js';
import { testSettings, type Settings } from './settings.js';
import { catData, catForm, checkinData, checkinForm, jpeg } from './test/fixtures.js';
import { freePort } from './test/server-process.js';
import { createCaller } from './trpc/router.js';

/**
 * Off-site copies to a real restic repository (a local folder): made after each local backup,
 * encrypted, kept to BACKUP_RESTIC_KEEP, and restored by `npm run restore -- --restic` into
 * exactly the rows and photos that were backed up, with every local backup gone.
 */

beforeAll(() => {
  try {
    execFileSync('restic', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'These tests need restic on PATH, and it is missing: install it with `apt-get install -y restic` (Debian, 0.14 or newer).',
    );
  }
});

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'um-segredo-longo-para-o-restic';
let dir = '';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  // Not every test makes a folder (in a shuffled run the first may have none).
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

async function start(clock: ManualClock, overrides: Partial<Settings> = {}) {
  const settings = testSettings({
    PORT: await freePort(),
    DATABASE_PATH: join(dir, 'live', 'gateiros.db'),
    UPLOADS_DIR: join(dir, 'live', 'uploads'),
    BACKUP_DIR: join(dir, 'backups'),
    BACKUP_RESTIC_REPOSITORY: join(dir, 'offsite'),
    BACKUP_RESTIC_PASSWORD: PASSWORD,
    BACKUP_RESTIC_KEEP: 2,
    RESTIC_ENV: { PATH: process.env.PATH ?? '', RESTIC_CACHE_DIR: join(dir, 'restic-cache') },
    ...overrides,
  });
  // The backup alone on the schedule: nothing else writes while the database is snapshotted.
  const app = await buildApp({
    settings,
    clock,
    clientDir: null,
    logger: false,
    scheduledTasks: [backupTask({ settings, clock })!],
  });
  apps.push(app);
  const person = (isAdmin = false): User =>
    app.deps.db
      .insert(users)
      .values({
        id: newId(),
        name: 'Pessoa',
        isAdmin,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning()
      .get();
  const caller = (user: User) =>
    createCaller({ ...app.deps, user, isAdmin: user.isAdmin, locale: 'pt-BR', ip: '127.0.0.1' });
  return { app, settings, person, caller };
}

/** Every row of every table (sorted, so order on disk does not matter) and every file's hash. */
function contents(sqlite: Database.Database, uploadsDir: string) {
  const tables = (
    sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_stat%'",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);
  const rows: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    rows[table] = sqlite
      .prepare(`select * from "${table}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
  }
  const files: Record<string, string> = {};
  for (const entry of readdirSync(uploadsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files[relative(uploadsDir, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return { rows, files };
}

async function admin(settings: Settings, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, {
    settings,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** All the bytes of the repository's files, to look for plain text in them. */
function repositoryBytes(repo: string): Buffer {
  return Buffer.concat(
    readdirSync(repo, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name))),
  );
}

describe('off-site backups with restic', () => {
  it('creates the repository, copies each backup encrypted, and restores every row and photo', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-offsite-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const { app, settings, person, caller } = await start(clock);
    const carer = person();
    const cat = await caller(carer).cats.create(
      catForm(catData({ name: 'Canário-Offsite' }), await jpeg(11)),
    );
    const place = { id: cat._id, lat: -23.5505, lng: -46.6333 };
    for (const seed of [12, 13]) {
      clock.advance(60_000);
      await caller(person()).checkins.create(checkinForm(checkinData(place), [await jpeg(seed)]));
    }
    const backedUp = contents(app.deps.db.$client, settings.UPLOADS_DIR);
    expect(Object.keys(backedUp.files).length).toBeGreaterThanOrEqual(6);
    expect(backedUp.rows.checkins).toHaveLength(2);

    expect(existsSync(settings.BACKUP_RESTIC_REPOSITORY!)).toBe(false);
    expect(await app.scheduler.tick()).toEqual([BACKUP_TASK]);
    const asAdmin = caller(person(true));
    // The copy runs in the background: the schedule goes on without waiting for the upload.
    expect(offsiteStatus(app.deps.db, settings)).toMatchObject({ lastRun: null });
    await app.scheduler.settle();
    const { offsite } = (await asAdmin.admin.health()).backups;
    expect(offsite).toMatchObject({
      repository: settings.BACKUP_RESTIC_REPOSITORY,
      keep: 2,
      lastRun: { error: null, backup: (await listBackups(settings.BACKUP_DIR!))[0]!.name },
    });
    expect(offsite!.lastRun!.snapshotId).toMatch(/^[0-9a-f]{8,64}$/);
    expect(offsite!.lastSuccessAt).toBe(offsite!.lastRun!.finishedAt);
    // Encrypted: neither the cat's name nor a photo's bytes are readable in the repository.
    const stored = repositoryBytes(settings.BACKUP_RESTIC_REPOSITORY!);
    expect(stored.includes('Canário-Offsite')).toBe(false);
    const aPhoto = Object.keys(backedUp.files)[0]!;
    const photoBytes = readFileSync(join(settings.UPLOADS_DIR, aPhoto));
    expect(stored.includes(photoBytes.subarray(200, 264))).toBe(false);

    // Then the data changes (a row, a new check-in with a photo, a photo file overwritten and one
    // deleted) and the disk holding the local backups is lost.
    app.deps.db.update(cats).set({ name: 'Renomeado' }).where(eq(cats.id, cat._id)).run();
    await caller(carer).checkins.create(checkinForm(checkinData(place), [await jpeg(14)]));
    const [first, second] = Object.keys(backedUp.files);
    writeFileSync(join(settings.UPLOADS_DIR, first!), 'not the photo any more');
    rmSync(join(settings.UPLOADS_DIR, second!));
    expect(contents(app.deps.db.$client, settings.UPLOADS_DIR)).not.toEqual(backedUp);
    rmSync(settings.BACKUP_DIR!, { recursive: true, force: true });
    await app.close();
    apps.splice(0);

    const listed = await admin(settings, 'restore', '--restic');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^ {2}[0-9a-f]{8} {2}2026-/m);
    const restored = await admin(settings, 'restore', '--restic', 'latest');
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(/Restored snapshot latest/);

    const db = openDatabase(settings.DATABASE_PATH);
    try {
      expect(contents(db.$client, settings.UPLOADS_DIR)).toEqual(backedUp);
    } finally {
      db.$client.close();
    }
    // The temporary folder beside the database is gone.
    expect(readdirSync(join(dir, 'live')).filter((n) => n.startsWith('restic-restore-'))).toEqual(
      [],
    );
  }, 120_000);

  it('keeps BACKUP_RESTIC_KEEP snapshots, and a failing copy is shown while the local backup stays', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-offsite-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const first = await start(clock);
    await first.caller(first.person()).cats.create(catForm(catData(), await jpeg(21)));
    for (let i = 0; i < 3; i++) {
      expect(await first.app.scheduler.tick()).toEqual([BACKUP_TASK]);
      await first.app.scheduler.settle();
      clock.advance(24 * HOUR);
    }
    const listed = await admin(first.settings, 'restore', '--restic');
    expect(listed.out.match(/^ {2}[0-9a-f]{8} /gm)).toHaveLength(2);
    const lastSuccess = (await first.caller(first.person(true)).admin.health()).backups.offsite!
      .lastSuccessAt;
    await first.app.close();
    apps.splice(0);

    // A wrong password: the copy fails (no new repository is made over the old one), the local
    // backup is still taken, and the health page says so with the last success.
    const wrong = await start(clock, { BACKUP_RESTIC_PASSWORD: 'not-the-password' });
    expect(await wrong.app.scheduler.tick()).toEqual([BACKUP_TASK]);
    await wrong.app.scheduler.settle();
    expect(await listBackups(wrong.settings.BACKUP_DIR!)).toHaveLength(4);
    const health = (await wrong.caller(wrong.person(true)).admin.health()).backups;
    expect(health.lastError).toBeNull();
    expect(health.offsite!.lastRun!.error).toMatch(/wrong password/);
    expect(health.offsite!.lastRun!.snapshotId).toBeNull();
    expect(health.offsite!.lastSuccessAt).toBe(lastSuccess);
    expect((await admin(first.settings, 'restore', '--restic')).out).toMatch(/^ {2}[0-9a-f]{8} /m);

    // The admin command says it too, and exits 1.
    const manual = await admin(wrong.settings, 'backup');
    expect(manual.code).toBe(1);
    expect(manual.out).toMatch(/Backup written to/);
    expect(manual.err).toMatch(/The off-site copy failed: restic cat failed: .*wrong password/);
  }, 120_000);

  it('stops the copy when the server shuts down, and records it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-offsite-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const { app, settings } = await start(clock);
    expect(await app.scheduler.tick()).toEqual([BACKUP_TASK]);
    await app.close();
    apps.splice(0);
    const db = openDatabase(settings.DATABASE_PATH);
    try {
      expect(offsiteStatus(db, settings)).toMatchObject({
        lastRun: {
          error: expect.stringMatching(/stopped: the server is shutting down/) as unknown,
        },
        lastSuccessAt: null,
      });
    } finally {
      db.$client.close();
    }
    expect(await listBackups(settings.BACKUP_DIR!)).toHaveLength(1);
  });

  it('shows the repository without credentials, and takes only hex ids or latest as snapshots', () => {
    expect(shownRepository('rest:https://gateiros:segredo@backup.example.org:8000/grupo')).toBe(
      'rest:https://backup.example.org:8000/grupo',
    );
    expect(shownRepository('s3:s3.amazonaws.com/gateiros')).toBe('s3:s3.amazonaws.com/gateiros');
    expect(['latest', '9bbc2f94', 'a'.repeat(64)].every(isSnapshotRef)).toBe(true);
    expect(['--password-command=sh', '9bbc2f9', 'LATEST', 'a'.repeat(65)].some(isSnapshotRef)).toBe(
      false,
    );
  });

  it('records a clear error when restic cannot be run, and refuses a snapshot that is not an id', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-offsite-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const { app, settings, person } = await start(clock, { RESTIC_ENV: { PATH: '/nowhere' } });
    await app.scheduler.tick();
    await app.scheduler.settle();
    const asAdmin = createCaller({
      ...app.deps,
      user: person(true),
      isAdmin: true,
      locale: 'pt-BR',
      ip: '127.0.0.1',
    });
    const { backups } = await asAdmin.admin.health();
    expect(backups.backups).toHaveLength(1);
    expect(backups.offsite!.lastRun!.error).toMatch(/restic is not installed/);
    expect(backups.offsite!.lastSuccessAt).toBeNull();

    // A REST server that cannot be reached: said plainly, its credentials never shown.
    const rest = await start(clock, {
      BACKUP_RESTIC_REPOSITORY: 'rest:http://gateiros:segredo-rest@127.0.0.1:1/grupo',
    });
    clock.advance(25 * HOUR);
    await rest.app.scheduler.tick();
    await rest.app.scheduler.settle();
    const status = offsiteStatus(rest.app.deps.db, rest.settings)!;
    expect(status.repository).toBe('rest:http://127.0.0.1:1/grupo');
    expect(status.lastRun!.error).toMatch(/connection refused/);
    expect(status.lastRun!.error).not.toMatch(/segredo-rest/);

    const bad = await admin(settings, 'restore', '--restic', '--password-command=sh');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/Not a snapshot id/);
  });
});
