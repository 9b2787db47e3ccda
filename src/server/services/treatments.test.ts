import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transaction } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { treatmentDoses } from '../db/treatments-schema.js';
import { rejection } from '../test/expect.js';
import { colonyOfCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { sweepDoses } from './treatment-alerts.js';

let h: Harness;
afterEach(() => h?.close());

// The community is America/Sao_Paulo (UTC−3); the clock starts on 2026-11-18 at 12:00 there.
// The round: every 12 h from 20:00 local that day (23:00 UTC), for 10 days.
const FIRST = '2026-11-18T23:00:00.000Z';
const SECOND = '2026-11-19T11:00:00.000Z';
const ROUND = {
  medicine: 'Itraconazol',
  dose: '1 cápsula de 100 mg',
  everyHours: 12,
  startDay: '2026-11-18',
  startMinute: 20 * 60,
  days: 10,
};

async function setUp({ colony = true } = {}) {
  h = createHarness();
  const coordinator = h.createUser({ name: 'Cora' });
  const member = h.createUser({ name: 'Caio' });
  const stranger = h.createUser({ name: 'Sara' });
  const cat = await registerCat(h, coordinator, { name: 'Mingau' });
  if (colony) await colonyOfCat(h, coordinator, cat._id, [member]);
  const { _id: treatmentId } = await h
    .callerFor(coordinator)
    .treatments.start({ catId: cat._id, ...ROUND });
  return { coordinator, member, stranger, cat, treatmentId };
}

const sweep = () => transaction(h.db, (tx) => sweepDoses(tx, h.deps));

/** The treatment notices a user has, as kind and params. */
const inbox = (user: User) =>
  h.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .all()
    .filter((n) => n.kind.startsWith('dose'))
    .map((n) => ({ kind: n.kind, ...n.params }));

describe('a round’s doses', () => {
  it('fall at the same local times, each window running to the next dose', async () => {
    const { member, cat } = await setUp();
    const view = await h.callerFor(member).treatments.forCat({ catId: cat._id });
    expect(view.today).toBe('2026-11-18');
    const [round] = view.treatments;
    expect(round!.progress).toEqual({ day: 1, days: 10, given: 0, missed: 0 });
    expect(round!.schedule.map((d) => [d.day, d.doses.map((dose) => dose.minute)])).toEqual([
      ['2026-11-18', [1200]],
      ['2026-11-19', [480, 1200]],
      ['2026-11-20', [480, 1200]],
      ['2026-11-21', [480, 1200]],
    ]);
    const first = round!.schedule[0]!.doses[0]!;
    expect(first).toMatchObject({
      at: FIRST,
      end: SECOND,
      lateUntil: '2026-11-19T12:00:00.000Z',
      state: 'upcoming',
      takenBy: null,
    });
    // 10 days from 20:00 are 20 doses: the last at 08:00 on the eleventh calendar day.
    h.clock.set('2026-11-28T12:00:00Z');
    const last = (await h.callerFor(member).treatments.forCat({ catId: cat._id })).treatments[0]!;
    expect(last.progress).toMatchObject({ day: 10, missed: 19 });
    expect(last.schedule.at(-1)).toMatchObject({ day: '2026-11-28' });
    expect(last.schedule.at(-1)!.doses.map((d) => d.minute)).toEqual([480]);
  });

  it('take "Medicou" from their time to an hour after their window, and nobody outside', async () => {
    const { member, stranger, cat, treatmentId } = await setUp();
    const caio = h.callerFor(member);
    await rejection(caio.treatments.give({ treatmentId, doseAt: FIRST }), 'BAD_REQUEST');
    await rejection(
      caio.treatments.give({ treatmentId, doseAt: '2026-11-18T23:30:00Z' }),
      'BAD_REQUEST',
    );
    await rejection(h.callerFor(stranger).treatments.forCat({ catId: cat._id }), 'FORBIDDEN');
    await rejection(
      h.callerFor(stranger).treatments.give({ treatmentId, doseAt: FIRST }),
      'FORBIDDEN',
    );
    // The tap forgotten in the window: still taken 30 minutes after it.
    h.clock.set('2026-11-19T11:30:00Z');
    expect(await caio.treatments.give({ treatmentId, doseAt: FIRST })).toEqual({
      treatmentId,
      doseAt: FIRST,
      givenAt: '2026-11-19T11:30:00.000Z',
      givenBy: 'Caio',
    });
    h.clock.set('2026-11-20T00:00:00Z');
    const closed = rejection(caio.treatments.give({ treatmentId, doseAt: SECOND }), 'CONFLICT');
    expect((await closed).message).toBe('treatmentDoseClosed');
    const round = (await caio.treatments.forCat({ catId: cat._id })).treatments[0]!;
    expect(round.progress).toEqual({ day: 2, days: 10, given: 1, missed: 1 });
  });

  it('are taken a day at a time, by one person', async () => {
    const { coordinator, member, cat, treatmentId } = await setUp();
    const caio = h.callerFor(member);
    const cora = h.callerFor(coordinator);
    await caio.treatments.takeDay({ treatmentId, day: '2026-11-19' });
    await rejection(cora.treatments.takeDay({ treatmentId, day: '2026-11-19' }), 'CONFLICT');
    const day = (await cora.treatments.forCat({ catId: cat._id })).treatments[0]!.schedule[1]!;
    expect(day).toMatchObject({ day: '2026-11-19', open: false, mine: false });
    expect(day.takers.map((p) => p.name)).toEqual(['Caio']);
    await caio.treatments.leaveDay({ treatmentId, day: '2026-11-19' });
    await cora.treatments.takeDay({ treatmentId, day: '2026-11-19' });
    // A day with no dose of the round left: nothing to take.
    await rejection(cora.treatments.takeDay({ treatmentId, day: '2026-12-20' }), 'BAD_REQUEST');
  });

  it('taken by someone who left the colony are free again', async () => {
    const { coordinator, member, cat, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    const [colony] = await h.callerFor(coordinator).colonies.list();
    await h.callerFor(member).colonies.leave({ colonyId: colony!._id });
    const cora = h.callerFor(coordinator);
    const day = (await cora.treatments.forCat({ catId: cat._id })).treatments[0]!.schedule[1]!;
    expect(day).toMatchObject({ day: '2026-11-19', open: true, takers: [] });
    await cora.treatments.takeDay({ treatmentId, day: '2026-11-19' });
    await rejection(h.callerFor(member).treatments.forCat({ catId: cat._id }), 'FORBIDDEN');
  });
});

describe('a dose not given', () => {
  it('tells whoever took it at the end of its window, then the coordinators, once each', async () => {
    const { coordinator, member, cat, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-18' });
    h.clock.set('2026-11-19T10:59:00Z');
    expect(sweep()).toEqual({ late: 0, missed: 0 });
    h.clock.set(SECOND);
    expect(sweep()).toEqual({ late: 1, missed: 0 });
    const told = { catName: 'Mingau', medicine: 'Itraconazol', startMinute: 1200 };
    expect(inbox(member)).toEqual([{ kind: 'doseLate', ...told }]);
    expect(inbox(coordinator)).toEqual([]);
    h.clock.set('2026-11-19T12:00:00Z');
    expect(sweep()).toEqual({ late: 0, missed: 1 });
    expect(sweep()).toEqual({ late: 0, missed: 0 });
    expect(inbox(coordinator)).toEqual([{ kind: 'doseMissed', ...told }]);
    expect(inbox(member)).toEqual([{ kind: 'doseLate', ...told }]);
    const round = (await h.callerFor(member).treatments.forCat({ catId: cat._id })).treatments[0]!;
    expect(round.progress.missed).toBe(1);
  });

  it('given late in the hour tells nobody else; a cat in no colony tells its carers', async () => {
    const { coordinator, member, treatmentId } = await setUp({ colony: false });
    h.clock.set(SECOND);
    sweep();
    // Nobody took it: nobody is told at the end of the window.
    expect(inbox(coordinator)).toEqual([]);
    h.clock.set('2026-11-19T12:00:00Z');
    sweep();
    expect(inbox(coordinator).map((n) => n.kind)).toEqual(['doseMissed']);
    expect(inbox(member)).toEqual([]);
    await h.callerFor(coordinator).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    h.clock.set('2026-11-19T23:10:00Z');
    sweep();
    await h.callerFor(coordinator).treatments.give({ treatmentId, doseAt: SECOND });
    h.clock.set('2026-11-20T00:00:00Z');
    sweep();
    expect(inbox(coordinator).map((n) => n.kind)).toEqual(['doseMissed', 'doseLate']);
  });

  it('a dose given offline inside its window counts, sent once whatever the resends', async () => {
    const { member, cat, treatmentId } = await setUp();
    const caio = h.callerFor(member);
    const send = {
      treatmentId,
      doseAt: FIRST,
      clientId: '3b0c8a4e-56a7-4c1e-9d3f-1a2b3c4d5e6f',
      capturedAt: '2026-11-18T23:05:00-00:00',
    };
    h.clock.set('2026-11-20T00:30:00Z');
    const first = await caio.treatments.give(send);
    expect(first.givenAt).toBe('2026-11-18T23:05:00.000Z');
    expect(await caio.treatments.give(send)).toEqual(first);
    await rejection(caio.treatments.give({ ...send, doseAt: SECOND }), 'CONFLICT');
    expect(h.db.select().from(treatmentDoses).all()).toHaveLength(1);
    const round = (await caio.treatments.forCat({ catId: cat._id })).treatments[0]!;
    expect(round.progress).toMatchObject({ given: 1, missed: 1 });
  });
});
