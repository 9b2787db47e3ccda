import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cats, users, type User } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { checkinData, checkinForm, HOME, jpeg } from '../../test/checkin-fixtures.js';
import { createTestApp } from '../../test/harness.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let address: string | undefined;
afterEach(async () => {
  address = undefined;
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
type JsonBody = Record<string, any>;

function seed() {
  const now = t.clock.now();
  const user: User = t.db
    .insert(users)
    .values({ id: newId(), name: 'Ana', email: 'ana@x.com', createdAt: now, updatedAt: now })
    .returning()
    .get();
  const cat = t.db
    .insert(cats)
    .values({
      id: newId(),
      name: 'Mingau',
      lat: HOME.latitude,
      lng: HOME.longitude,
      publicLat: HOME.latitude,
      publicLng: HOME.longitude,
      cell: 0,
      publicCell: 0,
      discoveredById: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { user, cat };
}

/**
 * POSTs a FormData the way the web client's httpLink does, over a real socket: the tRPC adapter
 * streams multipart bodies from the Node request, which `inject` does not provide.
 */
async function postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
  if (!address) address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/trpc/${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as JsonBody };
}

const tokenFor = (user: User) =>
  t.app.deps.tokens.sign({ userId: user.id, version: user.tokenVersion }, t.clock.now());

describe('checkins over HTTP (tRPC, multipart)', () => {
  it('creates a check-in with photos from a multipart body', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const form = checkinForm(checkinData(cat), [await jpeg(1)]);
    const res = await postForm('checkins.create', form, { 'x-auth-token': await tokenFor(user) });
    expect(res.status).toBe(200);
    const data = res.body.result.data;
    expect(data.pointsEarned).toBe(10 + 15 + 5);
    expect(data.checkIn.photos).toHaveLength(1);

    const photo = await t.app.inject({ method: 'GET', url: data.checkIn.photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const list = await t.app.inject({
      method: 'GET',
      url: `/trpc/checkins.byCat?input=${encodeURIComponent(JSON.stringify({ catId: cat.id }))}`,
    });
    expect(list.json<JsonBody>().result.data.total).toBe(1);
  });

  it('answers field errors in the caller language and stores nothing', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const form = checkinForm({ ...checkinData(cat), actions: [] }, [await jpeg()]);
    const res = await postForm('checkins.create', form, {
      'x-auth-token': await tokenFor(user),
      'x-lang': 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Select at least one action you performed');
    expect(res.body.error.data.errors).toEqual([
      { param: 'actions', msg: 'Select at least one action you performed' },
    ]);
    expect(readdirSync(t.uploadsDir, { recursive: true })).toEqual([]);
  });

  it('answers 400 for too many photos and 401 without a token', async () => {
    t = await createTestApp();
    const { user, cat } = seed();
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => jpeg(i)));
    const res = await postForm('checkins.create', checkinForm(checkinData(cat), photos), {
      'x-auth-token': await tokenFor(user),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Máximo de 5 fotos permitidas');
    const anon = await postForm('checkins.create', checkinForm(checkinData(cat)));
    expect(anon.status).toBe(401);
  });
});
