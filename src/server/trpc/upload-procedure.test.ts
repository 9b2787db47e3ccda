import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { catPhotos, cats, checkinPhotos, checkins, users } from '../db/schema.js';
import { UPLOAD_LIMITS } from '../lib/upload-limits.js';
import {
  catData,
  catForm,
  checkinData,
  checkinForm,
  insertCat,
  jpeg,
  profileForm,
  uploadForm,
} from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The four upload procedures (cats.create, cats.update, checkins.create, users.updateProfile)
 * through the real app over HTTP, as the web client sends them: a multipart form with `data` as
 * JSON and the photos as files.
 */

let t: TestApp;
afterEach(() => t?.close());

const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

async function signedIn() {
  t = await createTestApp();
  const user = t.createUser({ name: 'Ana', bio: 'Gateira' });
  const headers = { 'x-auth-token': await t.tokenFor(user), 'x-lang': 'en' };
  const post = (path: string, form: FormData) => t.postForm(path, form, headers);
  return { user, post };
}

/** Each photo URL of an answer serves a stored image. */
async function expectServed(urls: string[]) {
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/webp');
  }
}

describe('upload procedures', () => {
  it('store what the form carries: `data` parsed by its schema, the files as photos', async () => {
    const { user, post } = await signedIn();
    const extras = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => jpeg(i)));

    const created = await post('cats.create', catForm(catData(), await jpeg(), extras));
    expect(created.status).toBe(200);
    const cat = created.body.result.data;
    // Beyond five, additional photos are dropped.
    expect(cat.additionalPhotos).toHaveLength(UPLOAD_LIMITS.additionalPhotosMax);
    await expectServed([cat.photoUrl, ...cat.additionalPhotos]);
    const row = t.db.select().from(cats).where(eq(cats.id, cat._id)).get();
    expect(row).toMatchObject({ name: 'Mingau', color: 'Branco', discoveredById: user.id });
    const photosOf = (id: string) =>
      t.db.select().from(catPhotos).where(eq(catPhotos.catId, id)).all();
    expect(photosOf(cat._id)).toHaveLength(1 + UPLOAD_LIMITS.additionalPhotosMax);

    // A form without files changes the fields it names and keeps the photos.
    const updated = await post('cats.update', catForm({ id: cat._id, name: 'Mingo' }));
    expect(updated.status).toBe(200);
    expect(updated.body.result.data).toMatchObject({ name: 'Mingo', photoUrl: cat.photoUrl });
    expect(t.db.select().from(cats).where(eq(cats.id, cat._id)).get()?.name).toBe('Mingo');
    expect(photosOf(cat._id)).toHaveLength(1 + UPLOAD_LIMITS.additionalPhotosMax);

    const stray = insertCat(t);
    const checkedIn = await post(
      'checkins.create',
      checkinForm(checkinData(stray), [await jpeg(9)]),
    );
    expect(checkedIn.status).toBe(200);
    const stored = t.db.select().from(checkins).where(eq(checkins.catId, stray.id)).all();
    expect(stored).toEqual([expect.objectContaining({ userId: user.id })]);
    const checkinPhotoRows = t.db
      .select()
      .from(checkinPhotos)
      .where(eq(checkinPhotos.checkinId, stored[0]!.id))
      .all();
    expect(checkinPhotoRows).toHaveLength(1);

    const profile = await post(
      'users.updateProfile',
      profileForm({ bio: '  Oi ' }, await jpeg(10)),
    );
    expect(profile.status).toBe(200);
    expect(profile.body.result.data).toMatchObject({ name: 'Ana', bio: 'Oi' });
    await expectServed([profile.body.result.data.profilePicture]);
    const account = t.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(account).toMatchObject({ name: 'Ana', bio: 'Oi' });
    expect(account?.profilePicture).not.toBe('');
  });

  it('refuse a bad form in the user language, storing nothing', async () => {
    const { user, post } = await signedIn();
    const cat = insertCat(t, { discoveredById: user.id });
    const big = Buffer.alloc(UPLOAD_LIMITS.photoMaxBytes + 1);
    const photo = await jpeg();
    const manyParts = uploadForm(
      catData(),
      Object.fromEntries(
        Array.from({ length: UPLOAD_LIMITS.formMaxParts }, (_, i) => [`f${i}`, ['x']]),
      ),
    );
    const notImage = 'Invalid photo: send a JPEG, PNG or WebP image.';

    const cases = [
      ['cats.create', catForm(catData(), big), 413, 'Each photo can be at most 10 MB.'],
      ['cats.create', uploadForm(catData(), { photo: ['text'] }), 400, notImage],
      ['cats.create', manyParts, 413, 'The request is too large.'],
      [
        'cats.update',
        uploadForm('{"id":', { photo: [photo] }),
        400,
        'The request body is not valid JSON.',
      ],
      [
        'checkins.create',
        checkinForm(checkinData(cat), Array(6).fill(photo) as Buffer[]),
        400,
        'At most 5 photos allowed',
      ],
      ['users.updateProfile', uploadForm({}, { profilePicture: [photo, photo] }), 400, notImage],
    ] as const;
    for (const [path, form, status, message] of cases) {
      const res = await post(path, form);
      expect(res.status, message).toBe(status);
      expect(res.body.error.message).toBe(message);
    }

    const missing = await post('cats.create', catForm(catData()));
    expect(missing.status).toBe(400);
    expect(missing.body.error.data.errors).toEqual([
      { param: 'photo', msg: expect.any(String) as string },
    ]);
    const noAction = await post(
      'checkins.create',
      checkinForm({ ...checkinData(cat), actions: [] }, [photo]),
    );
    expect(noAction.status).toBe(400);
    expect(noAction.body.error.data.errors).toEqual([
      { param: 'actions', msg: expect.any(String) as string },
    ]);

    expect(t.db.select().from(cats).all()).toEqual([cat]);
    expect(t.db.select().from(catPhotos).all()).toEqual([]);
    expect(t.db.select().from(checkins).all()).toEqual([]);
    expect(t.db.select().from(users).where(eq(users.id, user.id)).get()).toEqual(user);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });
});
