import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cats, checkinPhotos, checkins, pointsLedger, pointsTotals } from '../db/schema.js';
import { clientWrites } from '../db/schema-client-writes.js';
import { filesIn, HOUR, stored } from '../test/cat-helpers.js';
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

let h: Harness;
afterEach(() => h?.close());

const rows = (table: typeof checkins | typeof cats | typeof checkinPhotos) =>
  h.db.select({ n: count() }).from(table).get()!.n;
const ago = (ms: number) => new Date(h.clock.now().getTime() - ms).toISOString();

describe('offline writes: a client id is stored once', () => {
  it('a check-in sent again answers the first result and stores nothing more', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const data = checkinData(cat, { clientId: randomUUID(), actions: ['Alimentou', 'Vacinou'] });
    const photo = await jpeg(1);
    const caller = h.callerFor(user);
    const first = await caller.checkins.create(checkinForm(data, [photo]));
    expect(first.pointsEarned).toBeGreaterThan(0);
    const files = filesIn(h.uploadsDir).length;

    h.clock.advance(HOUR);
    const again = await caller.checkins.create(checkinForm(data, [photo]));
    expect(again).toEqual(first);
    expect([rows(checkins), rows(checkinPhotos)]).toEqual([1, 1]);
    expect(filesIn(h.uploadsDir)).toHaveLength(files);
    expect(ledgerSum(h, user.id)).toBe(first.pointsEarned);
    expect(h.reload(user)).toMatchObject({ checkInsCount: 1, points: first.pointsEarned });
    expect(stored(h, cat.id).totalCheckIns).toBe(1);

    // In another language: the same ids and points, the lines in the reader's words.
    const inEnglish = await h.callerFor(user, 'en').checkins.create(checkinForm(data, [photo]));
    expect(inEnglish.checkIn._id).toBe(first.checkIn._id);
    expect(inEnglish.bonusDetails.map((d) => [d.type, d.points])).toEqual(
      first.bonusDetails.map((d) => [d.type, d.points]),
    );
    expect(inEnglish.bonusDetails[0]!.message).not.toBe(first.bonusDetails[0]!.message);
  });

  it('the same client id with another body is 409 and changes nothing', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const clientId = randomUUID();
    const caller = h.callerFor(user);
    await caller.checkins.create(checkinForm(checkinData(cat, { clientId }), [await jpeg(1)]));
    const conflict = { code: 'CONFLICT', message: 'clientIdConflict' };
    await expect(
      caller.checkins.create(
        checkinForm(checkinData(cat, { clientId, healthStatus: 'Regular' }), [await jpeg(1)]),
      ),
    ).rejects.toMatchObject(conflict);
    // Same fields, another photo.
    await expect(
      caller.checkins.create(checkinForm(checkinData(cat, { clientId }), [await jpeg(2)])),
    ).rejects.toMatchObject(conflict);
    // A cat sent under a check-in's id.
    await expect(
      caller.cats.create(catForm(catData({ clientId }), await jpeg(1))),
    ).rejects.toMatchObject(conflict);
    expect([rows(checkins), rows(cats)]).toEqual([1, 1]);
    expect(stored(h, cat.id).health).toBe('Bom');

    // Client ids are per user: another user's write with the same id is its own.
    const other = await h
      .callerFor(h.createUser())
      .checkins.create(checkinForm(checkinData(cat, { clientId })));
    expect(other.pointsEarned).toBeGreaterThan(0);
    expect(rows(checkins)).toBe(2);
  });

  it('the same instant written with another offset is the same body', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const clientId = randomUUID();
    const caller = h.callerFor(user);
    const first = await caller.checkins.create(
      checkinForm(checkinData(cat, { clientId, capturedAt: '2026-11-18T11:00:00-03:00' })),
    );
    const again = await caller.checkins.create(
      checkinForm(checkinData(cat, { clientId, capturedAt: '2026-11-18T14:00:00.000Z' })),
    );
    expect(again).toEqual(first);
    expect(first.checkIn.createdAt).toBe('2026-11-18T14:00:00.000Z');
  });

  it('two identical sends at the same moment store once and both get the first answer', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const data = checkinData(cat, { clientId: randomUUID() });
    const photo = await jpeg(3);
    const caller = h.callerFor(user);
    const [one, two] = await Promise.all([
      caller.checkins.create(checkinForm(data, [photo])),
      caller.checkins.create(checkinForm(data, [photo])),
    ]);
    expect(two).toEqual(one);
    expect([rows(checkins), rows(checkinPhotos)]).toEqual([1, 1]);
    // The second send's photo files were removed with its rolled-back write.
    expect(filesIn(h.uploadsDir)).toHaveLength(2);
    expect(ledgerSum(h, user.id)).toBe(one.pointsEarned);
    expect(h.db.select({ n: count() }).from(clientWrites).get()!.n).toBe(1);
  });

  it('a cat sent again answers the first cat and points, concurrently too', async () => {
    h = createHarness();
    const user = h.createUser();
    const data = catData({ clientId: randomUUID() });
    const photo = await jpeg(1);
    const extra = [await jpeg(2)];
    const caller = h.callerFor(user);
    const [one, two] = await Promise.all([
      caller.cats.create(catForm(data, photo, extra)),
      caller.cats.create(catForm(data, photo, extra)),
    ]);
    const three = await caller.cats.create(catForm(data, photo, extra));
    expect(two).toEqual(one);
    expect(three).toEqual(one);
    expect(one.pointsEarned).toBe(50);
    expect(rows(cats)).toBe(1);
    expect(filesIn(h.uploadsDir)).toHaveLength(4);
    expect(h.reload(user)).toMatchObject({ points: 50, catsRegistered: 1 });
    await expect(caller.cats.create(catForm(data, photo, [await jpeg(4)]))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses a client id that is not a UUID and a capturedAt that is not a date', async () => {
    h = createHarness();
    const user = h.createUser();
    const cat = insertCat(h);
    const caller = h.callerFor(user);
    await expect(
      caller.checkins.create(checkinForm(checkinData(cat, { clientId: 'abc' }))),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const bad = await caller.checkins
      .create(checkinForm({ ...checkinData(cat), clientId: 'abc', capturedAt: '2026-11-18 10:00' }))
      .catch((error: { cause?: { issues?: { message: string }[] } }) => error);
    expect(
      (bad as { cause: { issues: { message: string }[] } }).cause.issues.map((i) => i.message),
    ).toEqual(['clientIdInvalid', 'capturedAtInvalid']);
    expect(rows(checkins)).toBe(0);
  });
});

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
    const cat = insertCat(h, { health: 'Emergência' });
    const [ana, bia] = [h.createUser(), h.createUser()];
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
      expect.objectContaining({ type: 'achievement', points: 0 }),
    ]);
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
