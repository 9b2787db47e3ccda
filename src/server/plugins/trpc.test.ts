import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContext, type Deps } from '../context.js';
import { users, type User } from '../db/schema.js';
import { testSettings } from '../settings.js';
import { catData, catForm, HOME, insertCat, jpeg } from '../test/fixtures.js';
import { createTestApp, type JsonBody, type TestApp } from '../test/harness.js';
import { appRouter, createCaller, type AppRouter } from '../trpc/router.js';
import { privateAnswersPlugin } from './private-answers.js';

let t: TestApp;
let stock: FastifyInstance;
afterEach(async () => {
  await stock?.close();
  await t?.close();
});

/**
 * The same router, context and database behind tRPC's own Fastify adapter, with the same
 * answer headers (Vary, Cache-Control) so that only the transport is compared.
 */
async function stockApp(app: FastifyInstance) {
  const server = Fastify({ routerOptions: { maxParamLength: 5000 } });
  await server.register(privateAnswersPlugin, {});
  await server.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(app.deps, req.headers, req.ip),
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  return server;
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('tRPC over Fastify', () => {
  it('answers GET queries exactly as the stock tRPC adapter does', async () => {
    t = await createTestApp();
    stock = await stockApp(t.app);
    const user = t.createUser({ name: 'Ana' });
    const cat = insertCat(t, { discoveredById: user.id });
    const auth = { 'x-auth-token': await t.tokenFor(user) };
    const nearby = { ...HOME, radius: 5000, limit: 50 };
    const requests: { url: string; headers?: Record<string, string> }[] = [
      { url: `/trpc/cats.nearby?input=${q(nearby)}` },
      { url: `/trpc/cats.byId?input=${q({ id: cat.id })}` },
      { url: `/trpc/cats.byId,cats.nearby?batch=1&input=${q({ 0: { id: cat.id }, 1: nearby })}` },
      { url: `/trpc/cats.byId?input=${q({ id: 'nope' })}`, headers: { 'accept-language': 'en' } },
      { url: `/trpc/cats.byId?batch=1&input=${q({ 0: { id: 'x'.repeat(24) } })}` },
      { url: `/trpc/cats.byId,cats.byId?batch=1&input=${q({ 0: { id: cat.id }, 1: {} })}` },
      {
        url: `/trpc/cats.nearby?input=${q({ ...nearby, radius: -1 })}`,
        headers: { 'x-lang': 'es' },
      },
      { url: '/trpc/cats.nearby' },
      { url: '/trpc/cats.nearby?batch=1' },
      { url: '/trpc/cats.nearby?batch=1&input=[1]' },
      { url: '/trpc/cats.nearby?input={bad' },
      { url: '/trpc/auth.me' },
      { url: '/trpc/auth.me', headers: auth },
      { url: '/trpc/auth.me,auth.verify?batch=1', headers: auth },
      { url: '/trpc/auth.me,auth.verify?batch=1' },
      { url: '/trpc/auth.me', headers: { authorization: 'Bearer not.a.jwt' } },
      { url: '/trpc/config.public' },
      { url: '/trpc/users.avatars?input=%7B%7D' },
      { url: '/trpc/cats.delete?input=%7B%7D' },
      { url: '/trpc/cats.nope' },
      { url: '/trpc/auth.me,cats.nope?batch=1' },
      { url: '/trpc/auth.verify', headers: { 'trpc-accept': 'application/jsonl' } },
      { url: '/trpc/auth.verify?batch=1', headers: { 'trpc-accept': 'application/jsonl' } },
      { url: '/trpc/auth.verify', headers: { 'content-type': 'text/plain' } },
      { url: '/trpc/auth.%E0%A4%A' },
    ];
    for (const { url, headers } of requests) {
      const [ours, theirs] = await Promise.all(
        [t.app, stock].map((app) => app.inject({ method: 'GET', url, headers })),
      );
      const label = `${url} ${JSON.stringify(headers ?? {})}`;
      expect({ label, status: ours!.statusCode }).toEqual({ label, status: theirs!.statusCode });
      expect({ label, body: ours!.body }).toEqual({ label, body: theirs!.body });
      // Fastify adds `; charset=utf-8` to JSON it sends from a string.
      const media = (res: typeof ours) => String(res!.headers['content-type']).split(';')[0];
      expect({ label, type: media(ours) }).toEqual({ label, type: media(theirs) });
      expect({ label, vary: ours!.headers.vary }).toEqual({ label, vary: theirs!.headers.vary });
      const cacheControl = (res: typeof ours) => res!.headers['cache-control'];
      expect({ label, cc: cacheControl(ours) }).toEqual({ label, cc: cacheControl(theirs) });
    }
  });
});

const nearbyUrl = `/trpc/cats.nearby?input=${q({ ...HOME, radius: 5000, limit: 50 })}`;
const names = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: nearbyUrl, headers });
  expect(res.statusCode).toBe(200);
  return (res.json<JsonBody>().result.data as { name: string }[]).map((c) => c.name);
};
const register = async (deps: Deps, user: User, name: string) =>
  createCaller({ ...deps, user, isAdmin: false, locale: 'pt-BR', ip: '127.0.0.1' }).cats.create(
    catForm(catData({ name }), await jpeg()),
  );

describe('answers reused for anonymous callers', () => {
  it('are the answer tRPC gives: status, body, content type and vary', async () => {
    t = await createTestApp();
    insertCat(t, { discoveredById: t.createUser().id });
    const batch = `/trpc/cats.nearby,cats.nearby?batch=1&input=${q({ 0: { ...HOME, radius: 5000, limit: 50 }, 1: HOME })}`;
    for (const url of [nearbyUrl, batch]) {
      const [first, second] = [await t.app.inject(url), await t.app.inject(url)];
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);
      expect(second.headers.vary).toBe(first.headers.vary);
    }
  });

  it('never outlive a write of this process, and are never given to a signed-in caller', async () => {
    t = await createTestApp();
    const user = t.createUser();
    expect(await names(t.app)).toEqual([]);
    await register(t.app.deps, user, 'Mingau');
    expect(await names(t.app)).toEqual(['Mingau']);
    expect(await names(t.app)).toEqual(['Mingau']);
    t.db.$client.prepare("update cats set name = 'Frajola'").run();
    expect(await names(t.app)).toEqual(['Frajola']);

    // The discoverer sees the exact position, an anonymous caller the public one.
    const auth = { 'x-auth-token': await t.tokenFor(user) };
    const position = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url: nearbyUrl, headers })).json<JsonBody>().result
        .data[0].location.coordinates as number[];
    const anonymous = await position();
    expect(await position(auth)).not.toEqual(anonymous);
    expect(await position()).toEqual(anonymous);
  });

  it('never outlive a commit of another connection to the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-cache-'));
    const path = join(dir, 'gateiros.db');
    const app = await buildApp({
      settings: testSettings({ DATABASE_PATH: path, UPLOADS_DIR: join(dir, 'uploads') }),
      clientDir: null,
    });
    const other = new Database(path);
    try {
      const now = new Date();
      const user = app.deps.db
        .insert(users)
        .values({ id: 'u'.repeat(24), name: 'Ana', createdAt: now, updatedAt: now })
        .returning()
        .get();
      await register(app.deps, user, 'Mingau');
      expect(await names(app)).toEqual(['Mingau']);
      other.prepare("update cats set name = 'Frajola'").run();
      expect(await names(app)).toEqual(['Frajola']);
    } finally {
      other.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
