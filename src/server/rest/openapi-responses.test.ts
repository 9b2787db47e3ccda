import { afterEach, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../services/write-limiters.js';
import type { JsonBody } from '../test/harness.js';
import {
  openApiResponseChecker,
  type OpenApiDocument,
  type RawAnswer,
} from '../test/openapi-responses.js';
import {
  catFields,
  checkinFields,
  file,
  form,
  HOME,
  photo,
  type CallOptions,
  createRestApp,
  requestOf,
  type RestApp,
} from '../test/rest-client.js';

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

/**
 * The REST calls of an external client, each answer checked against the served OpenAPI document
 * by a validator that knows only the document (test/openapi-responses.ts). Requests are not
 * checked: the server's zod schemas take forms a strict check of the document would refuse.
 */
async function checkedApp(settings: Parameters<typeof createRestApp>[0] = {}) {
  r = await createRestApp(settings);
  const served = await r.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = served.json<OpenApiDocument>();
  const { check } = openApiResponseChecker(document);
  const problems: string[] = [];
  let calls = 0;

  async function call(method: string, url: string, opts: CallOptions = {}) {
    const { headers, payload } = await requestOf(opts);
    const res = await r.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const answer: RawAnswer = { status: res.statusCode, headers: res.headers, body: res.body };
    calls += 1;
    problems.push(...check(method, url, answer));
    const isJson = String(res.headers['content-type']).startsWith('application/json');
    return {
      status: res.statusCode,
      headers: res.headers,
      body: isJson ? res.json<JsonBody>() : { text: res.body },
    };
  }
  return { document, check, problems, calls: () => calls, call };
}

describe('every REST answer is the OpenAPI document’s', () => {
  it('a whole client journey: 2xx, 400, 401, 403, 404, 409, 411, 413, 415 and 429 answers', async () => {
    const { call, problems, calls } = await checkedApp({
      settings: { RATE_LIMIT_LOGIN: 3 },
    });
    const get = (url: string, opts?: CallOptions) => call('GET', url, opts);
    const post = (url: string, opts?: CallOptions) => call('POST', url, opts);
    const put = (url: string, opts?: CallOptions) => call('PUT', url, opts);
    const del = (url: string, opts?: CallOptions) => call('DELETE', url, opts);
    const status = async (expected: number, answer: Promise<{ status: number; body: unknown }>) => {
      const { status: got, body } = await answer;
      expect(got, JSON.stringify(body)).toBe(expected);
      return body as JsonBody;
    };

    // Accounts.
    const cida = { name: 'Dona Cida', email: 'cida@example.com', password: 'gatinhos' };
    await status(201, post('/api/auth/register', { json: cida }));
    await status(409, post('/auth/register', { json: cida }));
    await status(400, post('/api/auth/register', { json: { ...cida, email: 'não' } }));
    await status(415, post('/api/auth/register', { raw: { type: 'text/plain', body: 'oi' } }));
    const login = await status(
      200,
      post('/auth/login', { json: { email: cida.email, password: cida.password } }),
    );
    const token: string = login.token;
    await status(200, get('/auth/me', { token }));
    await status(200, get('/api/users/me', { token }));
    await status(401, get('/api/auth/me'));
    await status(200, get('/auth/verify', { token }));
    await status(200, get('/api/auth/verify'));
    await status(400, post('/api/auth/google', { json: { idToken: 'x' } }));

    // Cats: register with photos, find, read, change.
    const cat = await status(
      201,
      post('/api/cats', {
        token,
        form: form(
          await catFields({ health: 'Emergência', additionalPhotos: [file(await photo(2))] }),
        ),
      }),
    );
    await status(401, post('/api/cats', { form: form(await catFields()) }));
    await status(
      415,
      post('/api/cats', {
        token,
        form: form(await catFields({ photo: file('texto', 'a.txt', 'text/plain') })),
      }),
    );
    await status(
      400,
      post('/api/cats', { token, form: form(await catFields({ location: '{}' })) }),
    );
    await status(
      200,
      get(`/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}&radius=5000`, { token }),
    );
    await status(200, get(`/api/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`));
    await status(400, get('/cats/nearby?lat=abc'));
    await status(200, get('/api/cats?limit=100&status=Ativo'));
    await status(
      200,
      get(`/cats?lat=${HOME.latitude}&lng=${HOME.longitude}&health=Emergência`, { token }),
    );
    await status(200, get(`/api/cats/${cat._id}`));
    await status(200, get(`/api/cats/${cat._id}`, { token }));
    await status(404, get('/api/cats/nope'));
    await status(200, put(`/api/cats/${cat._id}`, { token, json: { description: 'Mancando' } }));

    // Check-ins.
    await status(
      201,
      post('/api/checkins', {
        token,
        form: form({ ...checkinFields(cat._id), photos: [file(await photo(4))] }),
      }),
    );
    await status(404, post('/checkins', { token, form: form(checkinFields('nope')) }));
    await status(200, get('/checkins/user?page=1&limit=20', { token }));

    // Favourites, profile, ranking, avatars.
    await status(200, post('/api/users/favorites', { token, json: { catId: cat._id } }));
    await status(200, get('/api/users/favorites', { token }));
    await status(200, del(`/api/users/favorites/${cat._id}`, { token }));
    await status(200, get('/api/users/profile', { token }));
    await status(200, get('/api/users/stats', { token }));
    await status(200, get('/api/users/ranking?period=week'));
    await status(200, get('/users/ranking?period=month', { token }));
    await status(400, get('/api/users/ranking?period=ano'));
    await status(200, put('/api/users/profile', { token, json: { bio: 'Cuido da praça' } }));
    await status(
      200,
      put('/api/users/profile', { token, json: { notificationSettings: { radius: 3000 } } }),
    );
    const avatars = await status(200, get('/api/avatars'));
    await status(
      200,
      put('/api/users/profile/avatar', { token, json: { avatarId: avatars[0]!.id } }),
    );

    // "Eu vou ajudar" by a neighbour, and the notifications it makes.
    const rui = await r.signIn({ name: 'Rui' });
    const needy = await status(
      201,
      post('/api/cats', {
        token,
        form: form(await catFields({ name: 'Mia', health: 'Emergência' })),
      }),
    );
    await status(200, post(`/api/cats/${needy._id}/help`, { token: rui.token }));
    await status(409, post(`/api/cats/${needy._id}/help`, { token: rui.token }));
    await status(200, del(`/api/cats/${needy._id}/help`, { token: rui.token }));
    await status(404, del(`/api/cats/${needy._id}/help`, { token: rui.token }));
    await status(409, post(`/api/cats/${cat._id}/help`, { token: rui.token }));
    const page = await status(200, get('/api/notifications?page=1&limit=5', { token }));
    expect(page.total).toBeGreaterThan(0);
    await status(200, post('/api/notifications/read', { token, json: {} }));
    await status(400, get('/api/notifications?page=0', { token }));
    await status(401, post('/api/notifications/read', { json: {} }));

    // Reports, up to the write limit: 429 with Retry-After.
    const report = (targetId: string) => ({ targetType: 'user', targetId, reason: 'spam' });
    await status(201, post('/api/reports', { token: rui.token, json: report(login.user._id) }));
    await status(409, post('/api/reports', { token: rui.token, json: report(login.user._id) }));
    await status(
      404,
      post('/api/reports', { token: rui.token, json: { ...report('x'), targetType: 'checkin' } }),
    );
    const answers: number[] = [];
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    while (!limited && answers.length <= WRITE_LIMITS.reports.max) {
      const res = await post('/api/reports', { token: rui.token, json: report(r.createUser().id) });
      answers.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(new Set(answers)).toEqual(new Set([201, 429]));
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    // The impact report: a CSV for admins, 403 for others.
    const admin = await r.signIn({ name: 'Adm', isAdmin: true });
    const period = 'from=2026-11-01&to=2026-11-30';
    const csv = await status(200, get(`/api/reports/impact.csv?${period}`, { token: admin.token }));
    expect(csv.text).toContain('Indicador');
    await status(403, get(`/api/reports/impact.csv?${period}`, { token }));

    // An account awaiting approval may read, not act.
    const pending = await r.signIn({ name: 'Pia', status: 'pending' });
    await status(200, get('/api/auth/me', { token: pending.token }));
    await status(403, get('/api/users/favorites', { token: pending.token }));
    await status(
      403,
      post('/api/users/favorites', { token: pending.token, json: { catId: cat._id } }),
    );
    await status(
      403,
      post('/api/checkins', { token: pending.token, form: form(checkinFields(cat._id)) }),
    );

    // The upload size check runs on every path.
    await status(
      411,
      get('/api/avatars', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    );
    await status(
      413,
      post('/api/cats', {
        token,
        headers: { 'content-length': String(1 << 30) },
        raw: { type: 'multipart/form-data; boundary=x', body: '' },
      }),
    );

    // Wrong passwords, then the login wait: 429 with Retry-After.
    for (let i = 0; i < 3; i++) {
      await status(
        400,
        post('/api/auth/login', { json: { email: cida.email, password: 'errada' } }),
      );
    }
    const wait = await post('/api/auth/login', { json: { email: cida.email, password: 'errada' } });
    expect(wait.status).toBe(429);
    expect(Number(wait.headers['retry-after'])).toBeGreaterThan(0);

    // Signing out; the system paths.
    await status(200, post('/auth/logout', { token }));
    await status(401, get('/auth/me', { token }));
    await status(200, get('/health'));
    await status(200, get('/api/health'));
    await status(200, get('/api/openapi.json'));

    expect(calls()).toBeGreaterThan(80);
    expect(problems).toEqual([]);
  });

  it('registrations over the per-address limit: 429 with Retry-After, as documented', async () => {
    const { call, problems } = await checkedApp({ settings: { RATE_LIMIT_REGISTER: 1 } });
    const register = (email: string) =>
      call('POST', '/api/auth/register', {
        json: { name: 'Rosa Registro', email, password: 'segredo1' },
      });
    expect((await register('rosa1@gateiros.test')).status).toBe(201);
    const refused = await register('rosa2@gateiros.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('paths served only under /api have no twin without it, and the document says so', async () => {
    const { call, check, document } = await checkedApp();
    const { token } = await r.signIn();
    for (const path of ['/notifications', '/reports/impact.csv', '/openapi.json']) {
      expect(document.paths[path]!.servers).toEqual([
        { url: '/api', description: expect.any(String) },
      ]);
    }
    // Without /api, /notifications is the web app's page (no client bundle here: 404).
    const page = await call('GET', '/notifications', { token });
    expect(page.status).toBe(404);
    expect(check('GET', '/notifications', { status: 200, headers: {}, body: '' })).toEqual([
      'GET /notifications → 200: no operation of the document serves GET /notifications',
    ]);
    expect((await call('POST', '/notifications/read', { token, json: {} })).status).toBe(404);
  });

  it('the checker finds an answer the document does not describe', async () => {
    const { check, document } = await checkedApp();
    const { token } = await r.signIn();
    const res = await r.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': token },
    });
    const answer: RawAnswer = { status: res.statusCode, headers: res.headers, body: res.body };
    expect(check('GET', '/api/users/me', answer)).toEqual([]);
    // A field the schema does not list, a status the operation does not have, a missing header.
    const extra = { ...answer, body: JSON.stringify({ ...res.json(), secret: 1 }) };
    expect(check('GET', '/api/users/me', extra).join()).toMatch(/additional properties/);
    expect(check('GET', '/api/users/me', { ...answer, status: 418 })).toEqual([
      'GET /api/users/me → 418: status 418 is not documented',
    ]);
    const busy = {
      status: 503,
      headers: { 'content-type': 'application/json' },
      body: '{"msg":"x"}',
    };
    expect(check('POST', '/api/cats', busy)).toEqual([
      'POST /api/cats → 503: no Retry-After header',
    ]);
    // A schema changed in the document (not in the server) fails the same answer.
    const broken = structuredClone(document) as OpenApiDocument & {
      components: { schemas: Record<string, { properties: Record<string, object> }> };
    };
    broken.components.schemas.User!.properties.name = { type: 'integer' };
    expect(openApiResponseChecker(broken).check('GET', '/api/users/me', answer).join()).toMatch(
      /name must be integer/,
    );
  });
});
