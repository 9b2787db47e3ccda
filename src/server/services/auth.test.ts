import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { createHarness, type Harness } from '../test/harness.js';
import { resetPassword } from './auth.js';
import { Tokens } from './tokens.js';

let h: Harness;
afterEach(() => h?.close());

const register = (input: Record<string, unknown>, harness = h, locale?: 'en') =>
  harness.callerFor(null, locale).auth.register(input as never);

const userCount = () => h.db.select({ n: count() }).from(users).get()!.n;

describe('register', () => {
  it('creates an account, signs it in and answers the user without secrets', async () => {
    h = createHarness();
    const res = await register({ name: ' Ana ', email: 'Ana@Example.com', password: 'secret1' });
    expect(res.token).toMatch(/^ey/);
    expect(res.user).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      level: 1,
      points: 0,
      notificationSettings: {
        nearbyAlerts: true,
        favoriteUpdates: true,
        achievementAlerts: true,
        radius: 5000,
      },
    });
    expect(JSON.stringify(res)).not.toMatch(/argon2|passwordHash/);
    const stored = h.db.select().from(users).get()!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already taken in another case', async () => {
    h = createHarness();
    await register({ name: 'Ana', email: 'ana@example.com', password: 'secret1' });
    const error = await rejection(
      register({ name: 'Other', email: 'ANA@EXAMPLE.COM', password: 'secret2' }),
      'CONFLICT',
    );
    expect(error.message).toBe('emailTaken');
    expect(userCount()).toBe(1);
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret1' }, 'name', 'Nome é obrigatório'],
    [{ name: '   ', email: 'a@b.co', password: 'secret1' }, 'name', 'Nome é obrigatório'],
    [{ name: 'Ana', password: 'secret1' }, 'email', 'Email é obrigatório'],
    [{ name: 'Ana', email: 'not-an-email', password: 'secret1' }, 'email', 'Email inválido'],
    [{ name: 'Ana', email: 'a@b.co' }, 'password', 'Senha é obrigatória'],
    [
      { name: 'Ana', email: 'a@b.co', password: '12345' },
      'password',
      'A senha deve ter no mínimo 6 caracteres',
    ],
  ])('validates %j: %s says "%s"', async (input, param, message) => {
    h = createHarness();
    const error = await rejection(register(input), 'BAD_REQUEST');
    // Messages travel as keys; the formatter translates them (checked over HTTP in http/app.test.ts).
    expect(fieldErrors(error)).toContainEqual({ param, msg: message });
    expect(userCount()).toBe(0);
  });

  it('limits registrations per address', async () => {
    h = createHarness({ settings: { RATE_LIMIT_REGISTER: 2 } });
    await register({ name: 'A', email: 'a1@b.co', password: 'secret1' });
    await register({ name: 'A', email: 'a2@b.co', password: 'secret1' });
    const error = await rejection(
      register({ name: 'A', email: 'a3@b.co', password: 'secret1' }),
      'TOO_MANY_REQUESTS',
    );
    expect(error.message).toBe('tooManyAttempts');
    expect(userCount()).toBe(2);
    // Another address is not affected.
    await h.callerFor(null, 'pt-BR', '10.9.9.9').auth.register({
      name: 'A',
      email: 'a4@b.co',
      password: 'secret1',
    });
  });
});

describe('login, me and verify', () => {
  it('signs in case-insensitively and the token opens me', async () => {
    h = createHarness();
    await register({ name: 'Ana', email: 'ana@example.com', password: 'secret1' });
    const { token, user } = await h.anon.auth.login({
      email: 'ANA@example.com',
      password: 'secret1',
    });
    const claims = await h.deps.tokens.verify(token, h.clock.now());
    expect(claims?.userId).toBe(user._id);
    const stored = h.db.select().from(users).get()!;
    expect((await h.callerFor(stored).auth.me()).email).toBe('ana@example.com');
    expect(await h.callerFor(stored).auth.verify()).toEqual({ valid: true });
    expect(await h.anon.auth.verify()).toEqual({ valid: false });
  });

  it('answers one message for a wrong password and an unknown e-mail', async () => {
    h = createHarness();
    await register({ name: 'Ana', email: 'ana@example.com', password: 'secret1' });
    const wrong = await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'wrong!!' }),
      'BAD_REQUEST',
    );
    const unknown = await rejection(
      h.anon.auth.login({ email: 'nobody@example.com', password: 'secret1' }),
      'BAD_REQUEST',
    );
    expect(wrong.message).toBe('invalidCredentials');
    expect(unknown.message).toBe('invalidCredentials');
  });

  it('stops password guessing per e-mail after the limit', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 3 } });
    await register({ name: 'Ana', email: 'ana@example.com', password: 'secret1' });
    for (let i = 0; i < 3; i++) {
      await rejection(
        h.anon.auth.login({ email: 'ana@example.com', password: `bad${i}xx` }),
        'BAD_REQUEST',
      );
    }
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
      'TOO_MANY_REQUESTS',
    );
    // The window passes and the right password works again.
    h.clock.advance(16 * 60 * 1000);
    await expect(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
    ).resolves.toHaveProperty('token');
  });

  it('me refuses anonymous callers', async () => {
    h = createHarness();
    await rejection(h.anon.auth.me(), 'UNAUTHORIZED');
  });

  it('marks admins from ADMIN_EMAILS', async () => {
    h = createHarness();
    const res = await register({ name: 'Adm', email: 'Admin@Gateiros.test', password: 'secret1' });
    expect(res.user.isAdmin).toBe(true);
  });
});

