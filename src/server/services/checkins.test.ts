import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusDetail } from '../../shared/schemas/common-output.js';
import { cats, checkins, pointsLedger, type checkinPhotos } from '../db/schema.js';
import { messageOf, rejection } from '../test/expect.js';
import {
  checkIn,
  checkinData,
  checkinForm,
  insertCat,
  jpeg,
  ledgerSum,
  metersFrom,
} from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
const typesOf = (details: BonusDetail[]) => details.map((d) => d.type);
const rowCount = (table: typeof checkins | typeof checkinPhotos) =>
  h.db.select({ n: count() }).from(table).get()!.n;
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('checkins.create: effects', () => {
  it('updates the cat but never moves it; a cat that is not Ativo can be checked in', async () => {
    h = createHarness();
    const carer = h.createUser();
    const cat = insertCat(h, {
      discoveredById: carer.id,
      status: 'Adotado',
      health: 'Regular',
      needs: ['Água'],
      needsDescription: 'old',
    });
    h.clock.set('2026-11-20T12:00:00Z');
    // Its carer: anyone else's urgent state is only a report (abuse/urgent-reports.test.ts).
    await checkIn(h, carer, cat, {
      healthStatus: 'Precisa de atenção',
      needs: ['Comida', 'Tratamento médico'],
      needsDescription: 'pata machucada',
      location: metersFrom(cat, 300),
    });
    const after = h.db.select().from(cats).where(eq(cats.id, cat.id)).get()!;
    expect(after).toMatchObject({
      health: 'Precisa de atenção',
      needs: ['Comida', 'Tratamento médico'],
      needsDescription: 'pata machucada',
      totalCheckIns: 1,
      status: 'Adotado',
      lat: cat.lat,
      lng: cat.lng,
      publicLat: cat.publicLat,
      publicLng: cat.publicLng,
    });
    expect(after.lastCheckIn?.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(after.updatedAt.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    const row = h.db.select().from(checkins).get()!;
    expect(row.previousHealth).toBe('Regular');
  });

  it('updates the user counters', async () => {
    h = createHarness();
    const user = h.createUser();
    const [one, two] = [
      insertCat(h, { health: 'Emergência', discoveredById: user.id }),
      insertCat(h),
    ];
    await checkIn(h, user, one, { actions: ['Levou ao veterinário', 'Castrou'] });
    h.clock.advance(5 * HOUR);
    await checkIn(h, user, one, { actions: ['Levou ao veterinário'] });
    await checkIn(h, user, two);
    expect(h.reload(user)).toMatchObject({
      checkInsCount: 3,
      totalCatsHelped: 2,
      vetVisits: 2,
      neuterings: 1,
      emergencyCheckIns: 1,
    });
  });
});

describe('checkins.create: rejected input', () => {
  it('needs a signed-in user', async () => {
    h = createHarness();
    const cat = insertCat(h);
    await rejection(h.anon.checkins.create(checkinForm(checkinData(cat))), 'UNAUTHORIZED');
  });

  it('answers NOT_FOUND for an unknown cat', async () => {
    h = createHarness();
    const error = await rejection(
      checkIn(h, h.createUser(), { id: 'f'.repeat(24), lat: 0, lng: 0 }),
      'NOT_FOUND',
    );
    expect(messageOf(error)).toBe('Gato não encontrado');
  });

  it.each([
    [{ actions: [] }, 'Selecione pelo menos uma ação realizada'],
    [{ actions: undefined }, 'Selecione pelo menos uma ação realizada'],
    [{ actions: ['Dançou'] }, 'Valor inválido'],
    [{ healthStatus: undefined }, 'Selecione o estado de saúde do gato'],
    [{ location: undefined }, 'Localização não disponível. Permita o acesso à sua localização.'],
    [
      { location: { address: 'Rua A' } },
      'Localização não disponível. Permita o acesso à sua localização.',
    ],
    [{ location: { latitude: 91, longitude: 0 } }, 'Valor alto demais (máximo 90)'],
  ])('validates %j: "%s"', async (over, message) => {
    h = createHarness();
    const cat = insertCat(h);
    const data = { ...checkinData(cat), ...over };
    const error = await rejection(
      h.callerFor(h.createUser()).checkins.create(checkinForm(data)),
      'BAD_REQUEST',
    );
    expect(messageOf(error)).toBe(message);
    expect(rowCount(checkins)).toBe(0);
  });

  it('rejects malformed JSON and a missing data field', async () => {
    h = createHarness();
    const caller = h.callerFor(h.createUser());
    expect(
      messageOf(await rejection(caller.checkins.create(checkinForm('{nope')), 'BAD_REQUEST')),
    ).toBe('O corpo da requisição não é um JSON válido.');
    await rejection(caller.checkins.create(new FormData()), 'BAD_REQUEST');
  });

  it('rejects 6 photos and stores nothing', async () => {
    h = createHarness();
    const cat = insertCat(h);
    const photos = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => jpeg(i)));
    const error = await rejection(checkIn(h, h.createUser(), cat, {}, photos), 'BAD_REQUEST');
    expect(messageOf(error)).toBe('Máximo de 5 fotos permitidas');
    expect(filesIn(h.uploadsDir)).toEqual([]);
    expect(rowCount(checkins)).toBe(0);
  });

  it('accepts exactly 5 photos', async () => {
    h = createHarness();
    const photos = await Promise.all([0, 1, 2, 3, 4].map((i) => jpeg(i)));
    const res = await checkIn(h, h.createUser(), insertCat(h), {}, photos);
    expect(res.checkIn.photos).toHaveLength(5);
  });

  it('rejects a file that is not an image, even beside a good one, and stores nothing', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const error = await rejection(
      checkIn(h, user, cat, {}, [await jpeg(), Buffer.from('not a picture at all')]),
      'BAD_REQUEST',
    );
    expect(messageOf(error)).toBe('Foto inválida: envie uma imagem JPEG, PNG ou WebP.');
    expect(filesIn(h.uploadsDir)).toEqual([]);
    expect(rowCount(checkins)).toBe(0);
    expect(h.db.select().from(cats).where(eq(cats.id, cat.id)).get()!.totalCheckIns).toBe(0);
    expect(h.reload(user).points).toBe(0);
  });

  it('a failed transaction removes the photos it had stored', async () => {
    h = createHarness();
    h.db.$client.exec(
      "CREATE TRIGGER fail_checkin BEFORE INSERT ON checkins BEGIN SELECT RAISE(ABORT, 'disk says no'); END;",
    );
    const user = h.createUser();
    await expect(checkIn(h, user, insertCat(h), {}, [await jpeg()])).rejects.toThrow();
    expect(filesIn(h.uploadsDir)).toEqual([]);
    expect(h.reload(user).points).toBe(0);
    expect(h.db.select({ n: count() }).from(pointsLedger).get()!.n).toBe(0);
  });
});

