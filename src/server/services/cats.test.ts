import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters, offsetPoint } from '../../shared/geo.js';
import type { CreateCatInput } from '../../shared/schemas/cats.js';
import { cats, checkins, favorites, pointsLedger, type User } from '../db/schema.js';
import { translate } from '../lib/i18n.js';
import { newId } from '../lib/ids.js';
import { fieldErrors, rejection } from '../test/expect.js';
import { catData, catForm, HOME, image, ledgerSum, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import type { CatDto } from './cat-dto.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;

/** A point `north` and `east` metres from home. */
const near = (north: number, east = 0) => {
  const p = offsetPoint(HOME.latitude, HOME.longitude, north, east);
  return { latitude: p.latitude, longitude: p.longitude };
};

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

const stored = (id: string) => h.db.select().from(cats).where(eq(cats.id, id)).get()!;

/** Inserts a check-in row directly, as the check-in service would have. */
function insertCheckin(userId: string, catId: string, distance: number, at = h.clock.now()) {
  const id = newId();
  h.db
    .insert(checkins)
    .values({
      id,
      userId,
      catId,
      catName: stored(catId).name,
      actions: ['Alimentou'],
      actionsDescription: 'ração',
      healthStatus: 'Bom',
      previousHealth: 'Regular',
      lat: HOME.latitude,
      lng: HOME.longitude,
      distance,
      day: '2026-11-18',
      createdAt: at,
    })
    .run();
  return id;
}

const coordinatesOf = (cat: Pick<CatDto, 'location'>) => ({
  latitude: cat.location.coordinates[1],
  longitude: cat.location.coordinates[0],
});

describe('cats.create', () => {
  it('stores the cat and its photos, and answers the registrar with the exact position', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const res = await registerCat(
      h,
      ana,
      { health: 'Bom', personalityTraits: ['Calmo', 'Calmo'] },
      [await image('png', 1), await image('png', 2)],
    );
    expect(res).toMatchObject({
      name: 'Mingau',
      description: 'Branco, dorme na praça',
      color: 'Branco',
      health: 'Bom',
      estimatedAge: 'Desconhecido',
      gender: 'Desconhecido',
      isSterilized: false,
      isVaccinated: false,
      personalityTraits: ['Calmo'],
      needs: [],
      status: 'Ativo',
      totalCheckIns: 0,
      lastCheckIn: null,
      discoveredBy: { _id: ana.id, name: 'Ana' },
      canEdit: true,
      isFavorite: false,
      exactLocation: true,
      location: {
        type: 'Point',
        coordinates: [HOME.longitude, HOME.latitude],
        address: 'Praça da Sé',
      },
      createdAt: '2026-11-18T15:00:00.000Z',
    });
    expect(res._id).toMatch(/^[0-9a-f]{24}$/);
    const url = /^\/uploads\/photos\/([0-9a-f]{2})\/\1[0-9a-f]{22}(-thumb)?\.webp$/;
    for (const u of [res.photoUrl, res.thumbnailUrl, ...res.additionalPhotos]) {
      expect(u).toMatch(url);
    }
    expect(res.additionalPhotos).toHaveLength(2);
    expect(res.additionalPhotoThumbnails).toHaveLength(2);
    expect(filesIn(h.uploadsDir)).toHaveLength(6);
    for (const u of [res.photoUrl, res.thumbnailUrl, ...res.additionalPhotos]) {
      const meta = await sharp(`${h.uploadsDir}/${u.slice('/uploads/'.length)}`).metadata();
      expect(meta.format).toBe('webp');
    }
    const row = stored(res._id);
    const apart = distanceMeters(row.lat, row.lng, row.publicLat, row.publicLng);
    expect(apart).toBeGreaterThanOrEqual(100);
    expect(apart).toBeLessThan(250);
  });

  it('earns 50 points through the ledger, Descobridor, and a level-up on the second cat', async () => {
    h = createHarness();
    const ana = h.createUser();
    const first = await registerCat(h, ana);
    expect(first.pointsEarned).toBe(50);
    expect(first.bonusDetails).toEqual([
      { type: 'catRegistered', message: 'Gato cadastrado: +50 pontos', points: 50 },
      { type: 'achievement', message: 'Conquista desbloqueada: Descobridor', points: 0 },
    ]);
    const second = await h
      .callerFor(ana, 'en')
      .cats.create(catForm(catData(), await image('jpeg')));
    expect(second.bonusDetails).toEqual([
      { type: 'catRegistered', message: 'Cat registered: +50 points', points: 50 },
      { type: 'levelUp', message: 'You reached level 2!', points: 0 },
    ]);
    const user = h.reload(ana);
    expect(user).toMatchObject({ points: 100, level: 2, catsRegistered: 2 });
    expect(ledgerSum(h, ana.id)).toBe(100);
    const rows = h.db.select().from(pointsLedger).all();
    expect(rows.map((r) => [r.reason, r.points, r.catId, r.day])).toEqual([
      ['catRegistered', 50, first._id, '2026-11-18'],
      ['catRegistered', 50, second._id, '2026-11-18'],
    ]);
  });

  it('rewards at most 5 cats a community day; the sixth is registered for 0 points', async () => {
    h = createHarness();
    const ana = h.createUser();
    for (let i = 0; i < 5; i++) expect((await registerCat(h, ana)).pointsEarned).toBe(50);
    const sixth = await registerCat(h, ana);
    expect(sixth.pointsEarned).toBe(0);
    expect(sixth.bonusDetails[0]).toEqual({
      type: 'catRegisteredCap',
      message: 'Gato cadastrado. Limite de 5 cadastros pontuados por dia atingido.',
      points: 0,
    });
    expect(h.reload(ana)).toMatchObject({ points: 250, catsRegistered: 6 });
    expect(ledgerSum(h, ana.id)).toBe(250);
    // 23:59 in São Paulo is still the same community day; 00:00 is the next one.
    h.clock.set('2026-11-19T02:59:00Z');
    expect((await registerCat(h, ana)).pointsEarned).toBe(0);
    h.clock.set('2026-11-19T03:00:00Z');
    expect((await registerCat(h, ana)).pointsEarned).toBe(50);
    expect(h.reload(ana).points).toBe(300);
    expect(ledgerSum(h, ana.id)).toBe(300);
  });

  it('keeps 5 additional photos and silently drops the rest (also with [] field names)', async () => {
    h = createHarness();
    const ana = h.createUser();
    const extras = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => image('png', i)));
    const res = await registerCat(h, ana, {}, extras);
    expect(res.additionalPhotos).toHaveLength(5);
    expect(filesIn(h.uploadsDir)).toHaveLength(12);

    const bracketed = await h
      .callerFor(ana)
      .cats.create(
        catForm(catData(), await image('jpeg'), extras.slice(0, 2), 'additionalPhotos[]'),
      );
    expect(bracketed.additionalPhotos).toHaveLength(2);
  });

  it('refuses a file that is not an image and leaves no file behind', async () => {
    h = createHarness();
    const ana = h.createUser();
    const text = Buffer.from('definitely not a picture');
    let error = await rejection(
      h.callerFor(ana).cats.create(catForm(catData(), text)),
      'BAD_REQUEST',
    );
    expect(translate('pt-BR', error.message)).toBe(
      'Foto inválida: envie uma imagem JPEG, PNG ou WebP.',
    );
    error = await rejection(
      h.callerFor(ana).cats.create(catForm(catData(), await image('jpeg'), [text])),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('photoNotImage');
    expect(filesIn(h.uploadsDir)).toEqual([]);
    expect(h.db.select().from(cats).all()).toEqual([]);
    expect(h.reload(ana).points).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    h = createHarness();
    await rejection(registerCat(h, null), 'UNAUTHORIZED');
    expect(filesIn(h.uploadsDir)).toEqual([]);
  });
});

