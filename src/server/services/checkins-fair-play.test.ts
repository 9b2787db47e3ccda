import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusDetail } from '../../shared/schemas/common-output.js';
import { cats, checkins, pointsLedger } from '../db/schema.js';
import { checkIn, insertCat, ledgerSum, metersFrom } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const detail = (details: BonusDetail[], type: BonusDetail['type']) =>
  details.find((d) => d.type === type);

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
    // Its registrar: a carer's urgent state is the cat's at once.
    const cat = insertCat(h, { discoveredById: user.id });
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

  it('tooFar: 999 m from the point the author sees earns points, 1001 m earns none', async () => {
    h = createHarness();
    const [near, far] = [h.createUser(), h.createUser()];
    const cat = insertCat(h);
    const publicSpot = { lat: cat.publicLat, lng: cat.publicLng };
    const ok = await checkIn(h, near, cat, { location: metersFrom(publicSpot, 999) });
    expect(ok.pointsEarned).toBe(25);
    const res = await checkIn(h, far, cat, {
      location: metersFrom(publicSpot, 1001),
      actions: ['Castrou'],
    });
    expect(res.pointsEarned).toBe(0);
    expect(res.bonusDetails).toEqual([
      {
        type: 'tooFar',
        message: 'Check-in registrado, mas você está a mais de 1 km do gato: sem pontos.',
        points: 0,
      },
      // No 'Primeiro Contato': only check-ins that earned points count for it (third round).
      { type: 'achievement', message: 'Conquista desbloqueada: Amigo da Castração', points: 0 },
    ]);
    expect(ledgerSum(h, far.id)).toBe(0);
    const stored = h.db.select().from(checkins).where(eq(checkins.userId, far.id)).get()!;
    expect(stored.distance).toBeCloseTo(1001, 0);
  });

  it('measures from the public position for others, the exact one for the registrar and admins', async () => {
    h = createHarness();
    const registrar = h.createUser();
    const admin = h.createUser({ isAdmin: true });
    const [ana, bia] = [h.createUser(), h.createUser()];
    const exact = insertCat(h);
    // The public position is 1500 m north of the exact one.
    const cat = insertCat(h, {
      discoveredById: registrar.id,
      publicLat: metersFrom(exact, 1500).latitude,
    });
    const publicSpot = { latitude: cat.publicLat, longitude: cat.publicLng };
    const exactSpot = metersFrom(cat, -50);
    // Everybody else is judged by the point they see, whatever the exact spot.
    expect((await checkIn(h, ana, cat, { location: publicSpot })).pointsEarned).toBe(25);
    expect((await checkIn(h, bia, cat, { location: exactSpot })).pointsEarned).toBe(0);
    // The registrar and admins see the exact spot and are judged by it.
    expect((await checkIn(h, registrar, cat, { location: exactSpot })).pointsEarned).toBe(25);
    expect((await checkIn(h, admin, cat, { location: publicSpot })).pointsEarned).toBe(0);
    const stored = (userId: string) =>
      h.db.select().from(checkins).where(eq(checkins.userId, userId)).get()!.distance;
    expect(stored(ana.id)).toBeCloseTo(0, 6);
    expect(stored(bia.id)).toBeCloseTo(1550, 0);
    expect(stored(registrar.id)).toBeCloseTo(50, 0);
    expect(stored(admin.id)).toBeCloseTo(1500, 0);
  });
});
