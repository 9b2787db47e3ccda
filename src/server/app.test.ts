import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { users } from './db/schema.js';
import { testSettings } from './settings.js';
import { createTestApp } from './test/harness.js';
import { APP_VERSION } from './lib/version.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
afterEach(async () => t?.close());

const json = { 'content-type': 'application/json' };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
type JsonBody = Record<string, any>;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...json, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json<JsonBody>() };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers });
  return { status: res.statusCode, body: res.json<JsonBody>() };
}

const userCount = () => t.db.select({ n: count() }).from(users).get()!.n;

describe('auth over HTTP (tRPC)', () => {
  it('registers, logs in, and both token headers open auth.me and auth.verify', async () => {
    t = await createTestApp();
    const reg = await post('auth.register', {
      name: 'Ana',
      email: 'ana@x.com',
      password: 'secret1',
    });
    expect(reg.status).toBe(200);
    const login = await post('auth.login', { email: 'ANA@x.com', password: 'secret1' });
    expect(login.status).toBe(200);
    const token = login.body.result.data.token as string;

    const headerSets: Record<string, string>[] = [
      { 'x-auth-token': token },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of headerSets) {
      const me = await get('auth.me', headers);
      expect(me.status).toBe(200);
      expect(me.body.result.data).toMatchObject({ name: 'Ana', email: 'ana@x.com' });
      expect((await get('auth.verify', headers)).body.result.data).toEqual({ valid: true });
    }
    expect((await get('auth.verify')).body.result.data).toEqual({ valid: false });
  });

  it('answers 401 for missing, tampered, expired and deleted-user tokens', async () => {
    t = await createTestApp();
    const reg = await post('auth.register', {
      name: 'Ana',
      email: 'ana@x.com',
      password: 'secret1',
    });
    const token = reg.body.result.data.token as string;
    expect((await get('auth.me')).status).toBe(401);
    expect((await get('auth.me', { 'x-auth-token': `${token}x` })).status).toBe(401);
    expect((await get('auth.me', { authorization: 'Bearer not.a.jwt' })).status).toBe(401);
    t.clock.advance(8 * 24 * 3600 * 1000);
    expect((await get('auth.me', { 'x-auth-token': token })).status).toBe(401);
    t.clock.advance(-8 * 24 * 3600 * 1000);
    expect((await get('auth.me', { 'x-auth-token': token })).status).toBe(200);
    t.db
      .update(users)
      .set({ deletedAt: new Date(), email: null })
      .where(eq(users.email, 'ana@x.com'))
      .run();
    const res = await get('auth.me', { 'x-auth-token': token });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Não autorizado. Por favor, faça login novamente.');
  });

  it('translates validation messages into the caller language, with per-field errors', async () => {
    t = await createTestApp();
    const pt = await post('auth.login', { email: '', password: '' });
    expect(pt.status).toBe(400);
    expect(pt.body.error.data.errors).toEqual([
      { param: 'email', msg: 'O e-mail é obrigatório' },
      { param: 'password', msg: 'A senha é obrigatória' },
    ]);
    expect(pt.body.error.message).toBe('O e-mail é obrigatório');
    const en = await post(
      'auth.login',
      { email: 'x', password: 'y' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(en.body.error.data.errors).toEqual([{ param: 'email', msg: 'Invalid e-mail' }]);
    const es = await post(
      'auth.login',
      { email: 'a@b.co', password: 'wrong1' },
      { 'x-lang': 'es' },
    );
    expect(es.status).toBe(400);
    expect(es.body.error.message).toBe('Correo o contraseña incorrectos');
  });

  it('gives a clear 4xx for malformed JSON, wrong types, unknown fields and huge bodies', async () => {
    t = await createTestApp();
    for (const path of ['auth.register', 'auth.login', 'auth.google']) {
      const malformed = await post(path, '{"email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error?.message ?? malformed.body.msg).toBe(
        'O corpo da requisição não é um JSON válido.',
      );
      const wrongTypes = await post(path, { name: 42, email: ['a'], password: { x: 1 } });
      expect(wrongTypes.status).toBe(400);
      // Every wrong field is named, and the message is the first field's.
      expect(wrongTypes.body.error.data.errors.length).toBeGreaterThan(0);
      expect(wrongTypes.body.error.message).toBe(wrongTypes.body.error.data.errors[0].msg);
      const unknown = await post(path, {
        name: 'Ana',
        email: 'ana@x.com',
        password: 'secret1',
        isAdmin: true,
      });
      expect(unknown.status).toBe(400);
      const huge = await post(path, {
        name: 'x'.repeat(2 * 1024 * 1024),
        email: 'a@b.co',
        password: 'secret1',
      });
      expect(huge.status).toBe(413);
      expect(huge.body.msg).toBe('A requisição é grande demais.');
      const notJson = await t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      });
      expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(notJson.statusCode).toBeLessThan(500);
    }
    const longName = await post('auth.register', {
      name: 'x'.repeat(101),
      email: 'a@b.co',
      password: 'secret1',
    });
    expect(longName.status).toBe(400);
    expect(longName.body.error.data.errors[0]).toEqual({
      param: 'name',
      msg: 'Texto longo demais (máximo 100 caracteres)',
    });
    expect(userCount()).toBe(0);
  });

  it('answers 429 with a clear message when login is hammered', async () => {
    t = await createTestApp({ settings: { RATE_LIMIT_LOGIN: 2 } });
    await post('auth.login', { email: 'a@b.co', password: 'nope12' });
    await post('auth.login', { email: 'a@b.co', password: 'nope12' });
    const res = await post('auth.login', { email: 'a@b.co', password: 'nope12' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(
      'Muitas tentativas de senha erradas nesta conta. Tente de novo em 1 minuto, ou entre por um aparelho em que você já entrou.',
    );
  });
});

describe('the app shell', () => {
  it('answers /health with the database checked, and 503 when it is unusable', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/health')).json()).toEqual({
      status: 'ok',
      version: APP_VERSION,
      commit: null,
    });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    t.db.$client.close();
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(503);
    t.db = openDatabase(':memory:'); // so close() has something to close
  });

  it('serves the four default avatars as images', async () => {
    t = await createTestApp();
    for (const id of ['orange', 'black', 'tabby', 'siamese']) {
      const res = await t.app.inject(`/avatars/${id}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
    expect((await t.app.inject('/avatars/unknown.svg')).statusCode).toBe(404);
  });

  it('sends security headers with a CSP naming the tile host', async () => {
    t = await createTestApp({
      settings: { MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' },
    });
    const res = await t.app.inject('/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://tiles.example.org');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The service worker fetches the tiles it answers the map with (under this same policy).
    expect(csp).toContain("connect-src 'self' https://tiles.example.org");
  });

  it('serves the React app with history fallback and JSON 404 for unknown API paths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Gateiros</title>');
    writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
    const uploads = mkdtempSync(join(tmpdir(), 'gateiros-up-'));
    const db = openDatabase(':memory:');
    const app = await buildApp({
      settings: testSettings({ DATABASE_PATH: ':memory:', UPLOADS_DIR: uploads }),
      db,
      clientDir: dir,
    });
    try {
      const deep = await app.inject({ url: '/cat/abc123', headers: { accept: 'text/html' } });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<title>Gateiros</title>');
      expect(deep.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject('/assets/app-abc.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      // A script is no document: the headers only documents read stay on the page.
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(asset.headers['strict-transport-security']).toBeDefined();
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(asset.headers[documentOnly]).toBeUndefined();
        expect(deep.headers[documentOnly]).toBeDefined();
      }
      // A client route sharing its first segment with a REST path still gets the app.
      const checkins = await app.inject({ url: '/checkins', headers: { accept: 'text/html' } });
      expect(checkins.body).toContain('<title>Gateiros</title>');
      const api = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ msg: 'Recurso não encontrado.' });
    } finally {
      await app.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});
