import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusDetail } from '../../shared/schemas/common-output.js';
import { checkinPhotos, checkins, pointsLedger, userAchievements } from '../db/schema.js';
import { checkIn, insertCat, jpeg } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
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
    expect(stored.bonusDetails).toEqual([
      { type: 'newSponsor', points: 15, params: { name: 'Mingau' } },
      { type: 'achievement', points: 0, params: { id: 'checkins1' } },
    ]);
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
    // Its carer: a better state from anyone else would only be a report.
    const cat = insertCat(h, { health: 'Emergência', discoveredById: user.id });
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

  it('renders messages in the caller language and stores them without one', async () => {
    h = createHarness();
    const res = await checkIn(h, h.createUser(), insertCat(h, { name: 'Tom' }), {}, [], 'en');
    expect(detail(res.bonusDetails, 'newSponsor')?.message).toBe('You are now the sponsor of Tom!');
    expect(h.db.select().from(checkins).get()!.bonusDetails).toEqual([
      { type: 'newSponsor', points: 15, params: { name: 'Tom' } },
      { type: 'achievement', points: 0, params: { id: 'checkins1' } },
    ]);
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
    // The check-in achievements count the check-ins that earned points (third round).
    const user = h.createUser({ checkInsCount: 12, earningCheckIns: 12 });
    const res = await checkIn(h, user, insertCat(h));
    expect(res.bonusDetails.filter((d) => d.type === 'achievement').map((d) => d.message)).toEqual([
      'Conquista desbloqueada: Primeiro Contato',
      'Conquista desbloqueada: Amigo dos Gatos',
    ]);
  });
});
