import { connect } from 'node:net';
import { TRPCError } from '@trpc/server';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { errorForLog, pathOnly } from '../../logging.js';
import { catData, catForm, checkinData, checkinForm, jpeg } from '../fixtures.js';
import { createTestApp, type JsonBody } from '../harness.js';

/**
 * The real app with its real logger at the most verbose level, writing JSON lines into memory,
 * through a session that puts secrets everywhere a careless logger would pick them up.
 */

const PASSWORD = 'Senha-Secreta-4821';
const SECRET = 'logging-test-secret-0123456789abcdefghijklmnop';
/** Digits of the cat's position that must never appear (4 decimals ≈ 11 m). */
const CAT = { latitude: -23.561234, longitude: -46.655432 };
const POSITION_DIGITS = ['23.5612', '46.6554'];

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function loggedApp() {
  const lines: string[] = [];
  const t = await createTestApp({
    settings: { JWT_SECRET: SECRET, LOG_LEVEL: 'trace' },
    logger: { write: (line) => lines.push(line) },
  });
  cleanup = () => t.close();
  return { app: t.app, db: t.db, lines };
}

describe('logs', () => {
  it('are JSON lines with no password, token, secret or cat position in them', async () => {
    const { app, db, lines } = await loggedApp();
    // A route that fails the way a broken query does (a 500 whose error is logged).
    app.get('/test/broken-query', async () => {
      const row = {
        id: 'x',
        name: PASSWORD,
        email: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      await db.insert(users).values(row);
      await db.insert(users).values(row);
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${path}`, init);
      return { status: res.status, body: (await res.json()) as JsonBody };
    };
    const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const query = (input: unknown) => encodeURIComponent(JSON.stringify(input));

    const registered = await postJson('/trpc/auth.register', {
      name: 'Ana',
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(registered.status).toBe(200);
    const login = await postJson('/trpc/auth.login', {
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.result.data.token as string;
    const restLogin = await postJson('/api/auth/login', {
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(restLogin.status).toBe(200);

    const created = await call('/trpc/cats.create', {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: catForm(catData({ location: { ...CAT, address: 'Rua Augusta' } }), await jpeg()),
    });
    expect(created.status).toBe(200);
    const cat = {
      id: created.body.result.data._id as string,
      lat: CAT.latitude,
      lng: CAT.longitude,
    };
    const checkin = checkinData(cat);
    const checkedIn = await call('/trpc/checkins.create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: checkinForm(checkin),
    });
    expect(checkedIn.status).toBe(200);

    const nearbyInput = { ...CAT, radius: 5000, limit: 50 };
    expect((await call(`/trpc/cats.nearby?input=${query(nearbyInput)}`)).status).toBe(200);
    const restNearby = `/api/cats/nearby?lat=${CAT.latitude}&lng=${CAT.longitude}&radius=5000`;
    expect((await call(restNearby, { headers: { 'x-auth-token': token } })).status).toBe(200);
    const me = await call('/trpc/auth.me', {
      headers: { cookie: `token=${token}`, 'x-auth-token': token },
    });
    expect(me.status).toBe(200);

    // Failures: a wrong password, a broken JSON body quoting the password, a bad token, a 500.
    const wrong = await postJson('/trpc/auth.login', {
      email: 'ana@example.com',
      password: `${PASSWORD}-wrong`,
    });
    expect(wrong.status).toBe(400);
    const broken = await call('/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"ana@example.com","password":"${PASSWORD}",`,
    });
    expect(broken.status).toBe(400);
    const restBroken = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"password":"${PASSWORD}"`,
    });
    expect(restBroken.status).toBe(400);
    const badToken = await call('/trpc/auth.me', {
      headers: { 'x-auth-token': `${token}x` },
    });
    expect(badToken.status).toBeGreaterThanOrEqual(400);
    expect((await call('/test/broken-query')).status).toBe(500);
    // A request Node cannot parse, with a token in it.
    const unparsable = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write(`GET /health HTTP/1.1\r\nx-auth-token: ${token}\r\nBad Header\r\n\r\n`),
      );
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
    });
    expect(unparsable).toMatch(/^HTTP\/1\.1 400 /);
    await app.close();

    expect(lines.length).toBeGreaterThan(10);
    const entries = lines.map((line) => JSON.parse(line) as JsonBody);
    // The request lines are there, with the path and without the query string.
    const paths = entries.flatMap((e) => (e.req ? [e.req.path as string] : []));
    expect(paths).toContain('/trpc/cats.nearby');
    expect(paths).toContain('/api/cats/nearby');
    expect(paths.every((p) => !p.includes('?'))).toBe(true);
    expect(entries.some((e) => e.res?.statusCode === 400)).toBe(true);
    const failure = entries.find((e) => e.err && e.level >= 50);
    expect(failure?.err.message).toContain('UNIQUE constraint failed');

    const text = lines.join('\n');
    const forbidden = [
      PASSWORD,
      SECRET,
      token,
      token.split('.')[2]!,
      restLogin.body.token as string,
      ...POSITION_DIGITS,
      String(checkin.location.latitude).slice(0, 8),
      String(checkin.location.longitude).slice(0, 8),
    ];
    for (const secret of forbidden) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/argon2/);
  });
});

describe('log serializers', () => {
  it('drop the query string from request paths', () => {
    expect(pathOnly('/trpc/cats.nearby?input=%7B%22latitude%22%3A-23.5%7D')).toBe(
      '/trpc/cats.nearby',
    );
    expect(pathOnly('/api/cats/nearby?lat=-23.5&lng=-46.6')).toBe('/api/cats/nearby');
    expect(pathOnly('/health')).toBe('/health');
  });

  it('cut quoted input out of JSON syntax errors and keep the rest of an error', () => {
    const error = Object.assign(
      new SyntaxError(`Unexpected token 'x', "{"password":"${PASSWORD}"…" is not valid JSON`),
      {
        statusCode: 400,
        code: 'X',
        input: { password: PASSWORD },
      },
    );
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain(PASSWORD);
    expect(logged).toMatchObject({ type: 'SyntaxError', statusCode: 400, code: 'X' });
    expect(logged.message).toContain('is not valid JSON');
    expect(errorForLog(new Error('outer', { cause: error })).cause?.type).toBe('SyntaxError');
  });

  it('cut the parameters out of failed-query errors, wrapped or not', () => {
    const query = new DrizzleQueryError('insert into "users" ("name") values (?)', [PASSWORD]);
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: query });
    for (const error of [query, wrapped]) {
      const logged = errorForLog(error);
      expect(JSON.stringify(logged)).not.toContain(PASSWORD);
      expect(logged.message).toContain('params: [redacted]');
      expect(logged.message).toContain('insert into "users"');
    }
  });
});