describe('validation', () => {
  const attempt = async (data: unknown, photo = true) => {
    const form = catForm(data, photo ? await image('jpeg') : null);
    return rejection(h.callerFor(h.createUser()).cats.create(form), 'BAD_REQUEST');
  };

  it.each([
    [{ name: undefined }, 'name', 'Nome é obrigatório'],
    [{ name: '   ' }, 'name', 'Nome é obrigatório'],
    [{ description: undefined }, 'description', 'Descrição é obrigatória'],
    [{ color: '' }, 'color', 'Cor é obrigatória'],
    [{ location: undefined }, 'location', 'Localização não disponível'],
    [
      { location: { latitude: 91, longitude: 0 } },
      'location.latitude',
      'Valor alto demais (máximo 90)',
    ],
    [
      { location: { latitude: 0, longitude: -180.5 } },
      'location.longitude',
      'Valor baixo demais (mínimo -180)',
    ],
    [{ location: { latitude: '12', longitude: 0 } }, 'location.latitude', 'Tipo de valor inválido'],
    [{ health: 'Ótimo' }, 'health', 'Valor inválido'],
    [{ gender: 'Macha' }, 'gender', 'Valor inválido'],
    [{ estimatedAge: 'Velho' }, 'estimatedAge', 'Valor inválido'],
    [{ personalityTraits: ['Bravo'] }, 'personalityTraits.0', 'Valor inválido'],
    [{ needs: 'Água' }, 'needs', 'Tipo de valor inválido'],
    [{ isSterilized: 'sim' }, 'isSterilized', 'Valor inválido'],
    [{ name: 'x'.repeat(101) }, 'name', 'Texto longo demais (máximo 100 caracteres)'],
    [
      { description: 'x'.repeat(2001) },
      'description',
      'Texto longo demais (máximo 2000 caracteres)',
    ],
    [{ owner: 'me' }, 'owner', 'Campo desconhecido: owner'],
  ])('%j → %s: "%s"', async (over, param, message) => {
    h = createHarness();
    const error = await attempt({ ...catData(), ...over });
    expect(fieldErrors(error)).toContainEqual({ param, msg: message });
    expect(filesIn(h.uploadsDir)).toEqual([]);
  });

  it('requires the main photo', async () => {
    h = createHarness();
    const error = await attempt(catData(), false);
    expect(fieldErrors(error)).toEqual([{ param: 'photo', msg: 'Foto principal é obrigatória' }]);
  });

  it('says "fill in all required fields" first when all of them are missing', async () => {
    h = createHarness();
    const error = await attempt({ location: HOME }, false);
    const errors = fieldErrors(error);
    expect(errors[0]).toEqual({
      param: '',
      msg: 'Por favor, preencha todos os campos obrigatórios',
    });
    expect(errors.map((e) => e.param).sort()).toEqual([
      '',
      'color',
      'description',
      'name',
      'photo',
    ]);
  });

  it('rejects malformed JSON in the data field', async () => {
    h = createHarness();
    const error = await attempt('{"name": "Mingau",');
    expect(translate('pt-BR', error.message)).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('rejects bad search input with the field named', async () => {
    h = createHarness();
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: Number.NaN, longitude: 0 }, 'latitude'],
      [{ latitude: 0, longitude: Number.POSITIVE_INFINITY }, 'longitude'],
      [{ latitude: -91, longitude: 0 }, 'latitude'],
      [{ latitude: 0, longitude: 0, radius: 50_001 }, 'radius'],
      [{ latitude: 0, longitude: 0, radius: 0 }, 'radius'],
      [{ latitude: 0, longitude: 0, limit: 201 }, 'limit'],
      [{ latitude: 0, longitude: 0, limit: 1e9 }, 'limit'],
      [{ latitude: 0, longitude: 0, limit: 2.5 }, 'limit'],
      [{ longitude: 0 }, 'latitude'],
    ];
    for (const [input, param] of cases) {
      const error = await rejection(h.anon.cats.nearby(input as never), 'BAD_REQUEST');
      expect(fieldErrors(error).map((e) => e.param)).toEqual([param]);
    }
    const listCases: [Record<string, unknown>, string][] = [
      [{ health: 'Bom,Ótimo' }, 'health.1'],
      [{ status: ['Perdido'] }, 'status.0'],
      [{ limit: 500 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'price' }, 'sort'],
      [{ latitude: 10 }, 'longitude'],
    ];
    for (const [input, param] of listCases) {
      const error = await rejection(h.anon.cats.list(input), 'BAD_REQUEST');
      expect(fieldErrors(error).map((e) => e.param)).toEqual([param]);
    }
    const missing = await rejection(h.anon.cats.nearby({ longitude: 0 } as never), 'BAD_REQUEST');
    expect(fieldErrors(missing)[0]!.msg).toBe('Localização não disponível');
  });
});

