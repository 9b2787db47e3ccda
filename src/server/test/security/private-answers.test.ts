import { afterEach, describe, expect, it } from 'vitest';
import { HOME } from '../fixtures.js';
import { createRestApp, type Answer, type RestApp } from '../rest-client.js';

let r: RestApp;
afterEach(() => r?.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const nearbyUrl = `/trpc/cats.nearby?input=${q({ ...HOME, radius: 5000, limit: 50 })}`;

const varyOf = (answer: Answer) =>
  (typeof answer.headers.vary === 'string' ? answer.headers.vary : '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

/** The answer may not be kept by any cache, and says which request headers it depends on. */
function expectPrivate(answer: Answer, label: string) {
  expect({ label, cacheControl: answer.headers['cache-control'] }).toEqual({
    label,
    cacheControl: 'no-store',
  });
  expectVary(answer, label);
}

function expectVary(answer: Answer, label: string) {
  for (const name of ['x-auth-token', 'authorization', 'accept-language', 'x-lang']) {
    expect({ label, vary: varyOf(answer) }).toEqual({
      label,
      vary: expect.arrayContaining([name]) as unknown,
    });
  }
}

describe('answers that depend on who asks', () => {
  it('are no-store with Vary on the token and language headers, on tRPC and REST paths', async () => {
    r = await createRestApp();
    const { token } = await r.signIn();
    for (const bearer of [false, true]) {
      const as = { token, bearer };
      for (const url of [
        '/trpc/auth.me',
        '/trpc/users.profile',
        '/trpc/users.exportData',
        '/trpc/favorites.list',
        `/trpc/checkins.mine?input=${q({})}`,
        nearbyUrl,
        '/auth/me',
        '/api/users/me',
        '/api/users/profile',
        '/api/users/favorites',
        '/checkins/user',
        '/api/users/stats',
        '/api/cats/nearby?latitude=-23.55&longitude=-46.63',
        '/api/cats',
      ]) {
        const answer = await r.get(url, as);
        expect(answer.status, url).toBe(200);
        expectPrivate(answer, `${url} bearer=${bearer}`);
      }
      // A batch is refused (the app never batches); its refusal is as private as an answer.
      const batch = await r.get('/trpc/auth.me,users.stats?batch=1', as);
      expect(batch.status).toBe(400);
      expectPrivate(batch, `batch bearer=${bearer}`);
    }
    // A write through the stock tRPC adapter (its Response headers) and through REST.
    const created = await r.call('POST', '/trpc/users.updateNotificationSettings', {
      token,
      json: { nearbyAlerts: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectPrivate(created, 'tRPC mutation');
    // A token handed out to an anonymous caller is no more cacheable.
    const login = await r.post('/api/auth/register', {
      json: { name: 'Bia', email: 'bia@gateiros.test', password: 'gatinhos123' },
    });
    expect(login.status).toBe(201);
    expectPrivate(login, 'register');
  });

  it('private paths are no-store even without a token (their 401)', async () => {
    r = await createRestApp();
    for (const url of [
      '/api/users/profile',
      '/auth/me',
      '/checkins/user',
      '/api/users/favorites',
    ]) {
      const answer = await r.get(url);
      expect(answer.status).toBe(401);
      expectPrivate(answer, url);
    }
    // Unusable credentials count as credentials.
    const unusable = await r.get(nearbyUrl, { headers: { authorization: 'Basic YTpi' } });
    expect(unusable.status).toBe(200);
    expectPrivate(unusable, 'basic auth');
  });

  it('anonymous public answers may be kept, but vary on the token and language headers', async () => {
    r = await createRestApp();
    for (const url of [nearbyUrl, '/api/cats', '/trpc/config.public', '/api/avatars']) {
      const answer = await r.get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBeUndefined();
      expectVary(answer, url);
    }
    // The same again: the same headers.
    const again = await r.get(nearbyUrl);
    expect(again.headers['cache-control']).toBeUndefined();
    expectVary(again, 'again');
  });

  it('a signed-in answer never reaches an anonymous caller after it', async () => {
    r = await createRestApp();
    const { token } = await r.signIn();
    await r.registerCat(token);
    const position = async (headers: Record<string, string> = {}) => {
      const answer = await r.get(nearbyUrl, { headers });
      return answer.body.result.data[0].location.coordinates as number[];
    };
    // The registrar first: the exact position must not be kept for anyone else.
    const exact = await position({ 'x-auth-token': token });
    const shown = await position();
    expect(shown).not.toEqual(exact);
    expect(await position({ authorization: `Bearer ${token}` })).toEqual(exact);
    expect(await position({ 'x-auth-token': token })).toEqual(exact);
    expect(await position()).toEqual(shown);
  });
});
