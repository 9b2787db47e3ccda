import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '../backup.js';
import { openDatabase } from '../db/client.js';
import { catPhotos } from '../db/schema.js';
import { jpeg, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { sweepOrphanPhotos } from './orphan-photos.js';
import { previewOf, removePhotos, storePhotos } from './photos.js';
import { previewEncodes, PreviewStore } from './previews.js';

let h: Harness | undefined;
let dir: string | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();

const noLog = () => undefined;

/** A preview made through the store, as GET /preview/ makes it; its name. */
async function makePreview(uploadsDir: string, file: string) {
  const answer = await new PreviewStore(uploadsDir, noLog).jpeg(file, '127.0.0.1', Date.now());
  expect(answer && 'jpeg' in answer).toBe(true);
  return previewOf(file)!;
}

describe('kept link previews', () => {
  it('are removed by the orphan sweep when their photo is gone, with half-written ones', async () => {
    h = createHarness();
    const user = h.createUser({ name: 'Ana' });
    await registerCat(h, user);
    const [photo] = h.db.select().from(catPhotos).all();
    const kept = await makePreview(h.uploadsDir, photo!.file);

    // A preview of a photo whose row never committed (or was deleted), and a half-written one.
    const [orphan] = await storePhotos(h.uploadsDir, [await jpeg(5)]);
    const orphanPreview = await makePreview(h.uploadsDir, orphan!.file);
    const temp = `${kept}.0a1b2c3d.tmp`;
    writeFileSync(join(h.uploadsDir, temp), 'half');
    // Not ours: left alone.
    writeFileSync(join(h.uploadsDir, 'previews', 'notes.txt'), 'x');

    const removed = await sweepOrphanPhotos(h.db, h.uploadsDir);
    expect(removed.sort()).toEqual([orphan!.file, orphan!.thumb, orphanPreview, temp].sort());
    expect(existsSync(join(h.uploadsDir, kept))).toBe(true);
    expect(existsSync(join(h.uploadsDir, 'previews', 'notes.txt'))).toBe(true);
  });

  it('go with their photo, also when it is deleted while its preview is being made', async () => {
    h = createHarness();
    const [photo, other] = await storePhotos(h.uploadsDir, [await jpeg(1), await jpeg(2)]);
    const kept = await makePreview(h.uploadsDir, photo!.file);
    await removePhotos(h.uploadsDir, [photo!]);
    expect(existsSync(join(h.uploadsDir, kept))).toBe(false);

    const making = new PreviewStore(h.uploadsDir, noLog).jpeg(other!.file, '::1', Date.now());
    await removePhotos(h.uploadsDir, [other!]);
    await making;
    expect(files(h.uploadsDir).filter((name) => name.startsWith('previews'))).toEqual([]);
  });

  it('answer null, not an error, for a photo whose file is missing', async () => {
    h = createHarness();
    const store = new PreviewStore(h.uploadsDir, noLog);
    const before = previewEncodes();
    expect(await store.jpeg('photos/ab/ab0000000000000000000000.webp', '::1', 0)).toBeNull();
    expect(await store.jpeg('elsewhere/x.webp', '::1', 0)).toBeNull();
    expect(previewEncodes() - before).toBe(1);
  });

  it('are left out of backups, and a restore removes them (they are made again)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-previews-'));
    const databasePath = join(dir, 'live', 'gateiros.db');
    mkdirSync(join(dir, 'live'));
    h = createHarness();
    // The harness's database is in memory: a file database with a cat and its photo.
    const db = openDatabase(databasePath);
    try {
      const [photo] = await storePhotos(h.uploadsDir, [await jpeg(3)]);
      const preview = await makePreview(h.uploadsDir, photo!.file);
      const backup = join(dir, 'backups', 'one');
      const report = await createBackup(db.$client, h.uploadsDir, backup);
      expect(files(join(backup, 'uploads'))).toEqual([photo!.file, photo!.thumb].sort());
      expect(report.files).toBe(2);

      const restoredUploads = join(dir, 'restored', 'uploads');
      mkdirSync(dirname(join(restoredUploads, preview)), { recursive: true });
      writeFileSync(join(restoredUploads, preview), 'from before the restore');
      await restoreBackup(backup, join(dir, 'restored', 'gateiros.db'), restoredUploads);
      expect(files(restoredUploads)).toEqual([photo!.file, photo!.thumb].sort());
    } finally {
      db.$client.close();
    }
  });
});
