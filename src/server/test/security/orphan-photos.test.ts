import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storePhotos } from '../../lib/photos.js';
import { sweepOrphanPhotos } from '../../lib/orphan-photos.js';
import { checkIn, jpeg, profileForm, registerCat } from '../fixtures.js';
import { createHarness, type Harness } from '../harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

describe('sweepOrphanPhotos (run at startup, in the background, after a crash)', () => {
  it('removes photos no row refers to and temporary files, and nothing else', async () => {
    h = createHarness();
    const user = h.createUser({ name: 'Ana' });
    const cat = await registerCat(h, user, {}, [await jpeg(2)]);
    await checkIn(h, user, cat, {}, [await jpeg(3)]);
    await h.callerFor(user).users.updateProfile(profileForm({}, await jpeg(4)));
    const kept = files(h.uploadsDir);
    // cat main + 1 additional, 1 check-in photo, 1 profile picture: each a full file and a thumb.
    expect(kept).toHaveLength(8);

    // What a process killed between writing photos and committing leaves behind.
    const [orphan] = await storePhotos(h.uploadsDir, [await jpeg(5)]);
    const temp = `${orphan!.file}.0a1b2c3d.tmp`;
    writeFileSync(join(h.uploadsDir, temp), 'half');
    // Not ours: left alone.
    mkdirSync(join(h.uploadsDir, 'photos', 'zz'), { recursive: true });
    writeFileSync(join(h.uploadsDir, 'photos', 'zz', 'notes.txt'), 'x');
    writeFileSync(join(h.uploadsDir, 'README'), 'x');

    const removed = await sweepOrphanPhotos(h.db, h.uploadsDir);
    expect(removed.sort()).toEqual([orphan!.file, orphan!.thumb, temp].sort());
    expect(files(h.uploadsDir)).toEqual(
      [...kept, 'README', join('photos', 'zz', 'notes.txt')].sort(),
    );
    expect(await sweepOrphanPhotos(h.db, h.uploadsDir)).toEqual([]);
  });

  it('leaves files written since `before` alone: uploads of the running server', async () => {
    h = createHarness();
    const [old, fresh] = await storePhotos(h.uploadsDir, [await jpeg(6), await jpeg(7)]);
    const anHourAgo = new Date(Date.now() - 3600_000);
    for (const name of [old!.file, old!.thumb]) {
      utimesSync(join(h.uploadsDir, name), anHourAgo, anHourAgo);
    }
    const before = new Date(Date.now() - 60_000);
    const removed = await sweepOrphanPhotos(h.db, h.uploadsDir, before);
    expect(removed.sort()).toEqual([old!.file, old!.thumb].sort());
    expect(files(h.uploadsDir)).toEqual([fresh!.file, fresh!.thumb].sort());
  });

  it('does nothing when there are no photos yet', async () => {
    h = createHarness();
    expect(await sweepOrphanPhotos(h.db, h.uploadsDir)).toEqual([]);
  });
});
