import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { photoHashDistance, samePicture } from '../../shared/photo-hash.js';
import type { BonusDetail } from '../../shared/schemas/common-output.js';
import { cats, catPhotos, checkinPhotos } from '../db/schema.js';
import { DEMO_CAT_COLOURS, renderCatPhoto } from '../demo/cat-photos.js';
import { scheduledTasks } from '../jobs/tasks.js';
import { processPhoto } from '../lib/photos.js';
import { hashOldPhotos, UNREADABLE_PHOTO } from './photo-hash-backfill.js';
import {
  catData,
  catForm,
  checkIn,
  HOME,
  image,
  insertCat,
  registerCat,
} from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { photoErrorCode, picture } from '../test/photo-images.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
const hashOf = async (bytes: Buffer) => (await processPhoto(bytes)).phash;
const typesOf = (details: BonusDetail[]) => details.map((d) => d.type);

/** Copies a farmer would send: re-encoded, smaller, slightly cut, a little brighter. */
async function copiesOf(photo: Buffer) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const cut = (share: number) =>
    sharp(photo)
      .extract({
        left: Math.round(width * share),
        top: Math.round(height * share),
        width: Math.round(width * (1 - 2 * share)),
        height: Math.round(height * (1 - 2 * share)),
      })
      .jpeg({ quality: 80 })
      .toBuffer();
  return {
    'WebP at quality 50': await sharp(photo).webp({ quality: 50 }).toBuffer(),
    'half the size': await sharp(photo)
      .resize(Math.round(width / 2))
      .jpeg({ quality: 70 })
      .toBuffer(),
    '320 px high, PNG': await sharp(photo).resize({ height: 320 }).png().toBuffer(),
    'cut by 2 % on each side': await cut(0.02),
    '10 % brighter': await sharp(photo).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
  };
}

describe('the perceptual hash of a stored photo', () => {
  it('matches re-encoded, resized, cut and brightened copies of the same photo', async () => {
    const photos = {
      'a demo cat': await renderCatPhoto(DEMO_CAT_COLOURS[0], 7),
      'a test picture': await picture(3, 1200, 900).jpeg().toBuffer(),
    };
    for (const [name, photo] of Object.entries(photos)) {
      const stored = await hashOf(photo);
      for (const [copy, bytes] of Object.entries(await copiesOf(photo))) {
        const distance = photoHashDistance(stored, await hashOf(bytes));
        expect({ name, copy, same: distance <= 10 }).toEqual({ name, copy, same: true });
      }
    }
  });

  it("does not match another cat's photo", async () => {
    const orange = await hashOf(await renderCatPhoto(DEMO_CAT_COLOURS[0], 7));
    const others = [
      await renderCatPhoto(DEMO_CAT_COLOURS[1], 8),
      await renderCatPhoto(DEMO_CAT_COLOURS[0], 9), // the same colours, another photo
      await picture(3, 1200, 900).jpeg().toBuffer(),
    ];
    for (const other of others) expect(samePicture(orange, await hashOf(other))).toBe(false);
  });
});

describe('the photo rules', () => {
  it("refuses a cat's photo or a photo proof under 320 px on its short side, before anything is stored", async () => {
    h = createHarness();
    const user = h.createUser();
    const small = await picture(1, 800, 319).jpeg().toBuffer();
    const tall = await picture(2, 319, 800).png().toBuffer();
    expect(await photoErrorCode(processPhoto(small, { minShortSide: 320 }))).toBe('tooSmall');
    expect(await photoErrorCode(processPhoto(tall, { minShortSide: 320 }))).toBe('tooSmall');
    await expect(processPhoto(small)).resolves.toMatchObject({ width: 800, height: 319 });

    await expect(h.callerFor(user).cats.create(catForm(catData(), small))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'photoTooSmall',
    });
    const cat = insertCat(h);
    await expect(checkIn(h, user, cat, {}, [await image(), tall], 'en')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'photoTooSmall',
    });
    // Nothing was stored, not even the photo that was big enough.
    expect(h.db.select().from(cats).all()).toHaveLength(1);
    expect(h.db.select().from(checkinPhotos).all()).toHaveLength(0);
    const exact = await picture(4, 320, 320).jpeg().toBuffer();
    await expect(checkIn(h, user, cat, {}, [exact])).resolves.toMatchObject({ pointsEarned: 30 });
  });

  it('keeps the hash of every stored photo', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = await registerCat(h, user);
    await checkIn(h, user, cat, {}, [await image('jpeg', 5)]);
    const hashes = [
      ...h.db.select({ phash: catPhotos.phash }).from(catPhotos).all(),
      ...h.db.select({ phash: checkinPhotos.phash }).from(checkinPhotos).all(),
    ].map((row) => row.phash);
    expect(hashes).toEqual([await hashOf(await image()), await hashOf(await image('jpeg', 5))]);
    expect(hashes.every((hash) => /^[0-9a-f]{16}$/.test(hash ?? ''))).toBe(true);
  });

  it('a photo proof that is the same picture as a stored photo earns no photoProof, and says why', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const cat = await registerCat(h, ana); // its photo is image() (seed 0)
    const first = await checkIn(h, bia, cat, {}, [await image('jpeg', 1)]);
    expect(typesOf(first.bonusDetails)).toContain('photoProof');

    h.clock.advance(5 * HOUR);
    // The cat's own photo, made smaller and re-encoded.
    const copy = await sharp(await image())
      .resize(500)
      .webp()
      .toBuffer();
    const again = await checkIn(h, bia, cat, {}, [copy], 'es');
    expect(typesOf(again.bonusDetails)).not.toContain('photoProof');
    expect(again.bonusDetails).toContainEqual({
      type: 'photoSeenBefore',
      message: 'Sin bono por la foto: esta foto ya se envió antes.',
      points: 0,
    });
    expect(again.pointsEarned).toBe(10);

    h.clock.advance(5 * HOUR);
    // Someone else's earlier check-in photo counts too; one new picture among them is a proof.
    const mixed = await checkIn(h, ana, cat, {}, [await image('jpeg', 1), await image('jpeg', 2)]);
    expect(typesOf(mixed.bonusDetails)).toContain('photoProof');
    h.clock.advance(5 * HOUR);
    const reused = await checkIn(h, ana, cat, {}, [await image('jpeg', 2)]);
    expect(typesOf(reused.bonusDetails)).toEqual(expect.arrayContaining(['photoSeenBefore']));
  });
});

