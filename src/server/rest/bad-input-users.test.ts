import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants.js';
import { cats, checkins } from '../db/schema.js';
import { restRoutes } from './routes.js';
import { errorBody } from './schemas.js';
import {
  createRestApp,
  expectDocumented,
  file,
  form,
  homePoint,
  photo,
  pluck,
  type Answer,
  type RestApp,
} from '../test/rest-client.js';

/** Bad input on the check-in and user paths, and junk on any path, answers the documented 4xx, worded for the caller, storing nothing. */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

/** The fields named in an error body. */
const params = (body: Answer['body']) => pluck(body.errors ?? [], 'param');

const signedIn = async () => (await r.signIn()).token;
const aCat = async (token: string) => (await r.registerCat(token))._id as string;

const rows = (table: typeof cats | typeof checkins) =>
  r.db.select({ n: count() }).from(table).get()?.n ?? 0;

const TOO_BIG = Buffer.alloc(LIMITS.photoMaxBytes + 1, 7);
const NOT_AN_IMAGE = file('just some text', 'cat.jpg', 'image/jpeg');

describe('check-in paths', () => {
  it('POST /checkins: missing fields, malformed JSON, wrong content type, bad photos', async () => {
    r = await createRestApp();
    const token = await signedIn();
    const catId = await aCat(token);
    const filesBefore = r.storedFiles().length;
    const valid = {
      catId,
      location: homePoint(),
      actions: JSON.stringify(['Alimentou']),
      healthStatus: 'Bom',
    };
    for (const p of ['/api', '']) {
      expectDocumented('createCheckIn', await r.post(`${p}/checkins`, { form: form(valid) }), 401);
      const empty = await r.post(`${p}/checkins`, { token, form: form({ catId }) });
      expectDocumented('createCheckIn', empty, 400);
      expect(empty.body.errors).toEqual([
        { param: 'actions', msg: 'Selecione pelo menos uma ação realizada' },
        { param: 'healthStatus', msg: 'Selecione o estado de saúde do gato' },
        {
          param: 'location',
          msg: 'Localização não disponível. Permita o acesso à sua localização.',
        },
      ]);
      const noActions = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, actions: '[]', healthStatus: 'Ótimo' }),
      });
      expect(params(expectDocumented('createCheckIn', noActions, 400))).toEqual([
        'actions',
        'healthStatus',
      ]);
      const badJson = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, actions: '["Alimentou",' }),
      });
      expect(params(expectDocumented('createCheckIn', badJson, 400))).toEqual(['actions']);
      const badLocation = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, location: 'perto da praça' }),
      });
      expect(params(expectDocumented('createCheckIn', badLocation, 400))).toEqual(['location']);
      const json = await r.post(`${p}/checkins`, {
        token,
        json: { ...valid, actions: ['Alimentou'] },
      });
      expectDocumented('createCheckIn', json, 415);
      const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => file(await photo(i))));
      const tooMany = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, photos: six }),
      });
      expect(expectDocumented('createCheckIn', tooMany, 400).msg).toBe(
        'Máximo de 5 fotos permitidas',
      );
      const notImage = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, photos: [file(await photo(1)), NOT_AN_IMAGE] }),
      });
      expectDocumented('createCheckIn', notImage, 415);
      const huge = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, 'photos[]': file(TOO_BIG) }),
      });
      expect(params(expectDocumented('createCheckIn', huge, 413))).toEqual(['photos']);
      const unknownCat = await r.post(`${p}/checkins`, {
        token,
        form: form({ ...valid, catId: '0'.repeat(24), photos: file(await photo(1)) }),
      });
      expect(expectDocumented('createCheckIn', unknownCat, 404).msg).toBe('Gato não encontrado');
    }
    expect(rows(checkins)).toBe(0);
    expect(r.storedFiles()).toHaveLength(filesBefore);
  });

  it('GET /checkins/user: bad pages', async () => {
    r = await createRestApp();
    const token = await signedIn();
    for (const p of ['/api', '']) {
      const bad = await r.get(`${p}/checkins/user?page=first&limit=1000`, { token });
      expect(params(expectDocumented('myCheckIns', bad, 400))).toEqual(['page', 'limit']);
    }
  });
});

