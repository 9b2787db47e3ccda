import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { checkIntegrity, createBackup, restoreBackup } from './backup.js';
import { BACKUP_TASK, backupName, listBackups } from './backups.js';
import type { Context } from './context.js';
import { openDatabase } from './db/client.js';
import { users, type User } from './db/schema.js';
import { taskStatus } from './jobs/scheduler.js';
import { ManualClock } from './lib/clock.js';
import { newId } from './lib/ids.js';
import { referencedPhotos } from './lib/orphan-photos.js';
import { testSettings, type Settings } from './settings.js';
import { catData, catForm, checkinData, checkinForm, jpeg } from './test/fixtures.js';
import { createCaller } from './trpc/router.js';

const HOUR = 60 * 60 * 1000;
let dir: string;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The real app on a database file, with its real task list (the automatic backup). */
async function start(clock: ManualClock, overrides: Partial<Settings> = {}) {
  const settings = testSettings({
    DATABASE_PATH: join(dir, 'live', 'gateiros.db'),
    UPLOADS_DIR: join(dir, 'live', 'uploads'),
    BACKUP_DIR: join(dir, 'backups'),
    ...overrides,
  });
  const app = await buildApp({ settings, clock, clientDir: null, logger: false });
  apps.push(app);
  const person = (): User =>
    app.deps.db
      .insert(users)
      .values({ id: newId(), name: 'Pessoa', createdAt: clock.now(), updatedAt: clock.now() })
      .returning()
      .get();
  const caller = (user: User) =>
    createCaller({
      ...app.deps,
      user,
      isAdmin: false,
      locale: 'pt-BR',
      ip: '127.0.0.1',
    } satisfies Context);
  return { app, settings, person, caller };
}

describe('automatic backups', () => {
  it('backs up on schedule under concurrent check-ins, holding every one acknowledged before', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-autobackup-'));
    const clock = new ManualClock();
    const { app, settings, person, caller } = await start(clock);
    const people = [person(), person(), person()];
    const created = await caller(people[0]!).cats.create(catForm(catData(), await jpeg(1)));
    const cat = { id: created._id, lat: -23.5505, lng: -46.6333 };
    const photos = await Promise.all([2, 3].map((s) => jpeg(s)));

    const acknowledged: string[] = [];
    let running = true;
    const load = people.map(async (someone, p) => {
      for (let n = 0; running; n++) {
        clock.advance(1000);
        const res = await caller(someone).checkins.create(
          checkinForm(checkinData(cat), n % 2 === 0 ? [photos[(n + p) % 2]!] : []),
        );
        acknowledged.push(res.checkIn._id);
      }
    });
    while (acknowledged.length < 6) await new Promise((r) => setTimeout(r, 5));

    const before = [...acknowledged];
    const ran = await app.scheduler.tick();
    const during = acknowledged.length;
    while (acknowledged.length < during + 6) await new Promise((r) => setTimeout(r, 5));
    running = false;
    await Promise.all(load);
    expect(ran).toContain(BACKUP_TASK);
    expect(taskStatus(app.deps.db, BACKUP_TASK)).toMatchObject({ lastError: null });

    const [backup, ...others] = await listBackups(settings.BACKUP_DIR!);
    expect(others).toEqual([]);
    expect(backup!.missing).toBe(0);
    const restoredPath = join(dir, 'restored', 'gateiros.db');
    const restoredUploads = join(dir, 'restored', 'uploads');
    await restoreBackup(backup!.dir, restoredPath, restoredUploads);
    const restored = openDatabase(restoredPath);
    try {
      expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set(
        (restored.$client.prepare('select id from checkins').all() as { id: string }[]).map(
          (r) => r.id,
        ),
      );
      for (const id of before) expect(ids.has(id), id).toBe(true);
      expect(ids.size).toBeLessThan(acknowledged.length);
      for (const name of referencedPhotos(restored)) {
        expect(statSync(join(restoredUploads, name)).size).toBeGreaterThan(0);
      }
    } finally {
      restored.$client.close();
    }
  }, 60_000);

  it('keeps exactly BACKUP_KEEP, hard-links unchanged photos, and a failure removes nothing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-autobackup-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const { app, settings, person, caller } = await start(clock, {
      BACKUP_EVERY_HOURS: 1,
      BACKUP_KEEP: 3,
    });
    await caller(person()).cats.create(catForm(catData(), await jpeg(4)));
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      names.push(backupName(clock.now()));
      expect(await app.scheduler.tick()).toContain(BACKUP_TASK);
      // Not due again within the hour.
      clock.advance(HOUR - 1000);
      expect(await app.scheduler.tick()).not.toContain(BACKUP_TASK);
      clock.advance(1000);
    }
    const kept = await listBackups(settings.BACKUP_DIR!);
    expect(kept.map((b) => b.name)).toEqual(names.slice(2).reverse());
    const photo = [...referencedPhotos(app.deps.db)][0]!;
    const inode = (b: (typeof kept)[number]) => statSync(join(b.dir, 'uploads', photo)).ino;
    expect(inode(kept[0]!)).toBe(inode(kept[2]!));

    // The next backup cannot be written (its name is taken): recorded, shown, nothing removed.
    writeFileSync(join(settings.BACKUP_DIR!, backupName(clock.now())), 'in the way');
    expect(await app.scheduler.tick()).toContain(BACKUP_TASK);
    expect(taskStatus(app.deps.db, BACKUP_TASK)?.lastError).toMatch(/already exists/);
    expect((await listBackups(settings.BACKUP_DIR!)).map((b) => b.name)).toEqual(
      kept.map((b) => b.name),
    );
  }, 60_000);

  it('runs once at start a backup that fell due while the server was down', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-autobackup-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const first = await start(clock);
    expect(await first.app.scheduler.tick()).toContain(BACKUP_TASK);
    await first.app.close();
    apps.splice(0);

    clock.advance(30 * HOUR);
    const second = await start(clock);
    expect(await second.app.scheduler.tick()).toContain(BACKUP_TASK);
    expect(await second.app.scheduler.tick()).not.toContain(BACKUP_TASK);
    expect(await listBackups(second.settings.BACKUP_DIR!)).toHaveLength(2);
  }, 60_000);

  it('takes none when BACKUP_EVERY_HOURS is 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-autobackup-'));
    const { app, settings } = await start(new ManualClock(), { BACKUP_EVERY_HOURS: 0 });
    expect(await app.scheduler.tick()).not.toContain(BACKUP_TASK);
    expect(await listBackups(settings.BACKUP_DIR!)).toEqual([]);
  });
});

