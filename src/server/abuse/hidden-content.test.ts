import { afterEach, describe, expect, it } from 'vitest';
import {
  checkinFields,
  createRestApp,
  file,
  form,
  HOME,
  photo,
  pluck,
  type RestApp,
} from '../test/rest-client.js';
import { ask, mutate } from './http.js';

// Attack: content a moderator hid keeps working. A hidden cat still took check-ins that earn
// points, its check-ins stayed public through checkins.byCat, its photos stayed at their URL, and
// hidden items were dropped after paging, so pages and totals shifted.

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

async function setUp() {
  r = await createRestApp();
  const ana = await r.signIn({ name: 'Ana' });
  const bia = await r.signIn({ name: 'Bia', email: 'bia@gateiros.test' });
  const caio = await r.signIn({ name: 'Caio', email: 'caio@gateiros.test' });
  const mod = await r.signIn({ name: 'Mara', email: 'mara@gateiros.test', isModerator: true });
  return { ana, bia, caio, mod };
}

const checkIn = (token: string, catId: string) =>
  r.post('/api/checkins', { token, form: form(checkinFields(catId)) });

async function checkInWithPhoto(token: string, catId: string, seed: number) {
  const res = await r.post('/api/checkins', {
    token,
    form: form({ ...checkinFields(catId), photos: file(await photo(seed)) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const hide = (token: string, targetType: string, targetId: string) =>
  mutate(r, 'moderation.hide', { targetType, targetId, reason: 'Cadastro falso' }, token);

describe('a hidden cat', () => {
  it('takes no check-ins (the same 404 as a missing cat) but from its registrar and moderators', async () => {
    const { ana, bia, mod } = await setUp();
    const cat = await r.registerCat(ana.token);
    expect((await hide(mod.token, 'cat', cat._id)).status).toBe(200);

    const missing = await checkIn(bia.token, 'f'.repeat(24));
    const hidden = await checkIn(bia.token, cat._id);
    expect(missing.status).toBe(404);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect((await ask(r, 'checkins.byCat', { catId: cat._id }, bia.token)).status).toBe(404);
    expect((await ask(r, 'checkins.byCat', { catId: cat._id })).status).toBe(404);

    expect((await checkIn(ana.token, cat._id)).status).toBe(201);
    expect((await checkIn(mod.token, cat._id)).status).toBe(201);
  });

  it('leaves its check-ins out of every list, and its photos and check-in photos answer 404 until restored', async () => {
    const { ana, bia, caio, mod } = await setUp();
    const cat = await r.registerCat(ana.token);
    const seen = await checkInWithPhoto(bia.token, cat._id, 7);
    const other = await r.registerCat(ana.token, { name: 'Outro' });
    await checkInWithPhoto(bia.token, other._id, 8);
    const urls = [cat.photoUrl, cat.thumbnailUrl, seen.checkIn.photos[0].url] as string[];
    for (const url of urls) expect((await r.app.inject({ url })).statusCode).toBe(200);

    expect((await hide(mod.token, 'cat', cat._id)).status).toBe(200);
    for (const url of urls) {
      const res = await r.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Bia's own history: one check-in left, counted as one.
    const mine = await r.get('/api/checkins/user?limit=1', { token: bia.token });
    expect(mine.body).toMatchObject({ total: 1, totalPages: 1 });
    expect(pluck(pluck(mine.body.checkIns, 'cat'), '_id')).toEqual([other._id]);
    const profile = await r.get('/api/users/profile', { token: bia.token });
    expect(pluck(pluck(profile.body.recentCheckIns, 'cat'), '_id')).toEqual([other._id]);
    // Its registrar and moderators still see it all.
    const own = await ask(r, 'checkins.byCat', { catId: cat._id }, ana.token);
    expect(own.body.result.data.total).toBe(1);
    expect((await ask(r, 'cats.byId', { id: cat._id }, caio.token)).status).toBe(404);

    expect(
      (
        await mutate(
          r,
          'moderation.restore',
          { targetType: 'cat', targetId: cat._id, reason: 'Engano' },
          mod.token,
        )
      ).status,
    ).toBe(200);
    for (const url of urls) expect((await r.app.inject({ url })).statusCode).toBe(200);
    const back = await r.get('/api/checkins/user?limit=1', { token: bia.token });
    expect(back.body).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('a hidden photo alone answers 404 at its URL; the cat stays', async () => {
    const { ana, mod } = await setUp();
    const cat = await r.registerCat(ana.token, { additionalPhotos: [file(await photo(5))] });
    const page = await ask(r, 'cats.byId', { id: cat._id });
    const extra = page.body.result.data.cat;
    expect((await hide(mod.token, 'photo', extra.additionalPhotoIds[0])).status).toBe(200);
    expect((await r.app.inject({ url: extra.additionalPhotos[0] })).statusCode).toBe(404);
    expect((await r.app.inject({ url: extra.additionalPhotoThumbnails[0] })).statusCode).toBe(404);
    expect((await r.app.inject({ url: extra.photoUrl })).statusCode).toBe(200);
  });
});

describe('lists drop hidden items before paging', () => {
  it('cat lists and a cat’s check-ins keep their pages and totals', async () => {
    const { ana, bia, caio, mod } = await setUp();
    const names = ['Ana1', 'Ana2', 'Ana3'];
    const cats = [];
    for (const name of names) cats.push(await r.registerCat(ana.token, { name }));
    expect((await hide(mod.token, 'cat', cats[1]!._id)).status).toBe(200);

    const pageOf = async (n: number, extra = '') => {
      const res = await r.get(`/api/cats?limit=1&page=${n}&sort=name${extra}`, {
        token: caio.token,
      });
      return res.body;
    };
    const first = await pageOf(1);
    expect(first).toMatchObject({ total: 2, totalPages: 2 });
    expect(pluck(first.cats, 'name')).toEqual(['Ana1']);
    expect(pluck((await pageOf(2)).cats, 'name')).toEqual(['Ana3']);
    // Nearest first from a point: the same two, one per page.
    const near = `&latitude=${HOME.latitude}&longitude=${HOME.longitude}`;
    const byDistance = [
      await r.get(`/api/cats?limit=1&page=1${near}`, { token: caio.token }),
      await r.get(`/api/cats?limit=1&page=2${near}`, { token: caio.token }),
    ];
    expect(byDistance[0]!.body).toMatchObject({ total: 2, totalPages: 2 });
    expect(byDistance.flatMap((res) => pluck(res.body.cats, 'name')).sort()).toEqual([
      'Ana1',
      'Ana3',
    ]);
    const nearby = await ask(r, 'cats.nearby', { ...HOME, limit: 2 });
    expect(pluck(nearby.body.result.data, 'name').sort()).toEqual(['Ana1', 'Ana3']);

    // A cat's check-ins, one hidden: two left, one per page.
    const checkIns = [];
    for (const who of [bia, caio, bia]) {
      const res = await checkIn(who.token, cats[0]!._id);
      expect(res.status).toBe(201);
      checkIns.push(res.body.checkIn._id as string);
    }
    expect((await hide(mod.token, 'checkin', checkIns[1]!)).status).toBe(200);
    const p1 = await ask(r, 'checkins.byCat', { catId: cats[0]!._id, limit: 1, page: 1 });
    const p2 = await ask(r, 'checkins.byCat', { catId: cats[0]!._id, limit: 1, page: 2 });
    expect(p1.body.result.data).toMatchObject({ total: 2, totalPages: 2 });
    expect([p1, p2].map((p) => (p.body.result.data.checkIns as unknown[]).length)).toEqual([1, 1]);
    expect(
      [p1, p2].flatMap((p) => pluck(p.body.result.data.checkIns, '_id')).includes(checkIns[1]),
    ).toBe(false);
  });
});
