import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants.js';
import type { checkins } from '../db/schema.js';
import { cats } from '../db/schema.js';
import {
  catFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  photo,
  pluck,
  type Answer,
  type RestApp,
} from '../test/rest-client.js';

/** Bad input on the auth and cat paths answers the documented 4xx, worded for the caller, storing nothing. */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

/** The fields named in an error body. */
const params = (body: Answer['body']) => pluck(body.errors ?? [], 'param');

const signedIn = async () => (await r.signIn()).token;
const aCat = async (token: string) => (await r.registerCat(token))._id as string;

const rows = (table: typeof cats | typeof checkins) =>
  r.db.select({ n: count() }).from(table).get()?.n ?? 0;

const TOO_BIG = Buffer.alloc(LIMITS.photoMaxBytes + 1, 7);
const NOT_AN_IMAGE = file('just some text', 'cat.jpg', 'image/jpeg');

describe('auth paths', () => {
  it('POST /auth/login and /auth/register: missing fields, wrong types, bad bodies', async () => {
    r = await createRestApp();
    for (const p of ['/api', '']) {
      const empty = await r.post(`${p}/auth/login`, { json: {} });
      expectDocumented('login', empty, 400);
      expect(empty.body.errors).toEqual([
        { param: 'email', msg: 'O e-mail é obrigatório' },
        { param: 'password', msg: 'A senha é obrigatória' },
      ]);
      const types = await r.post(`${p}/auth/login`, { json: { email: 5, password: true } });
      expect(params(expectDocumented('login', types, 400))).toEqual(['email', 'password']);
      const malformed = await r.post(`${p}/auth/login`, {
        raw: { type: 'application/json', body: '{"email": ' },
        headers: { 'x-lang': 'en' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ msg: 'The request body is not valid JSON.' });
      const text = await r.post(`${p}/auth/login`, {
        raw: { type: 'text/plain', body: 'email=a@b.c' },
      });
      expect(expectDocumented('login', text, 415)).toEqual({
        msg: 'Tipo de conteúdo não suportado.',
      });
      const multipart = await r.post(`${p}/auth/login`, { form: form({ email: 'a@b.c' }) });
      expectDocumented('login', multipart, 415);

      const register = await r.post(`${p}/auth/register`, {
        json: { name: ' ', email: 'nope', password: '123' },
        headers: { 'accept-language': 'es-AR,es;q=0.9' },
      });
      expectDocumented('register', register, 400);
      expect(params(register.body)).toEqual(['name', 'email', 'password']);
      expect(register.body.msg).toBe(register.body.errors[0].msg);
      const extra = await r.post(`${p}/auth/register`, {
        json: { name: 'Bia', email: 'bia@x.com', password: 'secret1', admin: true },
      });
      expect(expectDocumented('register', extra, 400).errors).toEqual([
        { param: 'admin', msg: 'Campo desconhecido: admin' },
      ]);
      expectDocumented('googleSignIn', await r.post(`${p}/auth/google`, { json: {} }), 400);
      const array = await r.post(`${p}/auth/register`, { json: [1, 2] });
      expectDocumented('register', array, 400);
    }
  });
});

describe('cat paths', () => {
  it('GET /cats/nearby and /cats: missing and malformed query parameters', async () => {
    r = await createRestApp();
    for (const p of ['/api', '']) {
      const missing = await r.get(`${p}/cats/nearby?lng=-46.6`);
      expect(expectDocumented('nearbyCats', missing, 400).errors).toEqual([
        { param: 'lat', msg: 'Localização não disponível' },
      ]);
      const words = await r.get(`${p}/cats/nearby?lat=north&lng=-46.6&radius=1000000`);
      expect(params(expectDocumented('nearbyCats', words, 400))).toEqual(['lat', 'radius']);
      const filters = await r.get(`${p}/cats?health=Doente&sort=idade&page=0`);
      expect(params(expectDocumented('listCats', filters, 400))).toEqual([
        'health.0',
        'sort',
        'page',
      ]);
      const half = await r.get(`${p}/cats?lat=-23.5`);
      expect(expectDocumented('listCats', half, 400).errors).toEqual([
        { param: 'lng', msg: 'Informe latitude e longitude juntas.' },
      ]);
      const id = await r.get(`${p}/cats/${'x'.repeat(65)}`);
      expect(params(expectDocumented('getCat', id, 400))).toEqual(['id']);
    }
  });

  it('POST /cats: missing fields, wrong types, malformed JSON, wrong content type, bad files', async () => {
    r = await createRestApp();
    const token = await signedIn();
    for (const p of ['/api', '']) {
      const anon = await r.post(`${p}/cats`, { form: form(await catFields()) });
      expectDocumented('createCat', anon, 401);

      const empty = await r.post(`${p}/cats`, { token, form: form({ needsDescription: '' }) });
      expectDocumented('createCat', empty, 400);
      expect(empty.body.msg).toBe('Por favor, preencha todos os campos obrigatórios');
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { param: 'name', msg: 'Nome é obrigatório' },
          { param: 'description', msg: 'Descrição é obrigatória' },
          { param: 'color', msg: 'Cor é obrigatória' },
          { param: 'location', msg: 'Localização não disponível' },
          { param: 'photo', msg: 'Foto principal é obrigatória' },
        ]),
      );

      const types = await r.post(`${p}/cats`, {
        token,
        form: form(
          await catFields({
            isSterilized: 'talvez',
            health: 'Doente',
            personalityTraits: ['Calmo', 'Bravo'],
            name: ['A', 'B'],
          }),
        ),
      });
      expect(params(expectDocumented('createCat', types, 400))).toEqual(
        expect.arrayContaining(['name', 'health', 'isSterilized', 'personalityTraits.1']),
      );

      const badJson = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ location: '{"type":"Point",' })),
        headers: { 'x-lang': 'en' },
      });
      expect(expectDocumented('createCat', badJson, 400).errors).toEqual([
        { param: 'location', msg: 'The request body is not valid JSON.' },
      ]);
      const badList = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ needs: '["Comida"' })),
      });
      expect(params(expectDocumented('createCat', badList, 400))).toEqual(['needs']);
      const outside = await r.post(`${p}/cats`, {
        token,
        form: form(
          await catFields({ location: JSON.stringify({ type: 'Point', coordinates: [-46, 95] }) }),
        ),
      });
      expect(params(expectDocumented('createCat', outside, 400))).toEqual(['location.latitude']);

      const json = await r.post(`${p}/cats`, { token, json: { name: 'Mingau' } });
      expectDocumented('createCat', json, 415);

      const notImage = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ photo: NOT_AN_IMAGE })),
      });
      expect(expectDocumented('createCat', notImage, 415).msg).toBe(
        'Foto inválida: envie uma imagem JPEG, PNG ou WebP.',
      );
      const oneBad = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ additionalPhotos: [file(await photo(2)), NOT_AN_IMAGE] })),
      });
      expectDocumented('createCat', oneBad, 415);

      // A photo under 320 px on its short side (1×1 px fake cats earned points).
      const tiny = await sharp({
        create: { width: 1, height: 1, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const small = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ photo: file(tiny, 'tiny.png', 'image/png') })),
      });
      expect(expectDocumented('createCat', small, 400).msg).toBe(
        'A foto é pequena demais: ela precisa ter pelo menos 320 px no lado menor.',
      );
      const smallEn = await r.post(`${p}/cats`, {
        token,
        headers: { 'x-lang': 'en' },
        form: form(await catFields({ additionalPhotos: file(tiny, 'tiny.png', 'image/png') })),
      });
      expect(expectDocumented('createCat', smallEn, 400).msg).toBe(
        'The photo is too small: it needs at least 320 px on its short side.',
      );

      const huge = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ additionalPhotos: file(TOO_BIG) })),
      });
      expect(expectDocumented('createCat', huge, 413).errors).toEqual([
        { param: 'additionalPhotos', msg: 'Cada foto pode ter no máximo 10 MB.' },
      ]);
      const strange = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ photos: file(await photo(3)) })),
      });
      expect(params(expectDocumented('createCat', strange, 400))).toEqual(['photos']);
      const many = await r.post(`${p}/cats`, {
        token,
        form: form(await catFields({ needs: Array.from({ length: 40 }, () => 'Comida') })),
      });
      expectDocumented('createCat', many, 413);
    }
    expect(rows(cats)).toBe(0);
    expect(r.storedFiles()).toEqual([]);
  });

  it('PUT and DELETE /cats/{id}: bad values, wrong content type, unknown cat', async () => {
    r = await createRestApp();
    const token = await signedIn();
    const id = await aCat(token);
    const before = r.storedFiles().sort();
    for (const p of ['/api', '']) {
      const bad = await r.put(`${p}/cats/${id}`, { token, form: form({ status: 'Perdido' }) });
      expect(params(expectDocumented('updateCat', bad, 400))).toEqual(['status']);
      const unknown = await r.put(`${p}/cats/${id}`, { token, json: { owner: 'me' } });
      expect(params(expectDocumented('updateCat', unknown, 400))).toEqual(['owner']);
      const text = await r.put(`${p}/cats/${id}`, {
        token,
        raw: { type: 'text/plain', body: 'name=x' },
      });
      expectDocumented('updateCat', text, 415);
      const notImage = await r.put(`${p}/cats/${id}`, {
        token,
        form: form({ photo: NOT_AN_IMAGE }),
      });
      expectDocumented('updateCat', notImage, 415);
      const missing = await r.put(`${p}/cats/${'0'.repeat(24)}`, { token, json: { name: 'X' } });
      expectDocumented('updateCat', missing, 404);
      expectDocumented('updateCat', await r.put(`${p}/cats/${id}`, { json: {} }), 401);
      expectDocumented('deleteCat', await r.del(`${p}/cats/${'0'.repeat(24)}`, { token }), 404);
      expectDocumented('deleteCat', await r.del(`${p}/cats/${id}`), 401);
    }
    expect(r.storedFiles().sort()).toEqual(before);
    expect((await r.get(`/api/cats/${id}`)).body.cat.status).toBe('Ativo');
  });
});