describe('admin.health', () => {
  it('shows admins the counts, sizes and the backups with the last result', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-health-'));
    const clock = new ManualClock('2026-11-24T03:00:00Z');
    const { app, settings, person, caller } = await start(clock, { BACKUP_KEEP: 5 });
    const admin = app.deps.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, person().id))
      .returning()
      .get();
    const asAdmin = createCaller({
      ...app.deps,
      user: admin,
      isAdmin: true,
      locale: 'pt-BR',
      ip: '127.0.0.1',
    });
    const cat = await caller(person()).cats.create(catForm(catData(), await jpeg(5)));
    await caller(person()).checkins.create(
      checkinForm(checkinData({ id: cat._id, lat: -23.5505, lng: -46.6333 }), []),
    );

    const before = await asAdmin.admin.health();
    expect(before.counts).toEqual({
      users: 3,
      pendingApprovals: 0,
      cats: 1,
      checkIns: 1,
      checkInsLast7Days: 1,
    });
    expect(before.databaseBytes).toBeGreaterThan(0);
    expect(before.photos.files).toBeGreaterThan(0);
    expect(before.backups).toMatchObject({ enabled: true, lastRun: null, backups: [] });

    await app.scheduler.tick();
    const after = await asAdmin.admin.backupStatus();
    expect(after).toMatchObject({ lastError: null, everyHours: 24, keep: 5 });
    expect(after.backups).toHaveLength(1);
    expect(after.nextDueAt).toBe('2026-11-25T03:00:00.000Z');

    clock.advance(24 * HOUR);
    writeFileSync(join(settings.BACKUP_DIR!, backupName(clock.now())), 'in the way');
    await app.scheduler.tick();
    expect((await asAdmin.admin.backupStatus()).lastError).toMatch(/already exists/);
  });
});

describe('the integrity check of a backup copy', () => {
  /** A database file of `rows` rows and an index, closed. */
  function databaseFile(rows: number) {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-integrity-'));
    const file = join(dir, 'copy.db');
    // The app's schema (a backup reads its photo tables), plus a table to make it big.
    openDatabase(file).$client.close();
    const db = new Database(file);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); CREATE INDEX t_name ON t (name)');
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run(`gato ${i} `.repeat(20));
    })();
    db.close();
    return file;
  }

  it('runs off the event loop and finds a sound file sound', async () => {
    const file = databaseFile(2000);
    let turns = 0;
    let turning = true;
    const ticker = () => {
      turns++;
      if (turning) setImmediate(ticker);
    };
    setImmediate(ticker);
    const result = await checkIntegrity(file);
    turning = false;
    expect(result).toBe('ok');
    // The event loop kept turning while the check ran.
    expect(turns).toBeGreaterThan(0);
  });

  it('reports a damaged file', async () => {
    const file = databaseFile(2000);
    const pageSize = 4096;
    const pages = statSync(file).size / pageSize;
    // Garbage over a page in the middle of the table or its index.
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, Math.floor(pages / 2) * pageSize);
    closeSync(fd);
    const result = await checkIntegrity(file);
    expect(result).not.toBe('ok');
    expect(result.length).toBeGreaterThan(0);
  });
  it('ends when the server stops, and a backup being taken leaves nothing behind', async () => {
    const file = databaseFile(2000);
    const stop = new AbortController();
    const checking = checkIntegrity(file, stop.signal);
    // Its process is starting: ended there, the check never answers.
    setImmediate(() => stop.abort(new Error('the server is stopping')));
    await expect(checking).rejects.toThrow('the server is stopping');

    const live = new Database(file);
    const uploads = join(dir, 'uploads');
    mkdirSync(uploads);
    writeFileSync(join(uploads, 'a.webp'), 'photo');
    const target = join(dir, 'backup');
    const again = new AbortController();
    const taking = createBackup(live, uploads, target, undefined, again.signal);
    setImmediate(() => again.abort(new Error('the server is stopping')));
    await expect(taking).rejects.toThrow('the server is stopping');
    live.close();
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
    // Not stopped, the same backup is whole.
    const whole = await createBackup(new Database(file), uploads, target);
    expect(whole.files).toBe(1);
  });
});
