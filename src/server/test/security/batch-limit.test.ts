import { afterEach, describe, expect, it } from 'vitest';
import { HOME, insertCat } from '../fixtures.js';
import { createTestApp, type JsonBody, type TestApp } from '../harness.js';

let t: TestApp;
afterEach(() => t?.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batchUrl = (path: string, n: number, input: unknown) =>
  `/trpc/${Array(n).fill(path).join(',')}?batch=1&input=${q(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, input])))}`;

const REFUSED = {
  'pt-BR': 'Este servidor não aceita chamadas em lote: envie uma chamada por pedido.',
  en: 'This server does not take batched calls: send one call per request.',
  es: 'Este servidor no acepta llamadas en lote: envía una llamada por solicitud.',
};

// The app's client never batches: the server refuses any batch, whatever its size.
describe('tRPC batches', () => {
  it('are refused with 400 and a message in the caller language, even a batch of one', async () => {
    t = await createTestApp();
    insertCat(t, { discoveredById: t.createUser().id });
    const list = { ...HOME, limit: 200 };
    for (const [headers, text] of [
      [{}, REFUSED['pt-BR']],
      [{ 'accept-language': 'en' }, REFUSED.en],
      [{ 'x-lang': 'es' }, REFUSED.es],
    ] as const) {
      for (const n of [1, 2, 11]) {
        const res = await t.app.inject({ url: batchUrl('cats.list', n, list), headers });
        expect(res.statusCode).toBe(400);
        expect(res.json<JsonBody>().error).toMatchObject({
          message: text,
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400 },
        });
      }
    }
    // The same call alone is answered.
    const single = await t.app.inject(`/trpc/cats.list?input=${q(list)}`);
    expect(single.statusCode).toBe(200);
    expect(single.json<JsonBody>().result.data.cats).toHaveLength(1);
  });

  it('of mutations sent by POST are refused the same way, before the body is read', async () => {
    t = await createTestApp();
    const user = t.createUser();
    const headers = {
      'x-auth-token': await t.tokenFor(user),
      'content-type': 'application/json',
      'accept-language': 'en',
    };
    const body = (n: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { catId: 'x' }])));
    const path = (n: number) => `/trpc/${Array(n).fill('favorites.remove').join(',')}?batch=1`;
    const two = await t.app.inject({ method: 'POST', url: path(2), headers, payload: body(2) });
    expect(two.statusCode).toBe(400);
    expect(two.json<JsonBody>().error.message).toBe(REFUSED.en);
    // Not even valid JSON: being a batch alone decides.
    const junk = await t.app.inject({ method: 'POST', url: path(2), headers, payload: '{' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json<JsonBody>().error.message).toBe(REFUSED.en);
    // One call alone is answered.
    const one = await t.app.inject({
      method: 'POST',
      url: '/trpc/favorites.remove',
      headers,
      payload: JSON.stringify({ catId: 'x' }),
    });
    expect(one.statusCode).not.toBe(400);
  });

  it('refuse the old attack (500 list calls in one anonymous GET) with a short answer', async () => {
    t = await createTestApp();
    const owner = t.createUser();
    for (let i = 0; i < 50; i++) insertCat(t, { discoveredById: owner.id });
    const attack = await t.app.inject(batchUrl('cats.list', 500, { limit: 200 }));
    expect(attack.statusCode).toBe(400);
    expect(attack.body.length).toBeLessThan(1000);
    // One call of the same list is still answered in full.
    const single = await t.app.inject(`/trpc/cats.list?input=${q({ limit: 200 })}`);
    expect(single.statusCode).toBe(200);
    expect(single.json<JsonBody>().result.data.cats).toHaveLength(50);
  });
});