describe('cats.byId', () => {
  it('answers the cat and its 10 latest check-ins with their authors and photos', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia', profilePicture: '/avatars/cat-black.svg' });
    const cat = await registerCat(h, ana);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      h.clock.advance(HOUR);
      ids.push(insertCheckin(bia.id, cat._id, 10));
    }
    const res = await h.anon.cats.byId({ id: cat._id });
    expect(res.cat).toMatchObject({ _id: cat._id, name: 'Mingau', canEdit: false });
    expect(res.recentCheckIns.map((c) => c._id)).toEqual(ids.reverse().slice(0, 10));
    expect(res.recentCheckIns[0]).toEqual({
      _id: ids[0],
      user: { _id: bia.id, name: 'Bia', profilePicture: '/avatars/cat-black.svg' },
      cat: {
        _id: cat._id,
        name: 'Mingau',
        photoUrl: cat.photoUrl,
        thumbnailUrl: cat.thumbnailUrl,
      },
      actions: ['Alimentou'],
      actionsDescription: 'ração',
      healthStatus: 'Bom',
      needs: [],
      needsDescription: '',
      photos: [],
      createdAt: '2026-11-19T03:00:00.000Z',
      pointsEarned: 0,
      bonusDetails: [],
    });
    expect(JSON.stringify(res.recentCheckIns)).not.toContain(String(HOME.latitude));
    // The author sees where each of their own check-ins happened.
    const own = await h.callerFor(bia).cats.byId({ id: cat._id });
    expect(own.recentCheckIns[0]!.location).toEqual({
      type: 'Point',
      coordinates: [HOME.longitude, HOME.latitude],
      address: '',
    });
  });

  it('is NOT_FOUND for an unknown cat', async () => {
    h = createHarness();
    const error = await rejection(h.anon.cats.byId({ id: newId() }), 'NOT_FOUND');
    expect(translate('pt-BR', error.message)).toBe('Gato não encontrado');
  });
});

