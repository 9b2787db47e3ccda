import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offsetPoint } from '../../shared/geo.js';
import type { User } from '../db/schema.js';
import {
  catFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  HOME,
  photo,
  pluck,
  type RestApp,
} from '../test/rest-client.js';

/** One test per row of SPEC.md §7, on both path families (with and without /api). */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

const PREFIXES = ['/api', ''] as const;

async function signIn(fields: Partial<User> = {}) {
  const user = r.createUser({ name: 'Ana', ...fields });
  return { user, token: await r.tokenFor(user) };
}

async function createCat(token: string, over: Parameters<typeof catFields>[0] = {}) {
  const res = await r.post('/api/cats', { token, form: form(await catFields(over)) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const pointJson = (latitude: number, longitude: number) =>
  JSON.stringify({ type: 'Point', coordinates: [longitude, latitude] });

/** A check-in 10 m from HOME, actions and needs as JSON text (SPEC.md §7). */
const checkinFields = (catId: string, over: Record<string, string | File | File[]> = {}) => {
  const near = offsetPoint(HOME.latitude, HOME.longitude, 10, 0);
  return {
    catId,
    location: pointJson(near.latitude, near.longitude),
    actions: JSON.stringify(['Alimentou', 'Deu água']),
    actionsDescription: 'Ração e água fresca',
    healthStatus: 'Bom',
    needs: JSON.stringify(['Abrigo']),
    needsDescription: 'Chove muito',
    ...over,
  };
};

describe('auth rows', () => {
  it.each(PREFIXES)('GET %s/auth/me answers the user itself, 401 without a token', async (p) => {
    r = await createRestApp();
    const { user, token } = await signIn();
    const me = expectDocumented('getMe', await r.get(`${p}/auth/me`, { token }), 200);
    expect(me).toMatchObject({ _id: user.id, name: 'Ana', email: user.email, level: 1 });
    const bearer = await r.get(`${p}/auth/me`, { token, bearer: true });
    expect(bearer.body._id).toBe(user.id);
    const anon = expectDocumented('getMe', await r.get(`${p}/auth/me`), 401);
    expect(anon).toEqual({ msg: 'Não autorizado. Por favor, faça login novamente.' });
    const forged = await r.get(`${p}/auth/me`, { token: `${token}x` });
    expect(forged.status).toBe(401);
  });

  it.each(PREFIXES)('GET %s/auth/verify answers {valid}', async (p) => {
    r = await createRestApp();
    const { token } = await signIn();
    expect(
      expectDocumented('verifyToken', await r.get(`${p}/auth/verify`, { token }), 200),
    ).toEqual({ valid: true });
    expect((await r.get(`${p}/auth/verify`, { token, bearer: true })).body).toEqual({
      valid: true,
    });
    expect((await r.get(`${p}/auth/verify`)).body).toEqual({ valid: false });
    expect((await r.get(`${p}/auth/verify`, { token: 'garbage' })).body).toEqual({ valid: false });
  });

  it.each(PREFIXES)('GET %s/users/me answers the user itself', async (p) => {
    r = await createRestApp();
    const { user, token } = await signIn();
    const me = expectDocumented(
      'getCurrentUser',
      await r.get(`${p}/users/me`, { token, bearer: true }),
      200,
    );
    expect(me._id).toBe(user.id);
    expect(me.notificationSettings).toEqual({
      nearbyAlerts: true,
      favoriteUpdates: true,
      achievementAlerts: true,
      radius: 5000,
    });
    expect((await r.get(`${p}/users/me`)).status).toBe(401);
  });

  it.each(PREFIXES)('POST %s/auth/register answers 201 {token, user}', async (p) => {
    r = await createRestApp();
    const res = await r.post(`${p}/auth/register`, {
      json: { name: 'Bia', email: 'Bia@Example.com', password: 'secret1' },
    });
    const body = expectDocumented('register', res, 201);
    expect(body.user).toMatchObject({ name: 'Bia', email: 'bia@example.com', points: 0 });
    const me = await r.get(`${p}/auth/me`, { token: body.token });
    expect(me.body._id).toBe(body.user._id);
    const again = await r.post(`${p}/auth/register`, {
      json: { name: 'Bia', email: 'bia@example.com', password: 'secret1' },
    });
    expect(expectDocumented('register', again, 409)).toEqual({
      msg: 'Este e-mail já está cadastrado',
    });
  });

  it.each(PREFIXES)('POST %s/auth/login answers {token, user}', async (p) => {
    r = await createRestApp();
    await r.post(`${p}/auth/register`, {
      json: { name: 'Bia', email: 'bia@example.com', password: 'secret1' },
    });
    const res = await r.post(`${p}/auth/login`, {
      json: { email: 'bia@example.com', password: 'secret1' },
    });
    const body = expectDocumented('login', res, 200);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user.email).toBe('bia@example.com');
    const wrong = await r.post(`${p}/auth/login`, {
      json: { email: 'bia@example.com', password: 'nope!!' },
    });
    // SPEC.md §8: a 400 with msg is shown as 'Erro: {msg}'.
    expect(expectDocumented('login', wrong, 400)).toEqual({ msg: 'E-mail ou senha incorretos' });
  });
});

describe('Google sign-in rows', () => {
  let server: Server;
  let base = '';
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/certs') {
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      const ok = req.headers.authorization === 'Bearer access-1';
      res.statusCode = ok ? 200 : 401;
      res.end(
        JSON.stringify(
          ok ? { sub: 'g-2', email: 'cau@gmail.com', email_verified: true, name: 'Cau' } : {},
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const googleApp = () =>
    createRestApp({
      settings: {
        GOOGLE_CLIENT_ID: 'client-123',
        GOOGLE_JWKS_URL: `${base}/certs`,
        GOOGLE_USERINFO_URL: `${base}/userinfo`,
      },
    });

  it.each(PREFIXES)('POST %s/auth/google {idToken} answers {token, user}', async (p) => {
    r = await googleApp();
    const now = Math.floor(r.clock.now().getTime() / 1000);
    const idToken = await new SignJWT({ sub: 'g-1', email: 'bia@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('client-123')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(keys.privateKey);
    const body = expectDocumented(
      'googleSignIn',
      await r.post(`${p}/auth/google`, { json: { idToken } }),
      200,
    );
    expect(body.user).toMatchObject({ email: 'bia@gmail.com', hasPassword: false });
    const bad = await r.post(`${p}/auth/google`, { json: { idToken: `${idToken}x` } });
    expect(expectDocumented('googleSignIn', bad, 401).msg).toBe(
      'Não foi possível validar o login com Google.',
    );
  });

  it.each(PREFIXES)(
    'POST %s/auth/google {token} (access token) answers {token, user}',
    async (p) => {
      r = await googleApp();
      const res = await r.post(`${p}/auth/google`, { json: { token: 'access-1' } });
      expect(expectDocumented('googleSignIn', res, 200).user.name).toBe('Cau');
      const unknown = await r.post(`${p}/auth/google`, { json: { token: 'access-2' } });
      expect(unknown.status).toBe(401);
    },
  );

  it('says so when the server has no Google client id', async () => {
    r = await createRestApp();
    const res = await r.post('/auth/google', {
      json: { token: 'access-1' },
      headers: { 'x-lang': 'en' },
    });
    expect(expectDocumented('googleSignIn', res, 400).msg).toBe(
      'Google sign-in is not configured on this server.',
    );
  });
});

describe('cat rows', () => {
  it.each(PREFIXES)('POST %s/cats (multipart) answers 201 with the created cat', async (p) => {
    r = await createRestApp();
    const { user, token } = await signIn();
    const fields = await catFields({
      additionalPhotos: [file(await photo(2)), file(await photo(3, 'png'), 'b.png', 'image/png')],
    });
    const res = await r.post(`${p}/cats`, { token, form: form(fields) });
    const cat = expectDocumented('createCat', res, 201);
    expect(cat).toMatchObject({
      name: 'Mingau',
      health: 'Bom',
      estimatedAge: 'Adulto',
      gender: 'Macho',
      isSterilized: true,
      isVaccinated: false,
      personalityTraits: ['Carinhoso', 'Calmo'],
      needs: ['Comida'],
      status: 'Ativo',
      location: {
        type: 'Point',
        coordinates: [HOME.longitude, HOME.latitude],
        address: 'Praça da Sé',
      },
      discoveredBy: { _id: user.id, name: 'Ana' },
      pointsEarned: 50,
    });
    expect(cat._id).toMatch(/^[0-9a-f]{24}$/);
    expect(cat.additionalPhotos).toHaveLength(2);
    for (const url of [cat.photoUrl, ...cat.additionalPhotos]) {
      const image = await r.get(url);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it.each(PREFIXES)('GET %s/cats/{id} answers {cat, recentCheckIns}', async (p) => {
    r = await createRestApp();
    const { user, token } = await signIn();
    const created = await createCat(token);
    await r.post('/api/checkins', { token, form: form(checkinFields(created._id)) });
    const page = expectDocumented('getCat', await r.get(`${p}/cats/${created._id}`), 200);
    expect(page.cat._id).toBe(created._id);
    expect(page.cat.discoveredBy).toEqual({ _id: user.id, name: 'Ana' });
    expect(page.cat.totalCheckIns).toBe(1);
    expect(page.recentCheckIns).toHaveLength(1);
    expect(page.recentCheckIns[0]).toMatchObject({
      user: { _id: user.id, name: 'Ana' },
      actions: ['Alimentou', 'Deu água'],
      actionsDescription: 'Ração e água fresca',
    });
    const missing = await r.get(`${p}/cats/${'0'.repeat(24)}`, { headers: { 'x-lang': 'es' } });
    expect(expectDocumented('getCat', missing, 404)).toEqual({ msg: 'Gato no encontrado' });
  });

  it.each(PREFIXES)('GET %s/cats/nearby answers a bare array with distances', async (p) => {
    r = await createRestApp();
    const { token } = await signIn();
    const near = await createCat(token);
    const far = offsetPoint(HOME.latitude, HOME.longitude, 20_000, 90);
    await createCat(token, { name: 'Longe', location: pointJson(far.latitude, far.longitude) });
    const url = `${p}/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}&radius=5000`;
    const cats = expectDocumented('nearbyCats', await r.get(url), 200);
    expect(Array.isArray(cats)).toBe(true);
    expect(pluck(cats, '_id')).toEqual([near._id]);
    // Anonymous: the shifted position (PRODUCT.md privacy), 100–250 m away.
    expect(cats[0].exactLocation).toBe(false);
    expect(cats[0].distance).toBeGreaterThanOrEqual(100);
    expect(cats[0].distance).toBeLessThanOrEqual(250);
    const mine = await r.get(url, { token });
    expect(mine.body[0]).toMatchObject({ exactLocation: true, distance: 0 });
  });

  it.each(PREFIXES)(
    'GET %s/cats with the emergency filters answers {cats, total, ...}',
    async (p) => {
      r = await createRestApp();
      const { token } = await signIn();
      const urgent = await createCat(token, { name: 'Frajola', health: 'Emergência' });
      await createCat(token, { name: 'Mingau', health: 'Bom' });
      const query = new URLSearchParams({
        health: 'Precisa de atenção,Emergência',
        status: 'Ativo',
        sort: '-updatedAt',
      });
      const list = expectDocumented('listCats', await r.get(`${p}/cats?${query}`), 200);
      expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
      expect(pluck(list.cats, '_id')).toEqual([urgent._id]);
    },
  );

  it.each(PREFIXES)(
    'GET %s/cats?limit=100&status=Ativo (the map) answers the object form',
    async (p) => {
      r = await createRestApp();
      const { token } = await signIn();
      await createCat(token, { name: 'A' });
      await createCat(token, { name: 'B' });
      const list = expectDocumented(
        'listCats',
        await r.get(`${p}/cats?limit=100&status=Ativo`),
        200,
      );
      expect(list.cats).toHaveLength(2);
      expect(list).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    },
  );

  it.each(PREFIXES)(
    'PUT and DELETE %s/cats/{id} change and remove a cat (registrar only)',
    async (p) => {
      r = await createRestApp();
      const { token } = await signIn();
      const other = await signIn({ name: 'Caio', email: 'caio@example.com' });
      const cat = await createCat(token, { additionalPhotos: [file(await photo(4))] });
      const changed = await r.put(`${p}/cats/${cat._id}`, {
        token,
        form: form({
          status: 'Adotado',
          isVaccinated: 'true',
          removeAdditionalPhotos: cat.additionalPhotoIds[0],
        }),
      });
      expect(expectDocumented('updateCat', changed, 200)).toMatchObject({
        status: 'Adotado',
        isVaccinated: true,
        additionalPhotos: [],
      });
      const json = await r.put(`${p}/cats/${cat._id}`, { token, json: { name: 'Mingau II' } });
      expect(expectDocumented('updateCat', json, 200).name).toBe('Mingau II');
      const forbidden = await r.put(`${p}/cats/${cat._id}`, {
        token: other.token,
        json: { name: 'X' },
      });
      expectDocumented('updateCat', forbidden, 403);
      expectDocumented(
        'deleteCat',
        await r.del(`${p}/cats/${cat._id}`, { token: other.token }),
        403,
      );
      const deleted = await r.del(`${p}/cats/${cat._id}`, { token });
      expect(expectDocumented('deleteCat', deleted, 200)).toEqual({ _id: cat._id, deleted: true });
      expectDocumented('getCat', await r.get(`${p}/cats/${cat._id}`), 404);
    },
  );
});

describe('check-in rows', () => {
  it.each(PREFIXES)(
    'POST %s/checkins (multipart) answers pointsEarned and bonusDetails',
    async (p) => {
      r = await createRestApp();
      const { token } = await signIn();
      const cat = await createCat(token, { health: 'Emergência' });
      const res = await r.post(`${p}/checkins`, {
        token,
        form: form(
          checkinFields(cat._id, { photos: [file(await photo(5)), file(await photo(6))] }),
        ),
      });
      const body = expectDocumented('createCheckIn', res, 201);
      const types = pluck(body.bonusDetails, 'type');
      expect(types).toEqual(
        expect.arrayContaining(['multiAction', 'newSponsor', 'emergencyHelp', 'photoProof']),
      );
      // 10 + 8 actions, +3 (20%), +15 sponsor, +15 emergency, +5 photo
      expect(body.pointsEarned).toBe(18 + 3 + 15 + 15 + 5);
      expect(body.checkIn.photos).toHaveLength(2);
      expect(body.checkIn).toMatchObject({ needs: ['Abrigo'], healthStatus: 'Bom' });
      const image = await r.get(body.checkIn.photos[0].url);
      expect(image.headers['content-type']).toBe('image/webp');

      // The original client's form: actions and needs as repeated plain fields, with [] too.
      r.clock.advance(5 * 60 * 60 * 1000);
      const repeated = await r.post(`${p}/checkins`, {
        token,
        form: form({
          ...checkinFields(cat._id),
          actions: undefined,
          needs: undefined,
          'actions[]': ['Verificou bem-estar', 'Levou ao veterinário'],
          'needs[]': ['Comida'],
        }),
      });
      const second = expectDocumented('createCheckIn', repeated, 201);
      expect(second.checkIn).toMatchObject({
        actions: ['Verificou bem-estar', 'Levou ao veterinário'],
        needs: ['Comida'],
      });
      expect(pluck(second.bonusDetails, 'type')).toContain('medicalCare');
    },
  );

  it.each(PREFIXES)(
    'GET %s/checkins/user answers {checkIns, total, page, totalPages}',
    async (p) => {
      r = await createRestApp();
      const { user, token } = await signIn();
      const cat = await createCat(token);
      await r.post('/api/checkins', { token, form: form(checkinFields(cat._id)) });
      const list = expectDocumented(
        'myCheckIns',
        await r.get(`${p}/checkins/user`, { token }),
        200,
      );
      expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
      expect(list.checkIns[0]).toMatchObject({
        user: { _id: user.id },
        cat: { _id: cat._id, name: 'Mingau' },
        actions: ['Alimentou', 'Deu água'],
      });
      const paged = await r.get(`${p}/checkins/user?page=2&limit=1`, { token });
      expect(paged.body).toMatchObject({ checkIns: [], page: 2 });
      expectDocumented('myCheckIns', await r.get(`${p}/checkins/user`), 401);
    },
  );
});

describe('user rows', () => {
  it.each(PREFIXES)('favourites: GET, POST and DELETE %s/users/favorites', async (p) => {
    r = await createRestApp();
    const { token } = await signIn();
    const cat = await createCat(token);
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
    const { user, token } = await signIn();
    const cat = await createCat(token);
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
    const { token } = await signIn();
    await createCat(token);
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
    const ana = await signIn();
    const bia = await signIn({ name: 'Bia', email: 'bia@example.com' });
    await createCat(ana.token);
    await createCat(ana.token, { name: 'B' });
    await createCat(bia.token);
    const top = expectDocumented(
      'getRanking',
      await r.get(`${p}/users/ranking?limit=1`, { token: bia.token }),
      200,
    );
    expect(top.ranking).toEqual([
      expect.objectContaining({ rank: 1, _id: ana.user.id, name: 'Ana', points: 100 }),
    ]);
    expect(top).toMatchObject({ userRank: { rank: 2, points: 50 }, totalPages: 2 });
    for (const period of ['all', 'month', 'week']) {
      const page = await r.get(`${p}/users/ranking?period=${period}&page=1&limit=25`, {
        token: ana.token,
      });
      expectDocumented('getRanking', page, 200);
      expect(pluck(page.body.ranking, 'points')).toEqual([100, 50]);
      expect(page.body.userRank).toEqual({ rank: 1, points: 100 });
    }
  });

  it.each(PREFIXES)('PUT %s/users/profile (multipart) changes name, bio and picture', async (p) => {
    r = await createRestApp();
    const { user, token } = await signIn();
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
    const { token } = await signIn();
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
    const { token } = await signIn();
    const res = await r.put(`${p}/users/profile/avatar`, { token, json: { avatarId: 'black' } });
    expect(expectDocumented('setAvatar', res, 200).profilePicture).toBe('/avatars/black.svg');
    const svg = await r.get('/avatars/black.svg');
    expect(svg.status).toBe(200);
  });

  it.each(PREFIXES)('GET %s/avatars answers the default list', async (p) => {
    r = await createRestApp();
    const avatars = expectDocumented('listAvatars', await r.get(`${p}/avatars`), 200);
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
    expect(expectDocumented('health', await r.get(`${p}/health`), 200)).toEqual({ status: 'ok' });
  });

  it('GET /api/openapi.json serves the document', async () => {
    r = await createRestApp();
    const doc = expectDocumented('openApiDocument', await r.get('/api/openapi.json'), 200);
    expect(doc.openapi).toBe('3.1.0');
    expect((await r.get('/openapi.json')).status).toBe(404);
  });
});
