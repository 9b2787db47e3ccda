import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { catForm, HOME, jpeg } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const seedUser = () => t.createUser({ name: 'Ana', email: 'ana@x.com' });

describe('cats over HTTP (tRPC)', () => {
  it('registers a cat from a multipart body and serves its photo', async () => {
    t = await createTestApp();
    const token = await t.tokenFor(seedUser());
    const data = { name: 'Mingau', description: 'Manso', color: 'Cinza', location: HOME };
    const res = await t.postForm('cats.create', catForm(data, await jpeg()), {
      'x-auth-token': token,
    });
    expect(res.status).toBe(200);
    const cat = res.body.result.data;
    expect(cat).toMatchObject({ name: 'Mingau', pointsEarned: 50, exactLocation: true });
    const photo = await t.app.inject({ method: 'GET', url: cat.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const nearby = await t.query('cats.nearby', HOME);
    expect(nearby.status).toBe(200);
    expect(nearby.body.result.data).toHaveLength(1);
    expect(nearby.body.result.data[0].exactLocation).toBe(false);
    const page = await t.query('cats.byId', { id: cat._id });
    expect(page.body.result.data.cat.discoveredBy).toEqual({
      _id: expect.any(String),
      name: 'Ana',
    });
  });

  it('answers the add-cat form errors in the caller language and stores nothing', async () => {
    t = await createTestApp();
    const token = await t.tokenFor(seedUser());
    const pt = await t.postForm('cats.create', catForm({ location: HOME }), {
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
    const en = await t.postForm(
      'cats.create',
      catForm({ name: 'Mingau', description: 'Manso', color: 'Cinza' }, await jpeg()),
      { 'x-auth-token': token, 'x-lang': 'en' },
    );
    expect(en.status).toBe(400);
    expect(en.body.error.data.errors).toEqual([
      { param: 'location', msg: 'Location not available' },
    ]);
    const text = catForm(
      { name: 'M', description: 'd', color: 'c', location: HOME },
      Buffer.from('hello'),
    );
    const bad = await t.postForm('cats.create', text, { 'x-auth-token': token });
    expect(bad.status).toBe(400);
    expect(readdirSync(t.uploadsDir, { recursive: true })).toEqual([]);
    const anon = await t.postForm('cats.create', catForm({ location: HOME }));
    expect(anon.status).toBe(401);
  });

  it('answers 400 with the field for bad search input, and 404 for an unknown cat', async () => {
    t = await createTestApp();
    const bad = await t.query('cats.nearby', { ...HOME, radius: 1_000_000 });
    expect(bad.status).toBe(400);
    const errors = bad.body.error.data.errors as { param: string }[];
    expect(errors.map((e) => e.param)).toEqual(['radius']);
    const missing = await t.query('cats.byId', { id: newId() }, { 'x-lang': 'es' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Gato no encontrado');
    const list = await t.query('cats.list', {
      status: 'Ativo',
      health: 'Precisa de atenção,Emergência',
    });
    expect(list.body.result.data).toEqual({ cats: [], total: 0, page: 1, totalPages: 0 });
  });
});