describe('cats.update and cats.delete', () => {
  it('lets only the registrar and admins edit', async () => {
    h = createHarness();
    const ana = h.createUser();
    const bia = h.createUser();
    const admin = h.createUser({ email: 'admin@gateiros.test' });
    const cat = await registerCat(h, ana);
    const form = () => catForm({ id: cat._id, name: 'Outro' }, null);
    const error = await rejection(h.callerFor(bia).cats.update(form()), 'FORBIDDEN');
    expect(translate('pt-BR', error.message)).toMatch(/Só quem cadastrou o gato/);
    await rejection(h.anon.cats.update(form()), 'UNAUTHORIZED');
    await rejection(h.callerFor(bia).cats.delete({ id: cat._id }), 'FORBIDDEN');
    expect(stored(cat._id).name).toBe('Mingau');

    const viaAdmin = await h.callerFor(admin).cats.update(form());
    expect(viaAdmin).toMatchObject({ name: 'Outro', canEdit: true, exactLocation: true });
    const asBia = await h.callerFor(bia).cats.byId({ id: cat._id });
    expect(asBia.cat.canEdit).toBe(false);
    await h.callerFor(admin).cats.delete({ id: cat._id });
    expect(h.db.select().from(cats).all()).toEqual([]);
  });

  it('changes fields, status and position, leaving the rest alone', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, ana, { needs: ['Água'], isVaccinated: true });
    h.clock.advance(HOUR);
    const moved = near(500);
    const res = await h.callerFor(ana).cats.update(
      catForm(
        {
          id: cat._id,
          status: 'Adotado',
          health: 'Emergência',
          isSterilized: 'true',
          location: { ...moved, address: 'Rua Nova' },
        },
        null,
      ),
    );
    expect(res).toMatchObject({
      name: 'Mingau',
      status: 'Adotado',
      health: 'Emergência',
      isSterilized: true,
      isVaccinated: true,
      needs: ['Água'],
      location: { coordinates: [moved.longitude, moved.latitude], address: 'Rua Nova' },
      updatedAt: '2026-11-18T16:00:00.000Z',
      createdAt: '2026-11-18T15:00:00.000Z',
    });
    const row = stored(cat._id);
    const apart = distanceMeters(row.lat, row.lng, row.publicLat, row.publicLng);
    expect(apart).toBeGreaterThanOrEqual(100);
    expect(apart).toBeLessThan(250);
    expect(
      distanceMeters(row.publicLat, row.publicLng, HOME.latitude, HOME.longitude),
    ).toBeGreaterThan(240);
  });

  it('replaces the main photo and adds or removes additional ones, 5 at most', async () => {
    h = createHarness();
    const ana = h.createUser();
    const extras = await Promise.all([1, 2, 3, 4].map((i) => image('png', i)));
    const cat = await registerCat(h, ana, {}, extras);
    expect(filesIn(h.uploadsDir)).toHaveLength(10);
    const oldMain = cat.photoUrl;
    const [removed] = cat.additionalPhotoIds;
    const form = catForm(
      { id: cat._id, removeAdditionalPhotos: [removed, cat.additionalPhotos[1]] },
      await image('jpeg', 9),
      await Promise.all([5, 6, 7, 8].map((i) => image('png', i))),
    );
    const res = await h.callerFor(ana).cats.update(form);
    expect(res.photoUrl).not.toBe(oldMain);
    // 4 − 2 removed = 2 kept, room for 3 of the 4 new ones.
    expect(res.additionalPhotos).toHaveLength(5);
    expect(res.additionalPhotos).toContain(cat.additionalPhotos[2]);
    expect(res.additionalPhotos).toContain(cat.additionalPhotos[3]);
    expect(res.additionalPhotos).not.toContain(cat.additionalPhotos[0]);
    const files = filesIn(h.uploadsDir);
    expect(files).toHaveLength(12);
    expect(files).not.toContain(oldMain.split('/').pop());
    expect(files).not.toContain(cat.additionalPhotos[0]!.split('/').pop());

    const full = await h
      .callerFor(ana)
      .cats.update(catForm({ id: cat._id }, null, [await image('png', 10)]));
    expect(full.additionalPhotos).toEqual(res.additionalPhotos);
    expect(filesIn(h.uploadsDir)).toHaveLength(12);
  });

  it('leaves no new file behind when an update fails', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, ana);
    const before = filesIn(h.uploadsDir).sort();
    await rejection(
      h.callerFor(ana).cats.update(catForm({ id: cat._id, name: '' }, await image('jpeg', 3))),
      'BAD_REQUEST',
    );
    await rejection(
      h
        .callerFor(ana)
        .cats.update(catForm({ id: cat._id }, await image('jpeg', 3), [Buffer.from('nope')])),
      'BAD_REQUEST',
    );
    await rejection(
      h.callerFor(ana).cats.update(catForm({ id: newId() }, await image('jpeg', 3))),
      'NOT_FOUND',
    );
    expect(filesIn(h.uploadsDir).sort()).toEqual(before);
  });

  it('removes the stored photos when the cat disappears while they are processed', async () => {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, ana);
    const update = h
      .callerFor(ana)
      .cats.update(catForm({ id: cat._id }, await image('jpeg', 4), [await image('png', 5)]));
    const removal = h.callerFor(ana).cats.delete({ id: cat._id });
    await rejection(update, 'NOT_FOUND');
    await removal;
    expect(filesIn(h.uploadsDir)).toEqual([]);
  });

  it('delete keeps check-ins (with the name) and points, and removes photos and favourites', async () => {
    h = createHarness();
    const ana = h.createUser();
    const bia = h.createUser();
    const cat = await registerCat(h, ana, {}, [await image('png', 1)]);
    const checkinId = insertCheckin(bia.id, cat._id, 20);
    await h.callerFor(bia).favorites.add({ catId: cat._id });
    expect(await h.callerFor(ana).cats.delete({ id: cat._id })).toEqual({
      _id: cat._id,
      deleted: true,
    });
    const kept = h.db.select().from(checkins).where(eq(checkins.id, checkinId)).get()!;
    expect(kept).toMatchObject({ catId: null, catName: 'Mingau' });
    expect(h.reload(ana)).toMatchObject({ points: 50, catsRegistered: 1 });
    expect(ledgerSum(h, ana.id)).toBe(50);
    expect(h.db.select().from(favorites).all()).toEqual([]);
    expect(filesIn(h.uploadsDir)).toEqual([]);
    await rejection(h.anon.cats.byId({ id: cat._id }), 'NOT_FOUND');
    await rejection(h.callerFor(ana).cats.delete({ id: cat._id }), 'NOT_FOUND');
  });
});

