import { readdirSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusDetail } from '../../shared/points.js';
import { cats, checkinPhotos, checkins, pointsLedger, userAchievements } from '../db/schema.js';
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
const MINUTE = 60 * 1000;

const typesOf = (details: BonusDetail[]) => details.map((d) => d.type);
const detail = (details: BonusDetail[], type: BonusDetail['type']) =>
  details.find((d) => d.type === type);
const rowCount = (table: typeof checkins | typeof checkinPhotos) =>
  h.db.select({ n: count() }).from(table).get()!.n;
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('checkins.create: points and bonuses', () => {
  it('a first feeding earns its points and the sponsor bonus, recorded in the ledger', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h, { name: 'Mingau' });
    const res = await checkIn(h, user, cat);
    expect(res.pointsEarned).toBe(25);
    expect(res.bonusDetails).toEqual([
      { type: 'newSponsor', message: 'Você agora é padrinho/madrinha de Mingau!', points: 15 },
      { type: 'achievement', message: 'Conquista desbloqueada: Primeiro Contato', points: 0 },
    ]);
    expect(res.user).toEqual({ points: 25, level: 1 });
    const rows = h.db.select().from(pointsLedger).all();
    expect(rows.map((r) => [r.reason, r.detail, r.points, r.checkinId])).toEqual([
      ['checkin', '', 10, res.checkIn._id],
      ['bonus', 'newSponsor', 15, res.checkIn._id],
    ]);
    const stored = h.db.select().from(checkins).get()!;
    expect(stored.pointsEarned).toBe(25);
    expect(stored.bonusDetails).toEqual(res.bonusDetails);
    expect(stored.day).toBe('2026-11-18');
    expect(h.reload(user).points).toBe(25);
  });

  it('newSponsor: only on the first check-in of each user on a cat', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const cat = insertCat(h);
    expect(typesOf((await checkIn(h, ana, cat)).bonusDetails)).toContain('newSponsor');
    h.clock.advance(5 * HOUR);
    expect(typesOf((await checkIn(h, ana, cat)).bonusDetails)).not.toContain('newSponsor');
    expect(typesOf((await checkIn(h, bia, cat)).bonusDetails)).toContain('newSponsor');
  });

  it('multiAction: +20% of the action sum, rounded down', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const res = await checkIn(h, user, cat, { actions: ['Alimentou', 'Deu água', 'Alimentou'] });
    expect(res.checkIn.actions).toEqual(['Alimentou', 'Deu água']);
    expect(detail(res.bonusDetails, 'multiAction')).toEqual({
      type: 'multiAction',
      message: 'Bônus por várias ações (+20%)',
      points: 3,
    });
    expect(res.pointsEarned).toBe(18 + 3 + 15);
  });

  it('medicalCare: +10 for a vet visit, a vaccine or a neutering', async () => {
    h = createHarness();
    const user = h.createUser();
    for (const action of ['Levou ao veterinário', 'Vacinou', 'Castrou'] as const) {
      const res = await checkIn(h, user, insertCat(h), { actions: [action] });
      expect(detail(res.bonusDetails, 'medicalCare')?.points).toBe(10);
    }
    const plain = await checkIn(h, user, insertCat(h), { actions: ['Verificou bem-estar'] });
    expect(detail(plain.bonusDetails, 'medicalCare')).toBeUndefined();
  });

  it('emergencyHelp: +15 when the cat needed help before the check-in, not after', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h, { health: 'Emergência' });
    const first = await checkIn(h, user, cat, { healthStatus: 'Regular' });
    expect(detail(first.bonusDetails, 'emergencyHelp')).toMatchObject({ points: 15 });
    h.clock.advance(5 * HOUR);
    const second = await checkIn(h, user, cat);
    expect(detail(second.bonusDetails, 'emergencyHelp')).toBeUndefined();

    const attention = insertCat(h, { health: 'Precisa de atenção' });
    const third = await checkIn(h, user, attention);
    expect(detail(third.bonusDetails, 'emergencyHelp')?.points).toBe(15);
  });

  it('photoProof: +5 with a photo, which is stored and shown', async () => {
    h = createHarness();
    const user = h.createUser();
    const res = await checkIn(h, user, insertCat(h), {}, [await jpeg(1), await jpeg(2)]);
    expect(detail(res.bonusDetails, 'photoProof')).toMatchObject({
      points: 5,
      message: 'Bônus pela foto',
    });
    expect(res.pointsEarned).toBe(10 + 15 + 5);
    expect(res.checkIn.photos).toHaveLength(2);
    for (const photo of res.checkIn.photos) {
      expect(photo.url).toMatch(/^\/uploads\/photos\/.+\.webp$/);
      expect(photo.thumbnailUrl).toMatch(/-thumb\.webp$/);
    }
    expect(filesIn(h.uploadsDir)).toHaveLength(4);
    expect(rowCount(checkinPhotos)).toBe(2);
  });

  it('renders messages in the caller language and stores them that way', async () => {
    h = createHarness();
    const res = await checkIn(h, h.createUser(), insertCat(h, { name: 'Tom' }), {}, [], 'en');
    expect(detail(res.bonusDetails, 'newSponsor')?.message).toBe('You are now the sponsor of Tom!');
    expect(h.db.select().from(checkins).get()!.bonusDetails).toEqual(res.bonusDetails);
  });

  it('levelUp: a 0-point entry when the level changes', async () => {
    h = createHarness();
    const user = h.createUser({ points: 90 });
    const res = await checkIn(h, user, insertCat(h));
    expect(res.user).toEqual({ points: 115, level: 2 });
    expect(detail(res.bonusDetails, 'levelUp')).toEqual({
      type: 'levelUp',
      message: 'Você subiu para o nível 2!',
      points: 0,
    });
    h.clock.advance(5 * HOUR);
    const again = await checkIn(h, user, insertCat(h));
    expect(detail(again.bonusDetails, 'levelUp')).toBeUndefined();
  });
});

