import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { rejection } from '../test/expect.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const register = (input: Record<string, unknown>, harness = h, locale?: 'en') =>
  harness.callerFor(null, locale).auth.register(input as never);

const userCount = () => h.db.select({ n: count() }).from(users).get()!.n;

describe('Google sign-in', () => {
  let server: Server;
  let base = '';
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  const userinfo = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      if (req.url === '/certs') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const info = userinfo.get(token);
      res.statusCode = info ? 200 : 401;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(info ?? { error: 'invalid_token' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const googleHarness = () =>
    createHarness({
      settings: {
        GOOGLE_CLIENT_ID: 'client-123',
        GOOGLE_JWKS_URL: `${base}/certs`,
        GOOGLE_USERINFO_URL: `${base}/userinfo`,
      },
    });

  const idToken = (claims: Record<string, unknown>, key = keys.privateKey) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('client-123')
      .setIssuedAt(Math.floor(h.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(h.clock.now().getTime() / 1000) + 3600)
      .sign(key);

  it('creates an account from a verified ID token, then finds it again', async () => {
    h = googleHarness();
    const token = await idToken({ sub: 'g-1', email: 'Bia@Gmail.com', name: 'Bia' });
    const first = await h.anon.auth.google({ idToken: token });
    expect(first.user).toMatchObject({ name: 'Bia', email: 'bia@gmail.com', hasPassword: false });
    const again = await h.anon.auth.google({ idToken: token });
    expect(again.user._id).toBe(first.user._id);
    expect(userCount()).toBe(1);
  });

  it('links to an existing password account with the same e-mail', async () => {
    h = googleHarness();
    const { user } = await register({ name: 'Bia', email: 'bia@gmail.com', password: 'secret1' });
    const res = await h.anon.auth.google({
      idToken: await idToken({ sub: 'g-2', email: 'bia@gmail.com', name: 'Bia G' }),
    });
    expect(res.user._id).toBe(user._id);
  });

  it('rejects tokens signed by another key, for another audience, or unverified e-mails', async () => {
    h = googleHarness();
    const stranger = await generateKeyPair('RS256');
    await rejection(
      h.anon.auth.google({
        idToken: await idToken({ sub: 'x', email: 'x@y.z' }, stranger.privateKey),
      }),
      'UNAUTHORIZED',
    );
    await rejection(
      h.anon.auth.google({
        idToken: await idToken({ sub: 'x', email: 'x@y.z', email_verified: false }),
      }),
      'UNAUTHORIZED',
    );
    const wrongAud = await new SignJWT({ sub: 'x', email: 'x@y.z', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('someone-else')
      .setExpirationTime('1h')
      .sign(keys.privateKey);
    await rejection(h.anon.auth.google({ idToken: wrongAud }), 'UNAUTHORIZED');
    expect(userCount()).toBe(0);
  });

  it('accepts the access-token variant through userinfo', async () => {
    h = googleHarness();
    userinfo.set('access-1', {
      sub: 'g-9',
      email: 'cau@gmail.com',
      email_verified: true,
      name: 'Cau',
    });
    const res = await h.anon.auth.google({ token: 'access-1' });
    expect(res.user.email).toBe('cau@gmail.com');
    await rejection(h.anon.auth.google({ token: 'unknown' }), 'UNAUTHORIZED');
  });

  it('says so when the server has no Google client id', async () => {
    h = createHarness();
    const error = await rejection(h.anon.auth.google({ idToken: 'x' }), 'BAD_REQUEST');
    expect(error.message).toBe('googleNotConfigured');
  });
});