describe('tokens', () => {
  it('rejects expired, tampered, foreign and outdated tokens', async () => {
    h = createHarness();
    const { token, user } = await register({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    const now = h.clock.now();
    expect(await h.deps.tokens.verify(token, now)).not.toBeNull();
    expect(await h.deps.tokens.verify(token, new Date(now.getTime() + 8 * 86400_000))).toBeNull();
    const [head, body, sig] = token.split('.') as [string, string, string];
    const flipped = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await h.deps.tokens.verify(flipped, now)).toBeNull();
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await h.deps.tokens.verify(`${head}.${forged}.${sig}`, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await h.deps.tokens.verify(`${none}.${body}.`, now)).toBeNull();
    const other = new Tokens(new TextEncoder().encode('x'.repeat(40)));
    const foreign = await other.sign({ userId: user._id, version: 0 }, now);
    expect(await h.deps.tokens.verify(foreign, now)).toBeNull();
    expect(await h.deps.tokens.verify('garbage', now)).toBeNull();
  });
});

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

describe('change password', () => {
  const signedUp = async () => {
    const { token } = await register({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    const user = h.db.select().from(users).get()!;
    return { token, user };
  };

  it('takes the current password, ends the other sessions and keeps this one signed in', async () => {
    h = createHarness();
    const { token: other, user } = await signedUp();
    const res = await h
      .callerFor(user)
      .auth.changePassword({ currentPassword: 'secret1', newPassword: 'nova-senha' });
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, other)).toBeNull();
    expect((await userFromToken(h.deps, res.token))?.id).toBe(user.id);
    expect(res.user.email).toBe('ana@example.com');
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
      'BAD_REQUEST',
    );
    await expect(
      h.anon.auth.login({ email: 'ana@example.com', password: 'nova-senha' }),
    ).resolves.toHaveProperty('token');
  });

  it('refuses a wrong current password, in the caller language, and changes nothing', async () => {
    h = createHarness();
    const { token, user } = await signedUp();
    const error = await rejection(
      h.callerFor(user, 'en').auth.changePassword({
        currentPassword: 'wrong!!',
        newPassword: 'nova-senha',
      }),
      'BAD_REQUEST',
    );
    expect(messageOf(error, 'en')).toBe('Current password is incorrect');
    expect(messageOf(error)).toBe('Senha atual incorreta');
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, token)).not.toBeNull();
    expect(h.db.select().from(users).get()!.passwordHash).toBe(user.passwordHash);
  });

  it.each([
    [{ newPassword: 'nova-senha' }, 'currentPassword', 'Senha atual é obrigatória'],
    [{ currentPassword: 'secret1' }, 'newPassword', 'Nova senha é obrigatória'],
    [
      { currentPassword: 'secret1', newPassword: '12345' },
      'newPassword',
      'A senha deve ter no mínimo 6 caracteres',
    ],
  ])('validates %j', async (input, field, message) => {
    h = createHarness();
    const { user } = await signedUp();
    const error = await rejection(
      h.callerFor(user).auth.changePassword(input as never),
      'BAD_REQUEST',
    );
    expect(fieldErrors(error)).toContainEqual({ param: field, msg: message });
  });

  it('limits guesses of the current password', async () => {
    h = createHarness({ settings: { RATE_LIMIT_LOGIN: 2 } });
    const { user } = await signedUp();
    const change = (currentPassword: string) =>
      h.callerFor(user).auth.changePassword({ currentPassword, newPassword: 'nova-senha' });
    await rejection(change('bad-1x'), 'BAD_REQUEST');
    await rejection(change('bad-2x'), 'BAD_REQUEST');
    await rejection(change('secret1'), 'TOO_MANY_REQUESTS');
  });

  it('says a Google account has no password to change', async () => {
    h = createHarness();
    const user = h.createUser({ passwordHash: null });
    const error = await rejection(
      h.callerFor(user).auth.changePassword({ currentPassword: 'x', newPassword: 'nova-senha' }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('noPasswordAccount');
  });
});

describe('admin password reset', () => {
  it('sets a new password that signs in, and ends the old sessions', async () => {
    h = createHarness();
    const { token } = await register({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    const password = await resetPassword(h.db, 'ANA@example.com');
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);
    expect(await h.deps.tokens.verify(token, h.clock.now())).not.toBeNull();
    const { userFromToken } = await import('../context.js');
    expect(await userFromToken(h.deps, token)).toBeNull();
    await expect(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' }),
    ).rejects.toThrow();
    const session = await h.anon.auth.login({ email: 'ana@example.com', password: password! });
    expect(session.user.email).toBe('ana@example.com');
    expect(await resetPassword(h.db, 'nobody@example.com')).toBeNull();
  });
});
