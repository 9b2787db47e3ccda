import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createBackup, restoreBackup } from '../../backup.js';
import type { Context } from '../../context.js';
import { users, type User } from '../../db/schema.js';
import { ManualClock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { referencedPhotos } from '../../lib/orphan-photos.js';
import { openDatabase } from '../../db/client.js';
import { testSettings } from '../../settings.js';
import { catData, catForm, checkinData, checkinForm, jpeg } from '../fixtures.js';
import { createCaller } from '../../trpc/router.js';

let dir: string | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const count = (db: Database.Database, table: string) =>
  (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

describe('online backup and restore', () => {
  it('takes a consistent backup while check-ins are being written, and restores it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-backup-'));
    const livePath = join(dir, 'live', 'gateiros.db');
    const liveUploads = join(dir, 'live', 'uploads');
    const settings = testSettings({ DATABASE_PATH: livePath, UPLOADS_DIR: liveUploads });
    const clock = new ManualClock();
    app = await buildApp({ settings, clock, clientDir: null, logger: false });
    const { deps } = app;
    const ctx = (user: User): Context => ({
      ...deps,
      user,
      isAdmin: false,
      locale: 'pt-BR',
      ip: '127.0.0.1',
    });
    const people = Array.from({ length: 4 }, (_, i) =>
      deps.db
        .insert(users)
        .values({
          id: newId(),
          name: `Pessoa ${i}`,
          email: `p${i}@gateiros.test`,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning()
        .get(),
    );
    const created = await createCaller(ctx(people[0]!)).cats.create(
      catForm(catData(), await jpeg(1)),
    );
    const cat = { id: created._id, lat: -23.5505, lng: -46.6333 };
    const photos = await Promise.all([2, 3, 4].map((s) => jpeg(s)));

    // Load: every person checks in again and again, half of them with a photo.
    let running = true;
    let written = 0;
    const load = people.map(async (person, p) => {
      for (let n = 0; running; n++) {
        clock.advance(1000);
        await createCaller(ctx(person)).checkins.create(
          checkinForm(checkinData(cat), n % 2 === 0 ? [photos[(n + p) % 3]!] : []),
        );
        written += 1;
      }
    });
    while (written < 8) await new Promise((r) => setTimeout(r, 5));

    // The backup reads through a connection of its own, as `npm run backup` does.
    const live = new Database(livePath);
    const before = count(live, 'checkins');
    const backupDir = join(dir, 'backups', 'one');
    const report = await createBackup(live, liveUploads, backupDir);
    const afterBackup = written;
    while (written < afterBackup + 8) await new Promise((r) => setTimeout(r, 5));
    running = false;
    await Promise.all(load);
    const after = count(live, 'checkins');
    expect(report.missing).toEqual([]);

    const restoredPath = join(dir, 'restored', 'gateiros.db');
    const restoredUploads = join(dir, 'restored', 'uploads');
    await restoreBackup(backupDir, restoredPath, restoredUploads);

    const restored = openDatabase(restoredPath);
    try {
      const client = restored.$client;
      expect(client.pragma('integrity_check', { simple: true })).toBe('ok');
      const n = count(client, 'checkins');
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThan(after);
      // Every restored row is the live row as it was written.
      for (const row of client.prepare('select * from checkins').all() as { id: string }[]) {
        expect(live.prepare('select * from checkins where id = ?').get(row.id)).toEqual(row);
      }
      // A snapshot, not a mix: points equal the ledger for everyone.
      const mismatched = client
        .prepare(
          `select u.id from users u left join points_ledger l on l.user_id = u.id and l.pending = 0
            group by u.id having u.points <> coalesce(sum(l.points), 0)`,
        )
        .all();
      expect(mismatched).toEqual([]);
      // Every photo it names is there, byte for byte.
      const names = [...referencedPhotos(restored)];
      expect(names.length).toBeGreaterThan(2);
      for (const name of names) {
        expect(
          readFileSync(join(restoredUploads, name)).equals(readFileSync(join(liveUploads, name))),
        ).toBe(true);
      }
    } finally {
      restored.$client.close();
      live.close();
    }
    const empty = new Database(':memory:');
    await expect(createBackup(empty, liveUploads, backupDir)).rejects.toThrow(/exists/);
    empty.close();
  }, 60_000);
});