describe('cats.similar with the photo chosen on the add-cat form', () => {
  it('names the cats with the same picture wherever they are, first, with only their public position', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const moderator = h.createUser({ isModerator: true });
    // 2 km north: outside the 300 m of the duplicate search.
    const far = await registerCat(h, ana, {
      name: 'Longe',
      location: { latitude: HOME.latitude + 0.018, longitude: HOME.longitude, address: 'Rua' },
    });
    const near = await registerCat(h, ana, { name: 'Perto' }, [await image('jpeg', 9)]);
    // Both were registered with image() as their main photo: its copy matches both.
    const chosen = await hashOf(
      await sharp(await image())
        .resize(500)
        .webp()
        .toBuffer(),
    );

    const found = await h.callerFor(bia).cats.similar({ ...HOME, photoHash: chosen });
    expect(found.map((cat) => [cat.name, cat.samePhoto])).toEqual([
      ['Perto', true],
      ['Longe', true],
    ]);
    // Bia is not their carer: the public position, and no distance for the far one.
    const row = h.db
      .select()
      .from(cats)
      .all()
      .find((cat) => cat.id === far._id)!;
    expect(found[1]!.location.coordinates).toEqual([row.publicLng, row.publicLat]);
    expect(found[1]!.distance).toBeUndefined();

    const other = await hashOf(await image('jpeg', 4));
    const onlyNear = await h.callerFor(bia).cats.similar({ ...HOME, photoHash: other });
    expect(onlyNear.map((cat) => [cat.name, cat.samePhoto])).toEqual([['Perto', false]]);

    // A cat hidden by moderation is not offered.
    await h.callerFor(moderator).moderation.hide({
      targetType: 'cat',
      targetId: far._id,
      reason: 'Falso',
    });
    const afterHide = await h.callerFor(bia).cats.similar({ ...HOME, photoHash: chosen });
    expect(afterHide.map((cat) => cat.name)).toEqual(['Perto']);
    expect(near._id).toBe(afterHide[0]!._id);
  });

  it('refuses a photo hash that is not 16 hex digits with a clear 400', async () => {
    h = createHarness();
    const user = h.createUser();
    await expect(
      h.callerFor(user).cats.similar({ ...HOME, photoHash: 'not-a-hash' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('photos stored before they had a hash', () => {
  it('are hashed by the photoHashes task; a file that cannot be read is marked and never matches', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = await registerCat(h, user, {}, [await image('jpeg', 6)]);
    await checkIn(h, user, cat, {}, [await image('jpeg', 7)]);
    const before = [
      ...h.db.select({ id: catPhotos.id, phash: catPhotos.phash }).from(catPhotos).all(),
      ...h.db
        .select({ id: checkinPhotos.id, phash: checkinPhotos.phash })
        .from(checkinPhotos)
        .all(),
    ];
    h.db.update(catPhotos).set({ phash: null }).where(isNotNull(catPhotos.phash)).run();
    h.db.update(checkinPhotos).set({ phash: null }).where(isNotNull(checkinPhotos.phash)).run();
    // One file lost (a restore without its uploads folder).
    const lost = h.db.select().from(catPhotos).where(eq(catPhotos.position, 1)).get()!;
    rmSync(path.join(h.uploadsDir, ...lost.file.split('/')));

    expect(await hashOldPhotos(h.db, h.uploadsDir)).toBe(3);
    const after = [
      ...h.db.select({ id: catPhotos.id, phash: catPhotos.phash }).from(catPhotos).all(),
      ...h.db
        .select({ id: checkinPhotos.id, phash: checkinPhotos.phash })
        .from(checkinPhotos)
        .all(),
    ];
    // From the stored WebP, not the upload: the same picture, if not always the same bits.
    expect(
      after.map((row, i) =>
        row.id === lost.id ? row.phash : samePicture(row.phash!, before[i]!.phash!),
      ),
    ).toEqual(before.map((row) => (row.id === lost.id ? UNREADABLE_PHOTO : true)));
    expect(await hashOldPhotos(h.db, h.uploadsDir)).toBe(0);
    // The marker matches nothing: a new check-in photo still earns its proof.
    h.clock.advance(5 * HOUR);
    const next = await checkIn(h, user, cat, {}, [await image('jpeg', 8)]);
    expect(typesOf(next.bonusDetails)).toContain('photoProof');
    expect(scheduledTasks(h.deps).map((task) => task.name)).toContain('photoHashes');
  });
});
