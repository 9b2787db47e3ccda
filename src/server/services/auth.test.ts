import argon2 from 'argon2';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { insertCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
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
    // OWASP's argon2id parameters (docs/security.md).
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
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
    [{ name: 'Ana', password: 'secret1' }, 'email', 'E-mail é obrigatório'],
    [{ name: 'Ana', email: 'not-an-email', password: 'secret1' }, 'email', 'E-mail inválido'],
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
    expect(error.message).toBe('tooManyAttemptsWhen');
    expect(messageOf(error)).toBe('Muitas tentativas. Tente de novo em 1 hora.');
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

  it('signs in with a password hashed under the parameters used before (RFC 9106, 64 MiB)', async () => {
    h = createHarness();
    const passwordHash = await argon2.hash('secret1', {
      type: argon2.argon2id,
      memoryCost: 65536,
      timeCost: 3,
      parallelism: 4,
    });
    h.createUser({ email: 'ana@example.com', passwordHash });
    const { user } = await h.anon.auth.login({ email: 'ana@example.com', password: 'secret1' });
    expect(user.email).toBe('ana@example.com');
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'secret2' }),
      'BAD_REQUEST',
    );
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

  it('stops password guessing per e-mail and address after the limit', async () => {
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

  it('makes no admin of whoever registers an address that used to be in ADMIN_EMAILS', async () => {
    h = createHarness();
    const res = await register({ name: 'Adm', email: 'Admin@Gateiros.test', password: 'secret1' });
    expect(res.user).toMatchObject({ isAdmin: false, isModerator: false, status: 'active' });
    const stored = h.db.select().from(users).get()!;
    const cat = insertCat(h, { discoveredById: h.createUser().id });
    await rejection(h.callerFor(stored).cats.delete({ id: cat.id }), 'FORBIDDEN');
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
