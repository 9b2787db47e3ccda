import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storePhotos } from '../lib/photos.js';
import { sweepOrphanPhotos } from '../lib/orphan-photos.js';
import { checkIn, jpeg, profileForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

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

describe('sweepOrphanPhotos (run at startup after a crash)', () => {
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

  it('does nothing when there are no photos yet', async () => {
    h = createHarness();
    expect(await sweepOrphanPhotos(h.db, h.uploadsDir)).toEqual([]);
  });
});
