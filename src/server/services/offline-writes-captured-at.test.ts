import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pointsLedger, pointsTotals } from '../db/schema.js';
import { HOUR, stored } from '../test/cat-helpers.js';
import {
  catData,
  catForm,
  checkinData,
  checkinForm,
  insertCat,
  jpeg,
  ledgerSum,
} from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

/** Writes from the phone's outbox count from when they were made (capturedAt), not arrival. */
let h: Harness;
afterEach(() => h?.close());

const ago = (ms: number) => new Date(h.clock.now().getTime() - ms).toISOString();

describe('offline writes: capturedAt', () => {
  it('an older check-in arriving after a newer one does not overwrite the cat', async () => {
    h = createHarness();
    const cat = insertCat(h);
    const [ana, bia] = [h.createUser(), h.createUser()];
    const newer = ago(HOUR);
    await h
      .callerFor(ana)
      .checkins.create(
        checkinForm(
          checkinData(cat, { healthStatus: 'Bom', needs: ['Comida'], capturedAt: newer }),
        ),
      );
    const older = await h.callerFor(bia).checkins.create(
      checkinForm(
        checkinData(cat, {
          healthStatus: 'Emergência',
          needs: ['Tratamento médico'],
          needsDescription: 'Pata machucada',
          capturedAt: ago(3 * HOUR),
        }),
      ),
    );
    expect(older.pointsEarned).toBeGreaterThan(0);
    const after = stored(h, cat.id);
    expect(after).toMatchObject({ health: 'Bom', needs: ['Comida'], totalCheckIns: 2 });
    expect(after.lastCheckIn!.toISOString()).toBe(newer);
    expect(older.checkIn.createdAt).toBe(ago(3 * HOUR));
    // Lists follow when the check-ins were made.
    const list = await h.anon.checkins.byCat({ catId: cat.id });
    expect(list.checkIns.map((c) => c.healthStatus)).toEqual(['Bom', 'Emergência']);

    // A newer one still takes over.
    await h
      .callerFor(bia)
      .checkins.create(
        checkinForm(checkinData(cat, { healthStatus: 'Regular', capturedAt: ago(30 * 60_000) })),
      );
    expect(stored(h, cat.id).health).toBe('Regular');
  });

  it('an older check-in counts the cat health it had then (emergency help)', async () => {
    h = createHarness();
    const [ana, bia] = [h.createUser(), h.createUser()];
    // Ana cares for it: her "Bom" is the cat's health at once.
    const cat = insertCat(h, { health: 'Emergência', discoveredById: ana.id });
    await h
      .callerFor(ana)
      .checkins.create(checkinForm(checkinData(cat, { capturedAt: ago(HOUR) })));
    expect(stored(h, cat.id).health).toBe('Bom');
    const older = await h
      .callerFor(bia)
      .checkins.create(checkinForm(checkinData(cat, { capturedAt: ago(2 * HOUR) })));
    expect(older.bonusDetails.map((d) => d.type)).toContain('emergencyHelp');
    expect(h.reload(bia).emergencyCheckIns).toBe(1);
  });

  it('a check-in made 25 hours before it arrives is stored with 0 points and offlineTooOld', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const made = ago(25 * HOUR);
    const late = await h
      .callerFor(user)
      .checkins.create(
        checkinForm(checkinData(cat, { healthStatus: 'Regular', capturedAt: made }), [
          await jpeg(),
        ]),
      );
    expect(late.pointsEarned).toBe(0);
    expect(late.bonusDetails).toEqual([
      {
        type: 'offlineTooOld',
        message: 'Registrado offline há mais de 24 h: sem pontos.',
        points: 0,
      },
    ]);
    // It earned nothing, so it counts towards no check-in achievement (docs/accounts-and-limits.md).
    expect(late.checkIn.createdAt).toBe(made);
    expect(ledgerSum(h, user.id)).toBe(0);
    expect(h.db.select().from(pointsLedger).all()).toEqual([]);
    expect(h.reload(user)).toMatchObject({ points: 0, checkInsCount: 1, currentStreak: 0 });
    // The newest the cat has had: it still tells the cat's state.
    expect(stored(h, cat.id)).toMatchObject({ health: 'Regular', lastCheckIn: new Date(made) });

    const en = await h
      .callerFor(h.createUser(), 'en')
      .checkins.create(checkinForm(checkinData(cat, { capturedAt: ago(48 * HOUR) })));
    expect(en.bonusDetails[0]).toEqual({
      type: 'offlineTooOld',
      message: 'Recorded offline more than 24 h ago: no points.',
      points: 0,
    });
    expect(stored(h, cat.id).health).toBe('Regular');

    const es = await h
      .callerFor(user, 'es')
      .cats.create(catForm(catData({ capturedAt: made }), await jpeg()));
    expect(es.pointsEarned).toBe(0);
    expect(es.bonusDetails[0]).toEqual({
      type: 'offlineTooOld',
      message: 'Registrado sin conexión hace más de 24 h: sin puntos.',
      points: 0,
    });
    expect(h.reload(user).points).toBe(0);
  });

  it('a check-in made 23 hours before it arrives earns on its own day, week and streak', async () => {
    // Monday 11:00 in São Paulo; 23 h earlier is Sunday, the week before.
    h = createHarness();
    h.clock.set('2026-11-23T14:00:00Z');
    const user = h.createUser();
    const [one, two] = [insertCat(h), insertCat(h)];
    const sunday = await h
      .callerFor(user)
      .checkins.create(checkinForm(checkinData(one, { capturedAt: ago(23 * HOUR) })));
    expect(sunday.pointsEarned).toBe(25);
    const ledger = h.db.select().from(pointsLedger).all();
    expect(new Set(ledger.map((row) => row.day))).toEqual(new Set(['2026-11-22']));
    expect(ledger.every((row) => row.createdAt.toISOString() === ago(23 * HOUR))).toBe(true);
    const periods = (userId: string) =>
      h.db
        .select({ period: pointsTotals.period, points: pointsTotals.points })
        .from(pointsTotals)
        .where(eq(pointsTotals.userId, userId))
        .all();
    expect(periods(user.id)).toEqual(
      expect.arrayContaining([
        { period: 'w:2026-11-16', points: 25 },
        { period: 'm:2026-11', points: 25 },
      ]),
    );
    expect(periods(user.id).some((p) => p.period === 'w:2026-11-23')).toBe(false);
    expect(h.reload(user)).toMatchObject({ lastCheckInDay: '2026-11-22', currentStreak: 1 });

    // Monday's live check-in continues the streak from Sunday.
    await h.callerFor(user).checkins.create(checkinForm(checkinData(two)));
    expect(h.reload(user)).toMatchObject({ lastCheckInDay: '2026-11-23', currentStreak: 2 });
  });

  it("a check-in of an earlier day arriving after today's earns on its day, streak unchanged", async () => {
    h = createHarness();
    h.clock.set('2026-11-23T14:00:00Z');
    const user = h.createUser({ lastCheckInDay: '2026-11-22', currentStreak: 2 });
    const [one, two] = [insertCat(h), insertCat(h)];
    await h.callerFor(user).checkins.create(checkinForm(checkinData(one)));
    expect(h.reload(user)).toMatchObject({ lastCheckInDay: '2026-11-23', currentStreak: 3 });
    const late = await h
      .callerFor(user)
      .checkins.create(checkinForm(checkinData(two, { capturedAt: ago(20 * HOUR) })));
    expect(late.pointsEarned).toBe(25);
    expect(late.bonusDetails.some((d) => d.type === 'streak')).toBe(false);
    expect(h.reload(user)).toMatchObject({ lastCheckInDay: '2026-11-23', currentStreak: 3 });
  });

  it('cooldown counts from capturedAt, before or after a rewarded check-in', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const caller = h.callerFor(user);
    expect((await caller.checkins.create(checkinForm(checkinData(cat)))).pointsEarned).toBe(25);
    const within = await caller.checkins.create(
      checkinForm(checkinData(cat, { capturedAt: ago(2 * HOUR) })),
    );
    expect(within.bonusDetails.map((d) => d.type)).toEqual(['cooldown']);
    const before = await caller.checkins.create(
      checkinForm(checkinData(cat, { capturedAt: ago(5 * HOUR) })),
    );
    expect(before.pointsEarned).toBe(10);
  });

  it('a capturedAt in the future counts as the arrival time', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const now = h.clock.now().toISOString();
    const ahead = new Date(h.clock.now().getTime() + 3 * HOUR).toISOString();
    const answer = await h
      .callerFor(user)
      .checkins.create(checkinForm(checkinData(cat, { capturedAt: ahead })));
    expect(answer.pointsEarned).toBe(25);
    expect(answer.checkIn.createdAt).toBe(now);
    expect(stored(h, cat.id).lastCheckIn!.toISOString()).toBe(now);
    const skew = new Date(h.clock.now().getTime() + 60_000).toISOString();
    const cat2 = insertCat(h);
    const small = await h
      .callerFor(user)
      .checkins.create(checkinForm(checkinData(cat2, { capturedAt: skew })));
    expect(small.checkIn.createdAt).toBe(now);
  });
});
