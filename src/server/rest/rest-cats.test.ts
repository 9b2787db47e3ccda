import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters, offsetPoint } from '../../shared/geo.js';
import { cats as catsTable } from '../db/schema.js';
import {
  catFields,
  checkinFields,
  createRestApp,
  expectDocumented,
  file,
  form,
  HOME,
  photo,
  pluck,
  pointJson,
  PREFIXES,
  type RestApp,
} from '../test/rest-client.js';

/** The cat and check-in REST routes, on both path families (with and without /api). */
let r: RestApp;
afterEach(async () => {
  await r?.close();
});

describe('cat rows', () => {
  it.each(PREFIXES)('POST %s/cats (multipart) answers 201 with the created cat', async (p) => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
    const fields = await catFields({
      additionalPhotos: [file(await photo(2)), file(await photo(3, 'png'), 'b.png', 'image/png')],
    });
    const res = await r.post(`${p}/cats`, { token, form: form(fields) });
    const cat = expectDocumented('createCat', res, 201);
    expect(cat).toMatchObject({
      name: 'Mingau',
      health: 'Bom',
      estimatedAge: 'Adulto',
      gender: 'Macho',
      isSterilized: true,
      isVaccinated: false,
      personalityTraits: ['Carinhoso', 'Calmo'],
      needs: ['Comida'],
      status: 'Ativo',
      location: {
        type: 'Point',
        coordinates: [HOME.longitude, HOME.latitude],
        address: 'Praça da Sé',
      },
      discoveredBy: { _id: user.id, name: 'Ana' },
      pointsEarned: 50,
    });
    expect(cat._id).toMatch(/^[0-9a-f]{24}$/);
    expect(cat.additionalPhotos).toHaveLength(2);
    for (const url of [cat.photoUrl, ...cat.additionalPhotos]) {
      const image = await r.get(url);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it.each(PREFIXES)(
    'a cat never checked in answers lastCheckIn = its creation time on %s (tRPC: null)',
    async (p) => {
      r = await createRestApp();
      const { token } = await r.signIn();
      const created = await r.registerCat(token);
      const at = created.createdAt as string;
      expect(created.lastCheckIn).toBe(at);
      r.clock.advance(60_000);
      await r.post(`${p}/users/favorites`, { token, json: { catId: created._id } });
      const answers = [
        (await r.get(`${p}/cats/${created._id}`)).body.cat,
        (await r.get(`${p}/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`)).body[0],
        (await r.get(`${p}/cats`)).body.cats[0],
        (await r.get(`${p}/users/favorites`, { token })).body[0],
        (await r.get(`${p}/users/profile`, { token })).body.favorites[0],
      ];
      for (const cat of answers) expect(cat).toMatchObject({ _id: created._id, lastCheckIn: at });
      const trpc = await r.app.inject(
        `/trpc/cats.byId?input=${encodeURIComponent(JSON.stringify({ id: created._id }))}`,
      );
      expect(trpc.json<{ result: { data: { cat: object } } }>().result.data.cat).toMatchObject({
        lastCheckIn: null,
      });
      // Once checked in, the check-in's time.
      const checkin = await r.post(`${p}/checkins`, {
        token,
        form: form(checkinFields(created._id as string)),
      });
      expect(checkin.status).toBe(201);
      const after = (await r.get(`${p}/cats/${created._id}`)).body.cat;
      expect(after.lastCheckIn).toBe(r.clock.now().toISOString());
      expect(after.lastCheckIn).not.toBe(at);
    },
  );

  it.each(PREFIXES)('GET %s/cats/{id} answers {cat, recentCheckIns}', async (p) => {
    r = await createRestApp();
    const { user, token } = await r.signIn();
    const created = await r.registerCat(token);
    await r.post('/api/checkins', { token, form: form(checkinFields(created._id)) });
    const page = expectDocumented('getCat', await r.get(`${p}/cats/${created._id}`), 200);
    expect(page.cat._id).toBe(created._id);
    expect(page.cat.discoveredBy).toEqual({ _id: user.id, name: 'Ana' });
    expect(page.cat.totalCheckIns).toBe(1);
    expect(page.recentCheckIns).toHaveLength(1);
    expect(page.recentCheckIns[0]).toMatchObject({
      user: { _id: user.id, name: 'Ana' },
      actions: ['Alimentou', 'Deu água'],
      actionsDescription: 'Ração e água fresca',
    });
    const missing = await r.get(`${p}/cats/${'0'.repeat(24)}`, { headers: { 'x-lang': 'es' } });
    expect(expectDocumented('getCat', missing, 404)).toEqual({ msg: 'Gato no encontrado' });
  });

  it.each(PREFIXES)('GET %s/cats/nearby answers a bare array with distances', async (p) => {
    r = await createRestApp();
    const { token } = await r.signIn();
    const near = await r.registerCat(token);
    const far = offsetPoint(HOME.latitude, HOME.longitude, 20_000, 90);
    await r.registerCat(token, { name: 'Longe', location: pointJson(far.latitude, far.longitude) });
    const url = `${p}/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}&radius=5000`;
    const cats = expectDocumented('nearbyCats', await r.get(url), 200);
    expect(Array.isArray(cats)).toBe(true);
    expect(pluck(cats, '_id')).toEqual([near._id]);
    // Anonymous: the distance to the point of the cat's privacy cell (at most ~710 m from the cat),
    // never to the exact one.
    const row = r.db
      .select()
      .from(catsTable)
      .where(eq(catsTable.id, near._id as string))
      .get()!;
    const toCell = distanceMeters(HOME.latitude, HOME.longitude, row.publicLat, row.publicLng);
    expect(cats[0].exactLocation).toBe(false);
    expect(cats[0].distance).toBe(Math.round(toCell));
    expect(cats[0].distance).toBeLessThanOrEqual(710);
    const mine = await r.get(url, { token });
    expect(mine.body[0]).toMatchObject({ exactLocation: true, distance: 0 });
  });

  it.each(PREFIXES)(
    'GET %s/cats with the emergency filters answers {cats, total, ...}',
    async (p) => {
      r = await createRestApp();
      const { token } = await r.signIn();
      const urgent = await r.registerCat(token, { name: 'Frajola', health: 'Emergência' });
      await r.registerCat(token, { name: 'Mingau', health: 'Bom' });
      const query = new URLSearchParams({
        health: 'Precisa de atenção,Emergência',
        status: 'Ativo',
        sort: '-updatedAt',
      });
      const list = expectDocumented('listCats', await r.get(`${p}/cats?${query}`), 200);
      expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
      expect(pluck(list.cats, '_id')).toEqual([urgent._id]);
    },
  );

  it.each(PREFIXES)(
    'GET %s/cats?limit=100&status=Ativo (the map) answers the object form',
    async (p) => {
      r = await createRestApp();
      const { token } = await r.signIn();
      await r.registerCat(token, { name: 'A' });
      await r.registerCat(token, { name: 'B' });
      const list = expectDocumented(
        'listCats',
        await r.get(`${p}/cats?limit=100&status=Ativo`),
        200,
      );
      expect(list.cats).toHaveLength(2);
      expect(list).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    },
  );

  it.each(PREFIXES)(
    'PUT and DELETE %s/cats/{id} change and remove a cat (registrar only)',
    async (p) => {
      r = await createRestApp();
      const { token } = await r.signIn();
      const other = await r.signIn({ name: 'Caio', email: 'caio@example.com' });
      const cat = await r.registerCat(token, { additionalPhotos: [file(await photo(4))] });
      const changed = await r.put(`${p}/cats/${cat._id}`, {
        token,
        form: form({
          status: 'Adotado',
          isVaccinated: 'true',
          removeAdditionalPhotos: cat.additionalPhotoIds[0],
        }),
      });
      expect(expectDocumented('updateCat', changed, 200)).toMatchObject({
        status: 'Adotado',
        isVaccinated: true,
        additionalPhotos: [],
      });
      const json = await r.put(`${p}/cats/${cat._id}`, { token, json: { name: 'Mingau II' } });
      expect(expectDocumented('updateCat', json, 200).name).toBe('Mingau II');
      const forbidden = await r.put(`${p}/cats/${cat._id}`, {
        token: other.token,
        json: { name: 'X' },
      });
      expectDocumented('updateCat', forbidden, 403);
      expectDocumented(
        'deleteCat',
        await r.del(`${p}/cats/${cat._id}`, { token: other.token }),
        403,
      );
      const deleted = await r.del(`${p}/cats/${cat._id}`, { token });
      expect(expectDocumented('deleteCat', deleted, 200)).toEqual({ _id: cat._id, deleted: true });
      expectDocumented('getCat', await r.get(`${p}/cats/${cat._id}`), 404);
    },
  );
});

describe('check-in rows', () => {
  it.each(PREFIXES)(
    'POST %s/checkins (multipart) answers pointsEarned and bonusDetails',
    async (p) => {
      r = await createRestApp();
      const { token } = await r.signIn();
      const cat = await r.registerCat(token, { health: 'Emergência' });
      const res = await r.post(`${p}/checkins`, {
        token,
        form: form(
          checkinFields(cat._id, { photos: [file(await photo(5)), file(await photo(6))] }),
        ),
      });
      const body = expectDocumented('createCheckIn', res, 201);
      const types = pluck(body.bonusDetails, 'type');
      expect(types).toEqual(
        expect.arrayContaining(['multiAction', 'newSponsor', 'emergencyHelp', 'photoProof']),
      );
      // 10 + 8 actions, +3 (20%), +15 sponsor, +15 emergency, +5 photo
      expect(body.pointsEarned).toBe(18 + 3 + 15 + 15 + 5);
      expect(body.checkIn.photos).toHaveLength(2);
      expect(body.checkIn).toMatchObject({ needs: ['Abrigo'], healthStatus: 'Bom' });
      const image = await r.get(body.checkIn.photos[0].url);
      expect(image.headers['content-type']).toBe('image/webp');

      // The original client's form: actions and needs as repeated plain fields, with [] too.
      r.clock.advance(5 * 60 * 60 * 1000);
      const repeated = await r.post(`${p}/checkins`, {
        token,
        form: form({
          ...checkinFields(cat._id),
          actions: undefined,
          needs: undefined,
          'actions[]': ['Verificou bem-estar', 'Levou ao veterinário'],
          'needs[]': ['Comida'],
        }),
      });
      const second = expectDocumented('createCheckIn', repeated, 201);
      expect(second.checkIn).toMatchObject({
        actions: ['Verificou bem-estar', 'Levou ao veterinário'],
        needs: ['Comida'],
      });
      expect(pluck(second.bonusDetails, 'type')).toContain('medicalCare');
    },
  );

  it.each(PREFIXES)(
    'GET %s/checkins/user answers {checkIns, total, page, totalPages}',
    async (p) => {
      r = await createRestApp();
      const { user, token } = await r.signIn();
      const cat = await r.registerCat(token);
      await r.post('/api/checkins', { token, form: form(checkinFields(cat._id)) });
      const list = expectDocumented(
        'myCheckIns',
        await r.get(`${p}/checkins/user`, { token }),
        200,
      );
      expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
      expect(list.checkIns[0]).toMatchObject({
        user: { _id: user.id },
        cat: { _id: cat._id, name: 'Mingau' },
        actions: ['Alimentou', 'Deu água'],
      });
      const paged = await r.get(`${p}/checkins/user?page=2&limit=1`, { token });
      expect(paged.body).toMatchObject({ checkIns: [], page: 2 });
      expectDocumented('myCheckIns', await r.get(`${p}/checkins/user`), 401);
    },
  );
});
