import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/constants.js';
import { HOME, insertCat } from '../fixtures.js';
import { createTestApp, type JsonBody, type TestApp } from '../harness.js';

let t: TestApp;
afterEach(() => t?.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batchUrl = (path: string, n: number, input: unknown) =>
  `/trpc/${Array(n).fill(path).join(',')}?batch=1&input=${q(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, input])))}`;

describe('tRPC batches', () => {
  it(`answer up to ${LIMITS.trpcBatchMax} calls and refuse one more with 400 and a clear message`, async () => {
    t = await createTestApp();
    insertCat(t, { discoveredById: t.createUser().id });
    const list = { ...HOME, limit: 200 };
    const ten = await t.app.inject(batchUrl('cats.list', 10, list));
    expect(ten.statusCode).toBe(200);
    expect(ten.json<JsonBody[]>()).toHaveLength(10);
    expect(ten.json<JsonBody[]>()[9]!.result.data.cats).toHaveLength(1);

    // tRPC's adapter refuses the batch before it makes a context, so before the caller's language
    // is known: the answer is in the community's default language whatever the headers say. The
    // app itself never batches.
    for (const headers of [{}, { 'accept-language': 'en' }, { 'x-lang': 'es' }]) {
      const eleven = await t.app.inject({ url: batchUrl('cats.list', 11, list), headers });
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json<JsonBody>().error).toMatchObject({
        message: 'Chamadas demais em um só lote (máximo 10).',
        code: -32600,
        data: { code: 'BAD_REQUEST', httpStatus: 400 },
      });
    }
  });

  it('count mutations sent by POST the same way, before the body is read', async () => {
    t = await createTestApp();
    const user = t.createUser();
    const headers = { 'x-auth-token': await t.tokenFor(user), 'content-type': 'application/json' };
    const body = (n: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { catId: 'x' }])));
    const path = (n: number) => `/trpc/${Array(n).fill('favorites.remove').join(',')}?batch=1`;
    const ten = await t.app.inject({ method: 'POST', url: path(10), headers, payload: body(10) });
    expect(ten.statusCode).toBe(200);
    const eleven = await t.app.inject({
      method: 'POST',
      url: path(11),
      headers,
      payload: body(11),
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json<JsonBody>().error.message).toBe(
      'Chamadas demais em um só lote (máximo 10).',
    );
    // Not even valid JSON: the count alone decides.
    const junk = await t.app.inject({ method: 'POST', url: path(11), headers, payload: '{' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json<JsonBody>().error.message).toContain('(máximo 10)');
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
