import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.js';
import { createRestApp, type RestApp } from '../rest-client.js';
import { TOKEN_TTL_SECONDS } from '../../services/tokens.js';

const ISSUER = 'gateiros';
const AUDIENCE = 'gateiros-app';

let r: RestApp | undefined;
afterEach(async () => {
  await r?.close();
  r = undefined;
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Claims {
  sub?: string;
  ver?: unknown;
  iss?: string;
  aud?: string;
  iat?: number;
  /** null: no `exp` at all. */
  exp?: number | null;
  alg?: 'HS256' | 'HS384' | 'HS512';
  secret?: Uint8Array;
}

/** A token signed like the server's, with any field changed. */
function forge(app: RestApp, user: User, over: Claims = {}): Promise<string> {
  const iat = over.iat ?? Math.floor(app.clock.now().getTime() / 1000);
  const claims: Record<string, unknown> = { ver: user.tokenVersion };
  if ('ver' in over) claims.ver = over.ver;
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: over.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(over.iss ?? ISSUER)
    .setAudience(over.aud ?? AUDIENCE)
    .setIssuedAt(iat);
  if (over.exp !== null) jwt.setExpirationTime(over.exp ?? iat + TOKEN_TTL_SECONDS);
  if (over.sub !== '') jwt.setSubject(over.sub ?? user.id);
  return jwt.sign(over.secret ?? app.app.deps.tokens.secret);
}

/** A protected tRPC query and a protected REST path, with the token in both header forms. */
async function statuses(app: RestApp, token: string): Promise<number[]> {
  const out: number[] = [];
  for (const headers of [{ 'x-auth-token': token }, { authorization: `Bearer ${token}` }]) {
    const trpc = await app.app.inject({ method: 'GET', url: '/trpc/auth.me', headers });
    out.push(trpc.statusCode);
    const rest = await app.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    out.push(rest.statusCode);
    const plain = await app.app.inject({ method: 'GET', url: '/checkins/user', headers });
    out.push(plain.statusCode);
  }
  return out;
}

async function setup() {
  r = await createRestApp();
  const user = r.createUser({ name: 'Ana', email: 'ana@gateiros.test' });
  return { app: r, user };
}

describe('tokens over HTTP', () => {
  it('accepts a valid token (the control for every refusal below)', async () => {
    const { app, user } = await setup();
    expect(await statuses(app, await app.tokenFor(user))).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses(app, await forge(app, user))).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('refuses alg none, with and without a trailing signature', async () => {
    const { app, user } = await setup();
    const unsecured = new UnsecuredJWT({ ver: user.tokenVersion })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(app.clock.now().getTime() / 1000))
      .setExpirationTime('1d')
      .encode();
    const payload = unsecured.split('.')[1]!;
    const valid = (await app.tokenFor(user)).split('.');
    for (const token of [
      unsecured,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'NONE' })}.${payload}.${valid[2]}`,
      `${b64({ alg: 'none' })}.${valid[1]}.${valid[2]}`,
    ]) {
      expect(await statuses(app, token), token).toEqual([401, 401, 401, 401, 401, 401]);
    }
  });

  it('refuses a wrong secret and another HMAC algorithm with the right secret', async () => {
    const { app, user } = await setup();
    for (const token of [
      await forge(app, user, { secret: randomBytes(32) }),
      await forge(app, user, { secret: new TextEncoder().encode('secret') }),
      await forge(app, user, { alg: 'HS512' }),
      await forge(app, user, { alg: 'HS384' }),
    ]) {
      expect(await statuses(app, token)).toEqual([401, 401, 401, 401, 401, 401]);
    }
  });

  it('refuses a wrong issuer or audience', async () => {
    const { app, user } = await setup();
    for (const token of [
      await forge(app, user, { iss: 'someone-else' }),
      await forge(app, user, { aud: 'another-app' }),
      await forge(app, user, { iss: 'gateiros ', aud: 'gateiros-app2' }),
    ]) {
      expect(await statuses(app, token)).toEqual([401, 401, 401, 401, 401, 401]);
    }
  });

  it('refuses an expired token, and one of ours once its week is over', async () => {
    const { app, user } = await setup();
    const now = Math.floor(app.clock.now().getTime() / 1000);
    const expired = await forge(app, user, { iat: now - 3600, exp: now - 60 });
    expect(await statuses(app, expired)).toEqual([401, 401, 401, 401, 401, 401]);

    // Used while valid, then refused once its week is over.
    const ours = await app.tokenFor(user);
    expect(await statuses(app, ours)).toEqual([200, 200, 200, 200, 200, 200]);
    app.clock.advance((TOKEN_TTL_SECONDS - 60) * 1000);
    expect(await statuses(app, ours)).toEqual([200, 200, 200, 200, 200, 200]);
    app.clock.advance(120 * 1000);
    expect(await statuses(app, ours)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('refuses a token without an expiry, though its secret, issuer and audience are right', async () => {
    const { app, user } = await setup();
    const endless = await forge(app, user, { exp: null });
    expect(
      JSON.parse(Buffer.from(endless.split('.')[1]!, 'base64url').toString()),
    ).not.toHaveProperty('exp');
    expect(await statuses(app, endless)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('refuses malformed tokens and claims of the wrong type', async () => {
    const { app, user } = await setup();
    const valid = await app.tokenFor(user);
    // Verified once: altered copies of a remembered token must still be checked in full.
    expect(await statuses(app, valid)).toEqual([200, 200, 200, 200, 200, 200]);
    const [head, body, signature] = valid.split('.') as [string, string, string];
    const tokens = [
      'x',
      'a.b.c',
      '..',
      'null',
      `${head}.${body}`,
      `${head}.${body}.${signature}x`,
      `${head}.${b64({ sub: user.id, ver: 0 })}.${signature}`,
      `${head}.${body}.${signature}.${signature}`,
      valid.slice(0, -2),
      'é'.repeat(40),
      'A'.repeat(10_000),
      `${b64({ alg: 'HS256' })}.!!!.${signature}`,
      await forge(app, user, { sub: '' }),
      await forge(app, user, { ver: '0' }),
      await forge(app, user, { sub: 'not-a-user' }),
      await forge(app, user, { ver: user.tokenVersion + 1 }),
    ];
    for (const token of tokens) {
      expect(await statuses(app, token), token.slice(0, 80)).toEqual([
        401, 401, 401, 401, 401, 401,
      ]);
    }
  });

  it('refuses the token of a deleted user', async () => {
    const { app, user } = await setup();
    const token = await app.tokenFor(user);
    const deleted = await app.app.inject({
      method: 'POST',
      url: '/trpc/users.deleteAccount',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ confirm: true }),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await statuses(app, token)).toEqual([401, 401, 401, 401, 401, 401]);
    // A token forged with the old id and version is no better.
    expect(await statuses(app, await forge(app, user))).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