describe('checkins.create: fair play', () => {
  it('cooldown: 3h59 after a rewarded check-in earns nothing, 4h01 earns again', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    await checkIn(h, user, cat);
    h.clock.advance(3 * HOUR + 59 * MINUTE);
    const early = await checkIn(h, user, cat, { actions: ['Alimentou', 'Deu água'] });
    expect(early.pointsEarned).toBe(0);
    expect(early.bonusDetails).toEqual([
      {
        type: 'cooldown',
        message: 'Check-in registrado. Você já ganhou pontos com este gato nas últimas 4 horas.',
        points: 0,
      },
    ]);
    h.clock.advance(2 * MINUTE);
    const later = await checkIn(h, user, cat);
    expect(later.pointsEarned).toBe(10);
    expect(ledgerSum(h, user.id)).toBe(35);
  });

  it('cooldown counts from the last check-in that earned points, not from any check-in', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    await checkIn(h, user, cat);
    h.clock.advance(3 * HOUR);
    expect((await checkIn(h, user, cat)).pointsEarned).toBe(0);
    h.clock.advance(61 * MINUTE);
    expect((await checkIn(h, user, cat)).pointsEarned).toBe(10);
  });

  it('cooldown is per cat and per user', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    const [one, two] = [insertCat(h), insertCat(h)];
    await checkIn(h, ana, one);
    h.clock.advance(MINUTE);
    expect((await checkIn(h, ana, two)).pointsEarned).toBe(25);
    expect((await checkIn(h, bia, one)).pointsEarned).toBe(25);
  });

  it('the check-in under cooldown still updates the cat and counts as a check-in', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    await checkIn(h, user, cat);
    h.clock.advance(HOUR);
    await checkIn(h, user, cat, { healthStatus: 'Emergência' });
    const after = h.db.select().from(cats).where(eq(cats.id, cat.id)).get()!;
    expect(after.health).toBe('Emergência');
    expect(after.totalCheckIns).toBe(2);
    expect(h.reload(user).checkInsCount).toBe(2);
  });

  it('daily cap: at most 300 points a day across several cats; the excess is cut', async () => {
    h = createHarness();
    const user = h.createUser();
    const everything = {
      actions: ['Alimentou', 'Deu água', 'Forneceu abrigo', 'Levou ao veterinário', 'Castrou'],
    } as const;
    // 88 + 17 (multi) + 10 (medical) + 15 (sponsor) = 130 each
    const first = await checkIn(h, user, insertCat(h), { actions: [...everything.actions] });
    expect(first.pointsEarned).toBe(130);
    const second = await checkIn(h, user, insertCat(h), { actions: [...everything.actions] });
    expect(second.pointsEarned).toBe(130);
    const third = await checkIn(h, user, insertCat(h), { actions: [...everything.actions] });
    expect(third.pointsEarned).toBe(40);
    expect(detail(third.bonusDetails, 'dailyCap')).toEqual({
      type: 'dailyCap',
      message: 'Limite diário de 300 pontos atingido: o excedente não foi somado.',
      points: -90,
    });
    const fourth = await checkIn(h, user, insertCat(h));
    expect(fourth.pointsEarned).toBe(0);
    expect(detail(fourth.bonusDetails, 'dailyCap')?.points).toBe(-25);
    expect(ledgerSum(h, user.id)).toBe(300);

    // The ledger rows of each check-in add up to its pointsEarned.
    for (const res of [first, second, third, fourth]) {
      const sum = h.db
        .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
        .from(pointsLedger)
        .where(eq(pointsLedger.checkinId, res.checkIn._id))
        .get()!.total;
      expect(sum).toBe(res.pointsEarned);
    }
  });

  it('daily cap resets at midnight in the community time zone, not UTC', async () => {
    h = createHarness();
    const user = h.createUser();
    const big = { actions: ['Levou ao veterinário', 'Castrou', 'Vacinou', 'Forneceu abrigo'] };
    h.clock.set('2026-11-18T20:00:00-03:00');
    for (let i = 0; i < 3; i++) await checkIn(h, user, insertCat(h), big as never);
    expect(ledgerSum(h, user.id)).toBe(300);
    // 23:30 in São Paulo is already the 19th in UTC, but still the 18th for the community.
    h.clock.set('2026-11-18T23:30:00-03:00');
    expect((await checkIn(h, user, insertCat(h))).pointsEarned).toBe(0);
    h.clock.set('2026-11-19T00:01:00-03:00');
    expect((await checkIn(h, user, insertCat(h))).pointsEarned).toBe(25);
  });

  it('tooFar: 999 m from the cat earns points, 1001 m earns none', async () => {
    h = createHarness();
    const [near, far] = [h.createUser(), h.createUser()];
    const cat = insertCat(h);
    const ok = await checkIn(h, near, cat, { location: metersFrom(cat, 999) });
    expect(ok.pointsEarned).toBe(25);
    const res = await checkIn(h, far, cat, {
      location: metersFrom(cat, 1001),
      actions: ['Castrou'],
    });
    expect(res.pointsEarned).toBe(0);
    expect(res.bonusDetails).toEqual([
      {
        type: 'tooFar',
        message: 'Check-in registrado, mas você está a mais de 1 km do gato: sem pontos.',
        points: 0,
      },
      { type: 'achievement', message: 'Conquista desbloqueada: Primeiro Contato', points: 0 },
      { type: 'achievement', message: 'Conquista desbloqueada: Amigo da Castração', points: 0 },
    ]);
    expect(ledgerSum(h, far.id)).toBe(0);
    const stored = h.db.select().from(checkins).where(eq(checkins.userId, far.id)).get()!;
    expect(stored.distance).toBeCloseTo(1001, 0);
  });

  it('measures from the exact position, not the public one', async () => {
    h = createHarness();
    const exact = insertCat(h);
    // The public position is 1500 m north of the exact one.
    const cat = insertCat(h, { publicLat: metersFrom(exact, 1500).latitude });
    const publicSpot = { latitude: cat.publicLat, longitude: cat.publicLng };
    const [ana, bia] = [h.createUser(), h.createUser()];
    expect((await checkIn(h, ana, cat, { location: publicSpot })).pointsEarned).toBe(0);
    expect((await checkIn(h, bia, cat, { location: metersFrom(cat, -50) })).pointsEarned).toBe(25);
  });
});

