import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { catPhotos, cats, users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { rejection } from '../test/expect.js';
import { checkIn, insertCat, jpeg, metersFrom } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;

describe('checkins.byCat and checkins.mine', () => {
  it('lists a cat’s check-ins newest first, paged, without positions for others', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser({ name: 'Ana' }), h.createUser({ name: 'Bia' })];
    const cat = insertCat(h);
    const other = insertCat(h);
    for (let i = 0; i < 5; i++) {
      await checkIn(h, i % 2 ? bia : ana, cat, { actionsDescription: `visit ${i}` });
      h.clock.advance(HOUR);
    }
    await checkIn(h, ana, other);

    const page1 = await h.anon.checkins.byCat({ catId: cat.id, limit: 2 });
    expect(page1).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    expect(page1.checkIns.map((c) => c.actionsDescription)).toEqual(['visit 4', 'visit 3']);
    expect(page1.checkIns[0]!.user).toMatchObject({ name: 'Ana' });
    expect(page1.checkIns[0]!.cat).toMatchObject({ _id: cat.id, name: 'Mingau' });
    for (const c of page1.checkIns) expect(c.location).toBeUndefined();

    const page3 = await h.callerFor(bia).checkins.byCat({ catId: cat.id, page: 3, limit: 2 });
    expect(page3.checkIns.map((c) => c.actionsDescription)).toEqual(['visit 0']);
    expect(page3.checkIns[0]!.location).toBeUndefined();

    const asAna = await h.callerFor(ana).checkins.byCat({ catId: cat.id, limit: 10 });
    const own = asAna.checkIns.filter((c) => c.user._id === ana.id);
    const others = asAna.checkIns.filter((c) => c.user._id !== ana.id);
    expect(own.every((c) => c.location?.type === 'Point')).toBe(true);
    expect(others.every((c) => c.location === undefined)).toBe(true);
    const coords = own[0]!.location!.coordinates;
    expect(coords[1]).toBeCloseTo(metersFrom(cat, 10).latitude, 9);
    expect(coords[0]).toBeCloseTo(cat.lng, 9);

    const admin = h.createUser({ isAdmin: true });
    const asAdmin = await h.callerFor(admin).checkins.byCat({ catId: cat.id, limit: 10 });
    expect(asAdmin.checkIns.every((c) => c.location !== undefined)).toBe(true);
    // The cat's registrar (a carer) sees where everybody checked in on it, not on other cats.
    const registrar = h.db.select().from(users).where(eq(users.id, cat.discoveredById)).get()!;
    const asCarer = await h.callerFor(registrar).checkins.byCat({ catId: cat.id, limit: 10 });
    expect(asCarer.checkIns.every((c) => c.location !== undefined)).toBe(true);
    const onOther = await h.callerFor(registrar).checkins.byCat({ catId: other.id, limit: 10 });
    expect(onOther.checkIns.every((c) => c.location === undefined)).toBe(true);
  });

  it('byCat: NOT_FOUND for an unknown cat, BAD_REQUEST for a limit out of bounds', async () => {
    h = createHarness();
    await rejection(h.anon.checkins.byCat({ catId: 'nope' }), 'NOT_FOUND');
    const cat = insertCat(h);
    await rejection(h.anon.checkins.byCat({ catId: cat.id, limit: 101 }), 'BAD_REQUEST');
    await rejection(h.anon.checkins.byCat({ catId: cat.id, page: 0 }), 'BAD_REQUEST');
  });

  it('mine: only the caller’s check-ins, with the cat, and the stored name once it is deleted', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const kept = insertCat(h, { name: 'Frajola' });
    const gone = insertCat(h, { name: 'Tigrão' });
    await checkIn(h, ana, gone);
    h.clock.advance(HOUR);
    await checkIn(h, ana, kept, {}, [await jpeg()]);
    await checkIn(h, bia, kept);
    h.db.delete(cats).where(eq(cats.id, gone.id)).run();

    const mine = await h.callerFor(ana).checkins.mine();
    expect(mine).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(mine.checkIns.map((c) => c.cat)).toEqual([
      { _id: kept.id, name: 'Frajola', photoUrl: null, thumbnailUrl: null },
      { _id: null, name: 'Tigrão', photoUrl: null, thumbnailUrl: null },
    ]);
    expect(mine.checkIns[0]!.photos).toHaveLength(1);
    expect(mine.checkIns.every((c) => c.location !== undefined)).toBe(true);
    await rejection(h.anon.checkins.mine(), 'UNAUTHORIZED');
  });

  it('answers a new check-in as it is listed afterwards: photos, author, cat and its photo', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const cat = insertCat(h, { name: 'Frajola' });
    h.db
      .insert(catPhotos)
      .values({
        id: newId(),
        catId: cat.id,
        position: 0,
        file: 'photos/ab/frajola.webp',
        thumb: 'photos/ab/frajola-thumb.webp',
        width: 320,
        height: 240,
        createdAt: h.clock.now(),
      })
      .run();
    const { checkIn: answered } = await checkIn(
      h,
      ana,
      cat,
      { actions: ['Alimentou', 'Castrou'], needs: ['Água'], needsDescription: 'pote vazio' },
      [await jpeg(1), await jpeg(2)],
    );

    const [listed] = (await h.callerFor(ana).checkins.mine()).checkIns;
    expect(answered).toEqual(listed);
    expect(answered.photos).toHaveLength(2);
    expect(answered.cat.thumbnailUrl).toMatch(/frajola-thumb\.webp$/);
    expect(answered.user.name).toBe('Ana');
    expect(answered.bonusDetails.length).toBeGreaterThan(0);
  });

  it('writes each bonus line in the language of whoever reads it', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const cat = insertCat(h, { name: 'Tom' });
    await checkIn(h, ana, cat, { actions: ['Castrou'] }, [], 'en');
    const messages = async (caller: ReturnType<Harness['callerFor']>) =>
      (await caller.checkins.byCat({ catId: cat.id })).checkIns[0]!.bonusDetails.map(
        (d) => d.message,
      );
    expect(await messages(h.callerFor(bia, 'es'))).toEqual([
      'Bono por cuidado veterinario',
      '¡Ahora eres padrino/madrina de Tom!',
      'Logro desbloqueado: Primer Contacto',
      'Logro desbloqueado: Amigo de la Castración',
    ]);
    expect(await messages(h.anon)).toEqual([
      'Bônus por cuidado veterinário',
      'Você agora é padrinho/madrinha de Tom!',
      'Conquista desbloqueada: Primeiro Contato',
      'Conquista desbloqueada: Amigo da Castração',
    ]);
    const mine = await h.callerFor(ana, 'en').checkins.mine();
    expect(mine.checkIns[0]!.bonusDetails).toEqual([
      { type: 'medicalCare', message: 'Bonus for veterinary care', points: 10 },
      { type: 'newSponsor', message: 'You are now the sponsor of Tom!', points: 15 },
      { type: 'achievement', message: 'Achievement unlocked: First Contact', points: 0 },
      { type: 'achievement', message: 'Achievement unlocked: Neutering Friend', points: 0 },
    ]);
  });
});