describe('searching', () => {
  /** Cats registered by `owner` at the given distances north of home (exact positions). */
  async function cats_(owner: User, spots: { north: number; over?: Partial<CreateCatInput> }[]) {
    const out: CatDto[] = [];
    for (const [i, spot] of spots.entries()) {
      h.clock.advance(60_000);
      out.push(
        await registerCat(h, owner, {
          name: `Gato ${i}`,
          location: near(spot.north),
          ...spot.over,
        }),
      );
    }
    return out;
  }

  it('nearby: active cats nearest first within the radius, with distances, up to the limit', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [a, b, c, d, e] = await cats_(ana, [
      { north: 3000 },
      { north: 0 },
      { north: 1000 },
      { north: 6000 },
      { north: 500 },
    ]);
    const adopted = await cats_(ana, [{ north: 50 }]);
    await h.callerFor(ana).cats.update(catForm({ id: adopted[0]!._id, status: 'Adotado' }, null));

    const caller = h.callerFor(ana);
    const all = await caller.cats.nearby(HOME);
    expect(all.map((cat) => cat._id)).toEqual([b!._id, e!._id, c!._id, a!._id]);
    expect(all.map((cat) => cat.distance)).toEqual([0, 500, 1000, 3000]);
    const wide = await caller.cats.nearby({ ...HOME, radius: 10_000, limit: 2 });
    expect(wide.map((cat) => cat._id)).toEqual([b!._id, e!._id]);
    const far = await caller.cats.nearby({ ...HOME, radius: 10_000 });
    expect(far.map((cat) => cat._id)).toContain(d!._id);
    const tight = await caller.cats.nearby({ ...HOME, radius: 999 });
    expect(tight.map((cat) => cat.distance)).toEqual([0, 500]);
    // Query strings from the REST shim arrive as text.
    const asText = await caller.cats.nearby({
      latitude: String(HOME.latitude),
      longitude: String(HOME.longitude),
      radius: '999',
    });
    expect(asText).toHaveLength(2);
  });

  it('emergencies: urgent active cats, most recently updated first', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [sick, fine, urgent, gone] = await cats_(ana, [
      { north: 10, over: { health: 'Precisa de atenção' } },
      { north: 20, over: { health: 'Bom' } },
      { north: 30, over: { health: 'Emergência' } },
      { north: 40, over: { health: 'Emergência' } },
    ]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: gone!._id, status: 'Inativo' }, null));
    expect((await h.anon.cats.emergencies()).map((c) => c._id)).toEqual([urgent!._id, sick!._id]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: sick!._id, description: 'Mancando' }, null));
    const res = await h.anon.cats.emergencies({ limit: 5 });
    expect(res.map((c) => c._id)).toEqual([sick!._id, urgent!._id]);
    expect(res.map((c) => c._id)).not.toContain(fine!._id);
    expect(await h.anon.cats.emergencies({ limit: 1 })).toHaveLength(1);
  });

  it('list: every filter is applied, in arrays or comma-separated, with pagination', async () => {
    h = createHarness();
    const ana = h.createUser();
    const made = await cats_(ana, [
      { north: 10, over: { health: 'Bom', gender: 'Macho', estimatedAge: 'Filhote' } },
      { north: 20, over: { health: 'Emergência', gender: 'Fêmea', estimatedAge: 'Adulto' } },
      { north: 30, over: { health: 'Precisa de atenção', gender: 'Fêmea', estimatedAge: 'Idoso' } },
      { north: 40, over: { health: 'Bom', gender: 'Desconhecido', estimatedAge: 'Adulto' } },
      { north: 50, over: { health: 'Regular', gender: 'Macho', estimatedAge: 'Jovem' } },
    ]);
    await h.callerFor(ana).cats.update(catForm({ id: made[3]!._id, status: 'Adotado' }, null));
    const ids = (res: { cats: CatDto[] }) => res.cats.map((c) => c.name).sort();
    const list = (input: Parameters<typeof h.anon.cats.list>[0]) => h.anon.cats.list(input);

    expect(ids(await list({ health: 'Precisa de atenção,Emergência' }))).toEqual([
      'Gato 1',
      'Gato 2',
    ]);
    expect(ids(await list({ health: ['Bom'] }))).toEqual(['Gato 0', 'Gato 3']);
    expect(ids(await list({ status: 'Ativo', health: ['Bom'] }))).toEqual(['Gato 0']);
    expect(ids(await list({ status: ['Adotado'] }))).toEqual(['Gato 3']);
    expect(ids(await list({ gender: 'Fêmea' }))).toEqual(['Gato 1', 'Gato 2']);
    expect(ids(await list({ gender: ['Macho', 'Desconhecido'] }))).toEqual([
      'Gato 0',
      'Gato 3',
      'Gato 4',
    ]);
    expect(ids(await list({ estimatedAge: 'Adulto' }))).toEqual(['Gato 1', 'Gato 3']);
    expect(ids(await list({ estimatedAge: ['Jovem'], gender: ['Fêmea'] }))).toEqual([]);

    const page1 = await list({ limit: 2 });
    expect(page1).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    const page3 = await list({ limit: 2, page: '3' });
    expect(page3.cats).toHaveLength(1);
    const pages = [page1, await list({ limit: 2, page: 2 }), page3].flatMap((p) => p.cats);
    expect(new Set(pages.map((c) => c._id)).size).toBe(5);
    expect((await list({ limit: 2, page: 9 })).cats).toEqual([]);
  });

  it('list sorts by updatedAt, createdAt, name or distance', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [a, b, c] = await cats_(ana, [
      { north: 300, over: { name: 'bolinha' } },
      { north: 100, over: { name: 'Amora' } },
      { north: 200, over: { name: 'Chico' } },
    ]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: a!._id, color: 'Cinza' }, null));
    const order = async (input: Parameters<typeof h.anon.cats.list>[0]) =>
      (await h.callerFor(ana).cats.list(input)).cats.map((cat) => cat._id);

    expect(await order({})).toEqual([a!._id, c!._id, b!._id]);
    expect(await order({ sort: '-createdAt' })).toEqual([c!._id, b!._id, a!._id]);
    expect(await order({ sort: 'name' })).toEqual([b!._id, a!._id, c!._id]);
    expect(await order({ ...HOME })).toEqual([b!._id, c!._id, a!._id]);
    const measured = await h.callerFor(ana).cats.list({ ...HOME, sort: 'name' });
    expect(measured.cats.map((cat) => cat.distance)).toEqual([100, 300, 200]);
  });

  it('similar: active cats within 300 m of the point', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [close, , adopted] = await cats_(ana, [{ north: 250 }, { north: 400 }, { north: 100 }]);
    await h.callerFor(ana).cats.update(catForm({ id: adopted!._id, status: 'Adotado' }, null));
    const res = await h.callerFor(ana).cats.similar(HOME);
    expect(res.map((c) => [c._id, c.distance])).toEqual([[close!._id, 250]]);
    await rejection(h.anon.cats.similar(HOME), 'UNAUTHORIZED');
  });
});

