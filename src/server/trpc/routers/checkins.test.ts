import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkinData, checkinForm, insertCat, jpeg } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

function seed() {
  const user = t.createUser({ name: 'Ana', email: 'ana@x.com' });
  return { user, cat: insertCat(t, { discoveredById: user.id }) };
}

describe('checkins over HTTP (tRPC, multipart)', () => {
  it('creates a check-in with photos from a multipart body', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const form = checkinForm(checkinData(cat), [await jpeg(1)]);
    const res = await t.postForm('checkins.create', form, {
      'x-auth-token': await t.tokenFor(user),
    });
    expect(res.status).toBe(200);
    const data = res.body.result.data;
    expect(data.pointsEarned).toBe(10 + 15 + 5);
    expect(data.checkIn.photos).toHaveLength(1);

    const photo = await t.app.inject({ method: 'GET', url: data.checkIn.photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const list = await t.query('checkins.byCat', { catId: cat.id });
    expect(list.body.result.data.total).toBe(1);
  });

  it('answers field errors in the caller language and stores nothing', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const form = checkinForm({ ...checkinData(cat), actions: [] }, [await jpeg()]);
    const res = await t.postForm('checkins.create', form, {
      'x-auth-token': await t.tokenFor(user),
      'x-lang': 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Select at least one action you performed');
    expect(res.body.error.data.errors).toEqual([
      { param: 'actions', msg: 'Select at least one action you performed' },
    ]);
    expect(readdirSync(t.uploadsDir, { recursive: true })).toEqual([]);
  });

  it('answers 400 for too many photos and 401 without a token', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => jpeg(i)));
    const res = await t.postForm('checkins.create', checkinForm(checkinData(cat), photos), {
      'x-auth-token': await t.tokenFor(user),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Máximo de 5 fotos permitidas');
    const anon = await t.postForm('checkins.create', checkinForm(checkinData(cat)));
    expect(anon.status).toBe(401);
  });
});