describe('user paths', () => {
  it('favourites, ranking and avatar: missing and wrong values', async () => {
    r = await createRestApp();
    const token = await signedIn();
    for (const p of ['/api', '']) {
      const none = await r.post(`${p}/users/favorites`, { token, json: {} });
      expect(params(expectDocumented('addFavorite', none, 400))).toEqual(['catId']);
      const number = await r.post(`${p}/users/favorites`, { token, json: { catId: 42 } });
      expect(params(expectDocumented('addFavorite', number, 400))).toEqual(['catId']);
      const unknown = await r.post(`${p}/users/favorites`, {
        token,
        json: { catId: '0'.repeat(24) },
      });
      expectDocumented('addFavorite', unknown, 404);
      const text = await r.post(`${p}/users/favorites`, {
        token,
        raw: { type: 'text/plain', body: 'catId=1' },
      });
      expectDocumented('addFavorite', text, 415);
      const long = await r.del(`${p}/users/favorites/${'x'.repeat(65)}`, { token });
      expectDocumented('removeFavorite', long, 400);

      const ranking = await r.get(`${p}/users/ranking?period=year&page=0&limit=many`, { token });
      expect(params(expectDocumented('getRanking', ranking, 400))).toEqual([
        'period',
        'page',
        'limit',
      ]);

      const avatar = await r.put(`${p}/users/profile/avatar`, { token, json: { avatarId: 'dog' } });
      expect(expectDocumented('setAvatar', avatar, 400).errors).toEqual([
        { param: 'avatarId', msg: 'Avatar desconhecido. Escolha um dos avatares da lista.' },
      ]);
      expectDocumented(
        'setAvatar',
        await r.put(`${p}/users/profile/avatar`, { token, json: {} }),
        400,
      );
    }
  });

  it('PUT /users/profile: blank name, bad settings, wrong content type, bad picture', async () => {
    r = await createRestApp();
    const token = await signedIn();
    for (const p of ['/api', '']) {
      const blank = await r.put(`${p}/users/profile`, { token, form: form({ name: '  ' }) });
      expect(expectDocumented('updateProfile', blank, 400).errors).toEqual([
        { param: 'name', msg: 'Nome é obrigatório' },
      ]);
      const radius = await r.put(`${p}/users/profile`, {
        token,
        json: { notificationSettings: { radius: 1500, nearbyAlerts: 'yes' } },
        headers: { 'x-lang': 'en' },
      });
      expect(params(expectDocumented('updateProfile', radius, 400))).toEqual([
        'notificationSettings.nearbyAlerts',
        'notificationSettings.radius',
      ]);
      const mixed = await r.put(`${p}/users/profile`, {
        token,
        json: { notificationSettings: { radius: 2000 }, name: 'Ana' },
      });
      expect(params(expectDocumented('updateProfile', mixed, 400))).toEqual(['name']);
      const text = await r.put(`${p}/users/profile`, {
        token,
        raw: { type: 'text/plain', body: 'name=Ana' },
      });
      expectDocumented('updateProfile', text, 415);
      const notImage = await r.put(`${p}/users/profile`, {
        token,
        form: form({ name: 'Ana', profilePicture: NOT_AN_IMAGE }),
      });
      expectDocumented('updateProfile', notImage, 415);
      const huge = await r.put(`${p}/users/profile`, {
        token,
        form: form({ profilePicture: file(TOO_BIG) }),
      });
      expect(params(expectDocumented('updateProfile', huge, 413))).toEqual(['profilePicture']);
    }
    const me = await r.get('/api/users/me', { token });
    expect(me.body).toMatchObject({ name: 'Ana', notificationSettings: { radius: 5000 } });
    expect(r.storedFiles()).toEqual([]);
  });

  it('every protected path answers 401 {msg} without a valid token', async () => {
    r = await createRestApp();
    const protectedRoutes = restRoutes.filter((route) => route.auth === 'required');
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const route of protectedRoutes) {
      // Each route on the path families it is served on (the newer ones: /api only).
      for (const p of route.prefixes ?? ['/api', '']) {
        const url = p + route.path.replace(/\{\w+\}/g, '0'.repeat(24));
        for (const token of [undefined, 'not-a-token']) {
          const res = await r.call(route.method, url, { token, bearer: true, json: {} });
          expectDocumented(route.operationId, res, 401);
          expect(res.body).toEqual({ msg: 'Não autorizado. Por favor, faça login novamente.' });
        }
      }
    }
  });
});

describe('any path', () => {
  it('never answers 500 to junk: every route, both families, odd bodies and queries', async () => {
    r = await createRestApp();
    const token = await signedIn();
    const junk: { query: string; json?: unknown; raw?: { type: string; body: string } }[] = [
      { query: '' },
      { query: '?page=-1&limit=x&lat=1e999&lng=&radius=%00', json: null },
      { query: '?period=all&period=week&health[]=x', json: [1, 'two'] },
      { query: '?status=', json: { catId: { $ne: null }, name: 7, location: 'x' } },
      { query: '', raw: { type: 'application/json', body: '{"a":' } },
      { query: '', raw: { type: 'multipart/form-data', body: 'no boundary here' } },
      {
        query: '',
        raw: { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nbroken' },
      },
      { query: '', raw: { type: 'application/x-www-form-urlencoded', body: 'a=1' } },
    ];
    for (const route of restRoutes) {
      for (const p of route.prefixes ?? ['/api', '']) {
        const url = p + route.path.replace(/\{\w+\}/g, 'abc');
        for (const { query, json, raw } of junk) {
          const res = await r.call(route.method, url + query, { token, json, raw });
          expect(
            res.status,
            `${route.method} ${url}${query} ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) errorBody.parse(res.body);
        }
      }
    }
    expect(rows(cats)).toBe(0);
    expect(r.storedFiles()).toEqual([]);
  });
});
