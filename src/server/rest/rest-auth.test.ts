import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestApp, expectDocumented, PREFIXES, type RestApp } from '../test/rest-client.js';

/** The auth REST routes, on both path families (with and without /api). */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

describe('auth rows', () => {
  it.each(PREFIXES)('GET %s/auth/me answers the user itself, 401 without a token', async (p) => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
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
    const { token } = await r.signIn();
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
    const { user, token } = await r.signIn();
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
    // Clients show a 400 with msg as 'Erro: {msg}'.
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
