import { afterEach, describe, expect, it } from 'vitest';
import type { JsonBody } from '../test/harness.js';
import {
  checkinFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  photo,
  pluck,
  PREFIXES,
  type RestApp,
} from '../test/rest-client.js';

/** The user and system REST routes, on both path families (with and without /api). */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

describe('user rows', () => {
  it.each(PREFIXES)('favourites: GET, POST and DELETE %s/users/favorites', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const cat = await r.registerCat(token);
    expect(
      expectDocumented('listFavorites', await r.get(`${p}/users/favorites`, { token }), 200),
    ).toEqual([]);
    const added = await r.post(`${p}/users/favorites`, { token, json: { catId: cat._id } });
    expect(expectDocumented('addFavorite', added, 200)).toEqual({
      catId: cat._id,
      isFavorite: true,
    });
    const list = await r.get(`${p}/users/favorites`, { token });
    expect(pluck(list.body, '_id')).toEqual([cat._id]);
    expect(list.body[0].isFavorite).toBe(true);
    const removed = await r.del(`${p}/users/favorites/${cat._id}`, { token });
    expect(expectDocumented('removeFavorite', removed, 200)).toEqual({
      catId: cat._id,
      isFavorite: false,
    });
    expect((await r.get(`${p}/users/favorites`, { token })).body).toEqual([]);
  });

  it.each(PREFIXES)('GET %s/users/profile answers the profile wrapper', async (p) => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
    const cat = await r.registerCat(token);
    await r.post('/api/users/favorites', { token, json: { catId: cat._id } });
    await r.post('/api/checkins', { token, form: form(checkinFields(cat._id)) });
    const profile = expectDocumented(
      'getProfile',
      await r.get(`${p}/users/profile`, { token }),
      200,
    );
    expect(profile.user._id).toBe(user.id);
    expect(profile).toMatchObject({ totalCheckIns: 1, totalUniqueCats: 1, totalDiscovered: 1 });
    expect(profile.stats).toEqual({
      totalCheckIns: 1,
      totalUniqueCats: 1,
      totalDiscovered: 1,
      favorites: 1,
      recentCheckIns: 1,
    });
    expect(pluck(profile.favorites, '_id')).toEqual([cat._id]);
    expect(profile.recentCheckIns).toHaveLength(1);
  });

  it.each(PREFIXES)('GET %s/users/stats answers the totals', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    await r.registerCat(token);
    const stats = expectDocumented('getStats', await r.get(`${p}/users/stats`, { token }), 200);
    expect(stats).toEqual({
      totalCheckIns: 0,
      totalUniqueCats: 0,
      totalDiscovered: 1,
      favorites: 0,
      recentCheckIns: 0,
    });
  });

  it.each(PREFIXES)('GET %s/users/ranking answers ranking, userRank, totalPages', async (p) => {
    r = await createRestApp();
    const ana = await r.signIn();
    const bia = await r.signIn({ name: 'Bia', email: 'bia@example.com' });
    await r.registerCat(ana.token);
    await r.registerCat(ana.token, { name: 'B' });
    await r.registerCat(bia.token);
    const top = expectDocumented(
      'getRanking',
      await r.get(`${p}/users/ranking?limit=1`, { token: bia.token }),
      200,
    );
    expect(top.ranking).toEqual([
      expect.objectContaining({ rank: 1, _id: ana.user.id, name: 'Ana', points: 100 }),
    ]);
    expect(top).toMatchObject({ userRank: 2, userPoints: 50, totalPages: 2 });
    for (const period of ['all', 'month', 'week']) {
      const page = await r.get(`${p}/users/ranking?period=${period}&page=1&limit=25`, {
        token: ana.token,
      });
      expectDocumented('getRanking', page, 200);
      expect(pluck(page.body.ranking, 'points')).toEqual([100, 50]);
      expect(page.body).toMatchObject({ userRank: 1, userPoints: 100 });
    }
    // Public, as the original's route was: without a token, no place of the caller.
    const anonymous = expectDocumented('getRanking', await r.get(`${p}/users/ranking`), 200);
    expect(pluck(anonymous.ranking, 'points')).toEqual([100, 50]);
    expect(anonymous).toMatchObject({ userRank: null, userPoints: null });
    // Signed in without points: no place, 0 points.
    const carol = await r.signIn({ name: 'Carol', email: 'carol@example.com' });
    const none = await r.get(`${p}/users/ranking`, { token: carol.token });
    expect(expectDocumented('getRanking', none, 200)).toMatchObject({
      userRank: null,
      userPoints: 0,
    });
  });

  it.each(PREFIXES)('PUT %s/users/profile (multipart) changes name, bio and picture', async (p) => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
    const res = await r.put(`${p}/users/profile`, {
      token,
      form: form({
        name: 'Ana Maria',
        bio: 'Cuido da praça',
        profilePicture: file(await photo(7)),
      }),
    });
    const body = expectDocumented('updateProfile', res, 200);
    expect(body).toMatchObject({ _id: user.id, name: 'Ana Maria', bio: 'Cuido da praça' });
    const picture = await r.get(body.profilePicture);
    expect(picture.headers['content-type']).toBe('image/webp');
    const json = await r.put(`${p}/users/profile`, { token, json: { bio: 'Gateira' } });
    expect(expectDocumented('updateProfile', json, 200)).toMatchObject({
      name: 'Ana Maria',
      bio: 'Gateira',
    });
  });

  it.each(PREFIXES)('PUT %s/users/profile (JSON) changes the notification settings', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const res = await r.put(`${p}/users/profile`, {
      token,
      json: { notificationSettings: { nearbyAlerts: false, radius: 3000 } },
    });
    expect(expectDocumented('updateProfile', res, 200).notificationSettings).toEqual({
      nearbyAlerts: false,
      favoriteUpdates: true,
      achievementAlerts: true,
      radius: 3000,
    });
  });

  it.each(PREFIXES)('PUT %s/users/profile/avatar sets a default avatar', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const res = await r.put(`${p}/users/profile/avatar`, { token, json: { avatarId: 'black' } });
    // Under /api, which a front forwarding only /api and /uploads passes on; the same image.
    const url = expectDocumented('setAvatar', res, 200).profilePicture as string;
    expect(url).toBe('/api/avatars/black.svg');
    const [viaApi, plain] = [await r.app.inject(url), await r.app.inject('/avatars/black.svg')];
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.headers['content-type']).toBe('image/svg+xml');
    expect(viaApi.body).toBe(plain.body);
    expect((await r.app.inject('/api/avatars/nope.svg')).statusCode).toBe(404);
    // tRPC, which the bundled app reads, keeps the stored path.
    const me = await r.app.inject({ url: '/trpc/auth.me', headers: { 'x-auth-token': token } });
    expect(me.json<JsonBody>().result.data.profilePicture).toBe('/avatars/black.svg');
  });

  it.each(PREFIXES)('GET %s/avatars answers the default list', async (p) => {
    r = await createRestApp();
    const avatars = expectDocumented('listAvatars', await r.get(`${p}/avatars`), 200);
    expect(pluck(avatars, 'url')).toEqual(
      ['orange', 'black', 'tabby', 'siamese'].map((id) => `/api/avatars/${id}.svg`),
    );
    expect(pluck(avatars, 'name')).toEqual([
      'Gato Laranja',
      'Gato Preto',
      'Gato Malhado',
      'Gato Siamês',
    ]);
  });
});

describe('system rows', () => {
  it.each(PREFIXES)('GET %s/health answers ok', async (p) => {
    r = await createRestApp();
    expect(expectDocumented('health', await r.get(`${p}/health`), 200)).toMatchObject({
      status: 'ok',
      commit: null,
    });
  });

  it('GET /api/openapi.json serves the document', async () => {
    r = await createRestApp();
    const doc = expectDocumented('openApiDocument', await r.get('/api/openapi.json'), 200);
    expect(doc.openapi).toBe('3.1.0');
    expect((await r.get('/openapi.json')).status).toBe(404);
  });
});