describe('checkins.create: simultaneous requests', () => {
  it('commit together, each seeing the ones before it as if they came one after the other', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const cat = insertCat(h);
    const [first, second, other] = await Promise.all([
      checkIn(h, ana, cat),
      checkIn(h, ana, cat),
      checkIn(h, bia, cat),
    ]);
    expect(first.pointsEarned).toBe(25);
    expect(typesOf(second.bonusDetails)).toEqual(['cooldown']);
    expect(other.pointsEarned).toBe(25);
    expect(rowCount(checkins)).toBe(3);
    expect(h.reload(ana).checkInsCount).toBe(2);
    expect(ledgerSum(h, ana.id)).toBe(25);
  });

  it('one that fails is undone and rejected alone; the others are stored', async () => {
    h = createHarness();
    h.db.$client.exec(
      "CREATE TRIGGER fail_boom BEFORE INSERT ON checkins WHEN NEW.cat_name = 'Boom' BEGIN SELECT RAISE(ABORT, 'disk says no'); END;",
    );
    const [ana, bia, caio] = [h.createUser(), h.createUser(), h.createUser()];
    const results = await Promise.allSettled([
      checkIn(h, ana, insertCat(h)),
      checkIn(h, bia, insertCat(h, { name: 'Boom' })),
      checkIn(h, caio, insertCat(h)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rowCount(checkins)).toBe(2);
    expect(h.reload(bia).points).toBe(0);
    expect(h.reload(bia).checkInsCount).toBe(0);
    expect(ledgerSum(h, bia.id)).toBe(0);
    expect([h.reload(ana).points, h.reload(caio).points]).toEqual([25, 25]);
  });
});