describe('checkins.create: streaks', () => {
  it('counts consecutive community days and pays +10 on day 3 and +30 on day 7', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const earned: number[] = [];
    const streakBonus: (number | undefined)[] = [];
    for (let day = 0; day < 8; day++) {
      h.clock.set(`2026-11-${String(10 + day).padStart(2, '0')}T10:00:00-03:00`);
      const res = await checkIn(h, user, cat);
      earned.push(res.pointsEarned);
      streakBonus.push(detail(res.bonusDetails, 'streak')?.points);
      if (day === 2) {
        expect(detail(res.bonusDetails, 'streak')?.message).toBe('Sequência de 3 dias seguidos!');
        // A second check-in the same day keeps the streak and does not pay it again.
        h.clock.advance(5 * HOUR);
        const again = await checkIn(h, user, cat);
        expect(detail(again.bonusDetails, 'streak')).toBeUndefined();
      }
      if (day === 6) {
        expect(typesOf(res.bonusDetails)).toContain('achievement');
        expect(res.bonusDetails.map((d) => d.message)).toContain(
          'Conquista desbloqueada: Padrinho Dedicado',
        );
      }
    }
    expect(streakBonus).toEqual([
      undefined,
      undefined,
      10,
      undefined,
      undefined,
      undefined,
      30,
      undefined,
    ]);
    expect(h.reload(user)).toMatchObject({
      currentStreak: 8,
      bestStreak: 8,
      lastCheckInDay: '2026-11-17',
    });
  });

  it('23:50 and 00:10 local are consecutive days; a missed day breaks the streak', async () => {
    h = createHarness();
    const user = h.createUser();
    h.clock.set('2026-11-10T23:50:00-03:00');
    await checkIn(h, user, insertCat(h));
    h.clock.set('2026-11-11T00:10:00-03:00');
    await checkIn(h, user, insertCat(h));
    h.clock.set('2026-11-12T23:59:00-03:00');
    const third = await checkIn(h, user, insertCat(h));
    expect(detail(third.bonusDetails, 'streak')?.points).toBe(10);
    expect(h.reload(user).currentStreak).toBe(3);

    h.clock.set('2026-11-14T09:00:00-03:00');
    const broken = await checkIn(h, user, insertCat(h));
    expect(detail(broken.bonusDetails, 'streak')).toBeUndefined();
    expect(h.reload(user)).toMatchObject({ currentStreak: 1, bestStreak: 3 });
    for (const day of ['15', '16']) {
      h.clock.set(`2026-11-${day}T09:00:00-03:00`);
      await checkIn(h, user, insertCat(h));
    }
    expect(h.reload(user)).toMatchObject({ currentStreak: 3, bestStreak: 3 });
  });
});