describe('location privacy', () => {
  /** Every read path a caller has, each cat in it. */
  async function everything(user: User | null, catId: string) {
    const caller = h.callerFor(user);
    const found: CatDto[] = [];
    found.push((await caller.cats.byId({ id: catId })).cat);
    found.push(...(await caller.cats.nearby(HOME)));
    found.push(...(await caller.cats.list({})).cats);
    found.push(...(await caller.cats.list({ ...HOME })).cats);
    found.push(...(await caller.cats.emergencies()));
    if (user) {
      found.push(...(await caller.cats.similar(HOME)));
      found.push(...(await caller.favorites.list()));
    }
    return found.filter((cat) => cat._id === catId);
  }

  async function setUp() {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, ana, { health: 'Emergência', location: near(40) });
    return { ana, cat, row: stored(cat._id) };
  }

  it('anonymous callers and strangers only ever see the shifted position and its distance', async () => {
    const { cat, row } = await setUp();
    const stranger = h.createUser();
    await h.callerFor(stranger).favorites.add({ catId: cat._id });
    for (const user of [null, stranger]) {
      const seen = await everything(user, cat._id);
      expect(seen.length).toBe(user ? 7 : 5);
      for (const dto of seen) {
        expect(dto.exactLocation).toBe(false);
        expect(coordinatesOf(dto)).toEqual({ latitude: row.publicLat, longitude: row.publicLng });
        if (dto.distance !== undefined) {
          expect(dto.distance).toBe(
            Math.round(distanceMeters(HOME.latitude, HOME.longitude, row.publicLat, row.publicLng)),
          );
        }
        expect(JSON.stringify(dto)).not.toContain(String(row.lat));
        expect(JSON.stringify(dto)).not.toContain(String(row.lng));
      }
    }
  });

  it('the shift is stable across calls and 100–250 m from the real spot', async () => {
    const { cat, row } = await setUp();
    const first = coordinatesOf((await h.anon.cats.byId({ id: cat._id })).cat);
    const second = coordinatesOf((await h.anon.cats.nearby(HOME))[0]!);
    expect(second).toEqual(first);
    const apart = distanceMeters(row.lat, row.lng, first.latitude, first.longitude);
    expect(apart).toBeGreaterThanOrEqual(100);
    expect(apart).toBeLessThan(250);
  });

  it('the registrar, admins and whoever checked in within 1 km see the exact position', async () => {
    const { ana, cat, row } = await setUp();
    const helper = h.createUser();
    const tooFar = h.createUser();
    const admin = h.createUser({ email: 'admin@gateiros.test' });
    insertCheckin(helper.id, cat._id, 900);
    insertCheckin(tooFar.id, cat._id, 1500);
    for (const user of [helper, tooFar, admin]) {
      await h.callerFor(user).favorites.add({ catId: cat._id });
    }
    for (const user of [ana, helper, admin]) {
      const seen = await everything(user, cat._id);
      expect(seen.length).toBeGreaterThanOrEqual(6);
      for (const dto of seen) {
        expect(dto.exactLocation).toBe(true);
        expect(coordinatesOf(dto)).toEqual({ latitude: row.lat, longitude: row.lng });
        if (dto.distance !== undefined) expect(dto.distance).toBe(40);
      }
    }
    for (const dto of await everything(tooFar, cat._id)) {
      expect(dto.exactLocation).toBe(false);
      expect(coordinatesOf(dto)).toEqual({ latitude: row.publicLat, longitude: row.publicLng });
    }
  });

  it('nearby and similar find cats by the position the caller may see', async () => {
    h = createHarness();
    const ana = h.createUser();
    const stranger = h.createUser();
    const cat = await registerCat(h, ana, { location: near(0) });
    const row = stored(cat._id);
    const shifted = distanceMeters(HOME.latitude, HOME.longitude, row.publicLat, row.publicLng);
    // A radius between the real and the shifted distance: the registrar finds it, others not.
    const radius = Math.floor(shifted) - 1;
    expect(await h.callerFor(ana).cats.nearby({ ...HOME, radius })).toHaveLength(1);
    expect(await h.callerFor(stranger).cats.nearby({ ...HOME, radius })).toEqual([]);
    expect(await h.anon.cats.nearby({ ...HOME, radius })).toEqual([]);
    const fromPublic = { latitude: row.publicLat, longitude: row.publicLng };
    expect((await h.callerFor(stranger).cats.similar(fromPublic))[0]!.distance).toBe(0);
  });
});
