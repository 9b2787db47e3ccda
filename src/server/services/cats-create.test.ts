import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/geo.js';
import { cats, pointsLedger } from '../db/schema.js';
import { filesIn, stored } from '../test/cat-helpers.js';
import { messageOf, rejection } from '../test/expect.js';
import { catData, catForm, HOME, image, ledgerSum, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { privacyCell } from './privacy.js';

let h: Harness;
afterEach(() => h?.close());

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
    const row = stored(h, res._id);
    // Its public point is its privacy cell's (no longer a per-cat 100–250 m shift).
    const cell = privacyCell(h.deps.tokens.secret, row.lat, row.lng);
    expect([row.publicLat, row.publicLng]).toEqual([cell.latitude, cell.longitude]);
    expect(distanceMeters(row.lat, row.lng, row.publicLat, row.publicLng)).toBeLessThan(710);
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
    expect(messageOf(error, 'pt-BR')).toBe('Foto inválida: envie uma imagem JPEG, PNG ou WebP.');
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