describe('checkins.create: achievements', () => {
  it('Primeiro Contato on the first check-in only', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const first = await checkIn(h, user, cat);
    expect(first.bonusDetails.filter((d) => d.type === 'achievement')).toHaveLength(1);
    h.clock.advance(5 * HOUR);
    const second = await checkIn(h, user, cat);
    expect(typesOf(second.bonusDetails)).not.toContain('achievement');
    expect(
      h.db
        .select()
        .from(userAchievements)
        .all()
        .map((a) => a.achievementId),
    ).toEqual(['checkins1']);
  });

  it('Socorrista at the 5th check-in on a cat in Emergência, and never twice', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h, { health: 'Emergência' });
    const messages: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const res = await checkIn(h, user, cat, { healthStatus: 'Emergência' });
      messages.push(res.bonusDetails.filter((d) => d.type === 'achievement').map((d) => d.message));
      h.clock.advance(HOUR);
    }
    const rescuer = 'Conquista desbloqueada: Socorrista';
    expect(messages.map((m) => m.includes(rescuer))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(h.reload(user).emergencyCheckIns).toBe(6);
  });

  it('Precisa de atenção does not count as an emergency check-in', async () => {
    h = createHarness();
    const user = h.createUser();
    await checkIn(h, user, insertCat(h, { health: 'Precisa de atenção' }));
    expect(h.reload(user).emergencyCheckIns).toBe(0);
  });

  it('unlocks every threshold already passed (reached or passed, not only exact)', async () => {
    h = createHarness();
    const user = h.createUser({ checkInsCount: 12 });
    const res = await checkIn(h, user, insertCat(h));
    expect(res.bonusDetails.filter((d) => d.type === 'achievement').map((d) => d.message)).toEqual([
      'Conquista desbloqueada: Primeiro Contato',
      'Conquista desbloqueada: Amigo dos Gatos',
    ]);
  });
});

describe('checkins.create: effects', () => {
  it('updates the cat but never moves it; a cat that is not Ativo can be checked in', async () => {
    h = createHarness();
    const cat = insertCat(h, {
      status: 'Adotado',
      health: 'Regular',
      needs: ['Água'],
      needsDescription: 'old',
    });
    h.clock.set('2026-11-20T12:00:00Z');
    await checkIn(h, h.createUser(), cat, {
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
    const [one, two] = [insertCat(h, { health: 'Emergência' }), insertCat(h)];
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

    const admin = h.createUser({ email: 'admin@gateiros.test' });
    const asAdmin = await h.callerFor(admin).checkins.byCat({ catId: cat.id, limit: 10 });
    expect(asAdmin.checkIns.every((c) => c.location !== undefined)).toBe(true);
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
});
