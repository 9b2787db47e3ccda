import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { hashPassword } from './auth.js';

/** "Sair" ends the session on the server; "Sair de todos os aparelhos" ends all of them. */

let t: TestApp;
afterEach(() => t?.close());

const PASSWORD = 'segredo-certo';

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: { token: string } } }>().result.data.token;
}

const mutate = (path: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    payload: '{}',
  });

/** The token's standing on both transports: tRPC auth.me and REST GET /api/auth/me. */
async function statusOf(token: string) {
  const trpc = await t.app.inject({ url: '/trpc/auth.me', headers: { 'x-auth-token': token } });
  const rest = await t.app.inject({
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return [trpc.statusCode, rest.statusCode];
}

describe('sessions', () => {
  it('"Sair" ends that token on the server, and only that one', async () => {
    t = await createTestApp();
    t.createUser({ email: 'ana@example.com', passwordHash: await hashPassword(PASSWORD) });
    const phone = await signIn('ana@example.com');
    const laptop = await signIn('ana@example.com');
    expect(await statusOf(phone)).toEqual([200, 200]);

    expect((await mutate('auth.logout', phone)).statusCode).toBe(200);
    expect(await statusOf(phone)).toEqual([401, 401]);
    expect(await statusOf(laptop)).toEqual([200, 200]);
    // A signed-out token cannot write either.
    const write = await t.app.inject({
      method: 'POST',
      url: '/trpc/favorites.add',
      headers: { 'x-auth-token': phone, 'content-type': 'application/json' },
      payload: JSON.stringify({ catId: 'x' }),
    });
    expect(write.statusCode).toBe(401);
  });

  it('signs out over REST too (POST /api/auth/logout)', async () => {
    t = await createTestApp();
    t.createUser({ email: 'ana@example.com', passwordHash: await hashPassword(PASSWORD) });
    const token = await signIn('ana@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(token)).toEqual([401, 401]);
  });

  it('"Sair de todos os aparelhos" ends every session, older tokens included', async () => {
    t = await createTestApp();
    const ana = t.createUser({
      email: 'ana@example.com',
      passwordHash: await hashPassword(PASSWORD),
    });
    const bia = t.createUser({ email: 'bia@example.com' });
    const phone = await signIn('ana@example.com');
    const laptop = await signIn('ana@example.com');
    // A token from before sessions (no session id) stays valid until it expires...
    const older = await t.tokenFor(ana);
    expect(await statusOf(older)).toEqual([200, 200]);
    const others = await t.tokenFor(bia);

    expect((await mutate('auth.logoutEverywhere', phone)).statusCode).toBe(200);
    for (const token of [phone, laptop, older]) expect(await statusOf(token)).toEqual([401, 401]);
    // ...and nobody else is signed out.
    expect(await statusOf(others)).toEqual([200, 200]);
    // Signing in again works.
    expect(await statusOf(await signIn('ana@example.com'))).toEqual([200, 200]);
  });

  it('a token ended elsewhere answers 401 with reason "signedOut"; an expired or unknown one without', async () => {
    t = await createTestApp();
    t.createUser({ email: 'ana@example.com', passwordHash: await hashPassword(PASSWORD) });
    const phone = await signIn('ana@example.com');
    const laptop = await signIn('ana@example.com');
    const later = await signIn('ana@example.com');
    expect((await mutate('auth.logoutEverywhere', phone)).statusCode).toBe(200);

    const answers = async (token: string) => {
      const trpc = await t.app.inject({
        url: '/trpc/auth.me',
        headers: { 'x-auth-token': token, 'x-lang': 'en' },
      });
      const rest = await t.app.inject({ url: '/api/auth/me', headers: { 'x-auth-token': token } });
      const error = trpc.json<{ error: { message: string; data: { reason?: string } } }>().error;
      return { trpc: [error.message, error.data.reason], rest: rest.json<unknown>() };
    };
    expect(await answers(laptop)).toEqual({
      trpc: [
        'You were signed out of this device from elsewhere. Sign in again to continue.',
        'signedOut',
      ],
      rest: {
        msg: 'Você saiu deste aparelho em outro lugar. Entre de novo para continuar.',
        reason: 'signedOut',
      },
    });
    expect(await answers('not.a.token')).toEqual({
      trpc: ['Unauthorized. Please log in again.', undefined],
      rest: { msg: 'Não autorizado. Por favor, faça login novamente.' },
    });
    // Past its 7 days, even an ended session's token is just expired.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await answers(later)).rest).toEqual({
      msg: 'Não autorizado. Por favor, faça login novamente.',
    });
  });
});
