import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { HOME, insertCat } from '../test/fixtures.js';
import { appRouter, type AppRouter } from './router.js';

let t: TestApp;
let stock: FastifyInstance;
afterEach(async () => {
  await stock?.close();
  await t?.close();
});

/** The same router, context and database behind tRPC's own Fastify adapter. */
async function stockApp(app: FastifyInstance) {
  const server = Fastify({ routerOptions: { maxParamLength: 5000 } });
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
    }
  });
});
