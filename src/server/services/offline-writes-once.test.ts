import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cats, checkinPhotos, checkins } from '../db/schema.js';
import { clientWrites } from '../db/client-writes-schema.js';
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

/** Writes from the phone's outbox: a client id is stored once per user (capturedAt: next file). */
let h: Harness;
afterEach(() => h?.close());

const rows = (table: typeof checkins | typeof cats | typeof checkinPhotos) =>
  h.db.select({ n: count() }).from(table).get()!.n;

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
