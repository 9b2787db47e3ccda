import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/geo.js';
import { cats, checkins, favorites } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { filesIn, HOUR, insertCheckin, near, stored } from '../test/cat-helpers.js';
import { expectNoCoordinateOf, messageOf, rejection } from '../test/expect.js';
import { catForm, HOME, image, ledgerSum, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { privacyCell } from './privacy.js';

let h: Harness;
afterEach(() => h?.close());

describe('cats.byId', () => {
  it('answers the cat and its 10 latest check-ins with their authors and photos', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia', profilePicture: '/avatars/cat-black.svg' });
    const cat = await registerCat(h, ana);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      h.clock.advance(HOUR);
      ids.push(insertCheckin(h, bia.id, cat._id, 10));
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
      hidden: null,
    });
    expectNoCoordinateOf(res.recentCheckIns, HOME);
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
    expect(messageOf(error, 'pt-BR')).toBe('Gato não encontrado');
  });
});

describe('cats.update and cats.delete', () => {
  it('lets only the registrar and admins edit', async () => {
    h = createHarness();
    const ana = h.createUser();
    const bia = h.createUser();
    const admin = h.createUser({ isAdmin: true });
    const cat = await registerCat(h, ana);
    const form = () => catForm({ id: cat._id, name: 'Outro' }, null);
    const error = await rejection(h.callerFor(bia).cats.update(form()), 'FORBIDDEN');
    expect(messageOf(error, 'pt-BR')).toMatch(/Só quem cadastrou o gato/);
    await rejection(h.anon.cats.update(form()), 'UNAUTHORIZED');
    await rejection(h.callerFor(bia).cats.delete({ id: cat._id }), 'FORBIDDEN');
    expect(stored(h, cat._id).name).toBe('Mingau');

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
    const row = stored(h, cat._id);
    // The public point follows the move: the point of the cell it moved into (privacy cells, no
    // longer a per-cat 100–250 m shift).
    const cell = privacyCell(h.deps.tokens.secret, moved.latitude, moved.longitude);
    expect([row.publicLat, row.publicLng]).toEqual([cell.latitude, cell.longitude]);
    expect(distanceMeters(row.lat, row.lng, row.publicLat, row.publicLng)).toBeLessThan(710);
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
    const checkinId = insertCheckin(h, bia.id, cat._id, 20);
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
