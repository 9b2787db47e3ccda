import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { users, type User } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
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

const HOME = { latitude: -23.5505, longitude: -46.6333 };

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();

function seedUser(): User {
  const now = t.clock.now();
  return t.db
    .insert(users)
    .values({ id: newId(), name: 'Ana', email: 'ana@x.com', createdAt: now, updatedAt: now })
    .returning()
    .get();
}

const tokenFor = (user: User) =>
  t.app.deps.tokens.sign({ userId: user.id, version: user.tokenVersion }, t.clock.now());

function catForm(data: unknown, photo?: Buffer): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (photo)
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
  return form;
}

/** A multipart POST over a real socket, as the web client's httpLink sends it. */
async function postForm(path: string, form: FormData, headers: Record<string, string> = {}) {
  if (!address) address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/trpc/${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as JsonBody };
}

async function query(path: string, input: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
  return { status: res.statusCode, body: res.json<JsonBody>() };
}

describe('cats over HTTP (tRPC)', () => {
  it('registers a cat from a multipart body and serves its photo', async () => {
    t = await createTestApp();
    const token = await tokenFor(seedUser());
    const data = { name: 'Mingau', description: 'Manso', color: 'Cinza', location: HOME };
    const res = await postForm('cats.create', catForm(data, await jpeg()), {
      'x-auth-token': token,
    });
    expect(res.status).toBe(200);
    const cat = res.body.result.data;
    expect(cat).toMatchObject({ name: 'Mingau', pointsEarned: 50, exactLocation: true });
    const photo = await t.app.inject({ method: 'GET', url: cat.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const nearby = await query('cats.nearby', HOME);
    expect(nearby.status).toBe(200);
    expect(nearby.body.result.data).toHaveLength(1);
    expect(nearby.body.result.data[0].exactLocation).toBe(false);
    const page = await query('cats.byId', { id: cat._id });
    expect(page.body.result.data.cat.discoveredBy).toEqual({
      _id: expect.any(String),
      name: 'Ana',
    });
  });

  it('answers the add-cat form errors in the caller language and stores nothing', async () => {
    t = await createTestApp();
    const token = await tokenFor(seedUser());
    const pt = await postForm('cats.create', catForm({ location: HOME }), {
      'x-auth-token': token,
    });
    expect(pt.status).toBe(400);
    expect(pt.body.error.message).toBe('Por favor, preencha todos os campos obrigatórios');
    expect(pt.body.error.data.errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: 'Nome é obrigatório' },
        { param: 'description', msg: 'Descrição é obrigatória' },
        { param: 'color', msg: 'Cor é obrigatória' },
        { param: 'photo', msg: 'Foto principal é obrigatória' },
      ]),
    );
    const en = await postForm(
      'cats.create',
      catForm({ name: 'Mingau', description: 'Manso', color: 'Cinza' }, await jpeg()),
      { 'x-auth-token': token, 'x-lang': 'en' },
    );
    expect(en.status).toBe(400);
    expect(en.body.error.data.errors).toEqual([
      { param: 'location', msg: 'Location not available' },
    ]);
    const text = new FormData();
    text.append(
      'data',
      JSON.stringify({ name: 'M', description: 'd', color: 'c', location: HOME }),
    );
    text.append('photo', new Blob(['hello'], { type: 'image/jpeg' }), 'photo.jpg');
    const bad = await postForm('cats.create', text, { 'x-auth-token': token });
    expect(bad.status).toBe(400);
    expect(readdirSync(t.uploadsDir, { recursive: true })).toEqual([]);
    const anon = await postForm('cats.create', catForm({ location: HOME }));
    expect(anon.status).toBe(401);
  });

  it('answers 400 with the field for bad search input, and 404 for an unknown cat', async () => {
    t = await createTestApp();
    const bad = await query('cats.nearby', { ...HOME, radius: 1_000_000 });
    expect(bad.status).toBe(400);
    const errors = bad.body.error.data.errors as { param: string }[];
    expect(errors.map((e) => e.param)).toEqual(['radius']);
    const missing = await query('cats.byId', { id: newId() }, { 'x-lang': 'es' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Gato no encontrado');
    const list = await query('cats.list', {
      status: 'Ativo',
      health: 'Precisa de atenção,Emergência',
    });
    expect(list.body.result.data).toEqual({ cats: [], total: 0, page: 1, totalPages: 0 });
  });
});
