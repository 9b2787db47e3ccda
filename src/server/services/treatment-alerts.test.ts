import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { transaction } from '../db/client.js';
import { Scheduler } from '../jobs/scheduler.js';
import { newId } from '../lib/ids.js';
import { colonyOfCat, healthForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import {
  sweepDueDoses,
  TREATMENT_DOSES_TASK,
  TREATMENT_NIGHT_TASK,
  TREATMENT_UNTAKEN_TASK,
  treatmentTasks,
} from './treatment-alerts.js';

let h: Harness;
afterEach(() => h?.close());

const silent = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof Scheduler>[2];

/** A scheduler of the rounds' tasks on the test's database: a new one is a restarted process. */
const scheduler = () => new Scheduler(h.deps, treatmentTasks(h.deps), silent);

// The clock starts on 2026-11-18 at 12:00 in São Paulo (UTC−3). A round every 6 h from 23:00
// that day: 23:00, 05:00, 11:00, 17:00 each day; 23:00 and 05:00 fall in the quiet hours.
async function setUp() {
  h = createHarness();
  const coordinator = h.createUser({ name: 'Cora' });
  const member = h.createUser({ name: 'Caio' });
  const cat = await registerCat(h, coordinator, { name: 'Mingau' });
  await colonyOfCat(h, coordinator, cat._id, [member]);
  const { _id: treatmentId } = await h.callerFor(coordinator).treatments.start({
    catId: cat._id,
    medicine: 'Itraconazol',
    dose: '100 mg',
    everyHours: 6,
    startDay: '2026-11-18',
    startMinute: 23 * 60,
    days: 30,
  });
  // The first tick of a cron task only notes "from now".
  expect(await scheduler().tick()).toEqual([TREATMENT_DOSES_TASK]);
  return { coordinator, member, cat, treatmentId };
}

/** Sporotrichosis in the cat's health record, recorded by one of its carers. */
const diagnoseSporotrichosis = (carer: User, catId: string) =>
  h
    .callerFor(carer)
    .healthRecord.add(
      healthForm({ catId, kind: 'diagnostico', diagnosis: 'esporotricose', doneOn: '2026-11-18' }),
    );

const inbox = (user: User) =>
  h.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .all()
    .filter((n) => n.kind.startsWith('dose'))
    .map((n) => ({
      kind: n.kind,
      count: n.params.count,
      minute: n.params.startMinute,
      push: n.push,
    }));

/** The reminders at a dose's time, and the notices of doses past their window, a user has. */
const dueOf = (user: User) => inbox(user).filter((n) => n.kind === 'doseDue');
const dueAndLate = (user: User) =>
  inbox(user)
    .filter((n) => n.kind === 'doseDue' || n.kind === 'doseLate')
    .map((n) => [n.kind, n.minute]);

const withDevice = (user: User) =>
  h.db
    .insert(pushSubscriptions)
    .values({
      id: newId(),
      userId: user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`,
      p256dh: 'p',
      auth: 'a',
      locale: 'pt-BR',
      createdAt: h.clock.now(),
    })
    .run();

describe('the rounds’ scheduled notices', () => {
  it('the evening before, a day nobody took tells the coordinators, once', async () => {
    const { coordinator, member, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-18' });
    h.clock.set('2026-11-18T21:59:00Z');
    expect(await scheduler().tick()).not.toContain(TREATMENT_UNTAKEN_TASK);
    h.clock.set('2026-11-18T22:00:30Z'); // 19:00 local
    expect(await scheduler().tick()).toContain(TREATMENT_UNTAKEN_TASK);
    // All four of the 19th's doses are free; the member (not a coordinator) is not told.
    expect(inbox(coordinator)).toEqual([
      { kind: 'doseDayUntaken', count: 4, minute: undefined, push: 'none' },
    ]);
    expect(inbox(member)).toEqual([]);
    // A restart and another tick the same evening send nothing again.
    h.clock.set('2026-11-18T22:05:00Z');
    expect(await scheduler().tick()).not.toContain(TREATMENT_UNTAKEN_TASK);
    expect(inbox(coordinator)).toHaveLength(1);
    // The next evening, with the 20th taken, nothing to tell.
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-20' });
    h.clock.set('2026-11-19T22:00:30Z');
    await scheduler().tick();
    expect(inbox(coordinator).filter((n) => n.kind === 'doseDayUntaken')).toHaveLength(1);
  });

  it('a cat with sporotrichosis: its notices carry the handling advice, in the reader’s language', async () => {
    const { coordinator, cat } = await setUp();
    await diagnoseSporotrichosis(coordinator, cat._id);
    h.clock.set('2026-11-18T22:00:30Z'); // 19:00 local: the 19th's doses nobody took
    await scheduler().tick();
    const texts = async (locale: 'pt-BR' | 'en') =>
      (await h.callerFor(coordinator, locale).notifications.list({})).notifications
        .map((n) => n.text)
        .filter((text) => text.includes('Itraconazol'));
    expect(await texts('pt-BR')).toEqual([
      expect.stringContaining('Esporotricose: use luvas, nada de contato com a mão nua.'),
    ]);
    expect(await texts('en')).toEqual([
      expect.stringContaining('Sporotrichosis: wear gloves, no bare-hand contact.'),
    ]);
  });

  it('a process down at 19:00 tells once when it starts, about the right day', async () => {
    const { coordinator, member, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    // Down from 18:00 to 00:30 local: the 19:00 run is for the 19th, not the 20th.
    h.clock.set('2026-11-19T03:30:00Z');
    expect(await scheduler().tick()).toContain(TREATMENT_UNTAKEN_TASK);
    expect(inbox(coordinator).filter((n) => n.kind === 'doseDayUntaken')).toEqual([]);
  });

  it('at 21:30 the doses of the quiet hours are reminded, and the quiet hours hold later ones', async () => {
    const { coordinator, member, treatmentId } = await setUp();
    withDevice(member);
    withDevice(coordinator);
    // The member gives the 23:00 dose of the 18th; the 05:00 dose of the 19th is nobody's.
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-18' });
    h.clock.set('2026-11-19T00:30:30Z'); // 21:30 local
    expect(await scheduler().tick()).toContain(TREATMENT_NIGHT_TASK);
    expect(inbox(member)).toEqual([{ kind: 'doseNight', count: 1, minute: 1380, push: 'pushed' }]);
    // (The 19:00 notice of the day nobody took ran in the same tick.)
    expect(inbox(coordinator).filter((n) => n.kind === 'doseNight')).toEqual([
      { kind: 'doseNight', count: 1, minute: 300, push: 'pushed' },
    ]);
    expect(await scheduler().tick()).not.toContain(TREATMENT_NIGHT_TASK);
    // Not given by 05:00: the taker's notice comes in the quiet hours, its push held.
    h.clock.set('2026-11-19T08:00:30Z');
    await scheduler().tick();
    expect(inbox(member).at(-1)).toEqual({
      kind: 'doseLate',
      count: undefined,
      minute: 1380,
      push: 'held',
    });
    expect(inbox(member)).toHaveLength(2);
  });
});

describe('the reminder at a dose’s time', () => {
  it('tells whoever took the day once, when its time comes: not before, not again', async () => {
    const { coordinator, member, treatmentId } = await setUp();
    withDevice(member);
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    h.clock.set('2026-11-19T13:59:30Z'); // 10:59 local: the 11:00 dose is still to come
    expect(await scheduler().tick()).toContain(TREATMENT_DOSES_TASK);
    expect(dueOf(member)).toEqual([]);
    h.clock.set('2026-11-19T14:00:30Z'); // 11:00 local
    await scheduler().tick();
    expect(dueOf(member)).toEqual([
      { kind: 'doseDue', count: undefined, minute: 660, push: 'pushed' },
    ]);
    // Another tick, a restarted process and a rerun of the sweep tell nothing again.
    h.clock.set('2026-11-19T14:01:30Z');
    await scheduler().tick();
    h.clock.set('2026-11-19T14:02:30Z');
    expect(transaction(h.db, (tx) => sweepDueDoses(tx, h.deps))).toBe(0);
    expect(dueOf(member)).toHaveLength(1);
    // Nobody else hears of it.
    expect(dueOf(coordinator)).toEqual([]);
  });

  it('a process down at the dose’s time reminds while its window is open; after it, the dose is late', async () => {
    const { member, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    // Down from before the 11:00 dose until 16:30 local: its window runs until 17:00.
    // (The 05:00 dose, reminded at 21:30, went late in the same tick.)
    h.clock.set('2026-11-19T19:30:30Z');
    await scheduler().tick();
    expect(dueAndLate(member)).toEqual([
      ['doseDue', 660],
      ['doseLate', 300],
    ]);
    // Down again from before the 17:00 dose until after its window (23:00 local).
    h.clock.set('2026-11-20T02:30:30Z');
    await scheduler().tick();
    // The 23:00 dose (the quiet hours, reminded at 21:30) is open but not reminded at its time.
    expect(inbox(member).filter((n) => n.kind === 'doseNight')).toEqual([
      { kind: 'doseNight', count: 1, minute: 300, push: 'none' },
      { kind: 'doseNight', count: 1, minute: 1380, push: 'none' },
    ]);
    expect(dueAndLate(member)).toEqual([
      ['doseDue', 660],
      ['doseLate', 300],
      ['doseLate', 660],
      ['doseLate', 1020],
    ]);
  });

  it('not for a dose already given, a dose nobody took, or a day taken after the dose’s time', async () => {
    const { coordinator, member, treatmentId } = await setUp();
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    // The 11:00 dose given as soon as its time came, before the sweep.
    h.clock.set('2026-11-19T14:00:10Z');
    await h.callerFor(member).treatments.give({ treatmentId, doseAt: '2026-11-19T14:00:00Z' });
    h.clock.set('2026-11-19T14:00:30Z');
    await scheduler().tick();
    expect(dueOf(member)).toEqual([]);
    h.clock.set('2026-11-19T20:00:30Z'); // 17:00 local, not given
    await scheduler().tick();
    expect(dueOf(member).map((n) => n.minute)).toEqual([1020]);
    // The 20th nobody took: nobody is reminded at its times.
    h.clock.set('2026-11-20T14:00:30Z');
    await scheduler().tick();
    h.clock.set('2026-11-20T20:00:30Z');
    await scheduler().tick();
    expect(dueOf(member)).toHaveLength(1);
    expect(dueOf(coordinator)).toEqual([]);
    // The 21st taken at 11:30 local: its 11:00 dose, seen due, is not reminded; the 17:00 one is.
    h.clock.set('2026-11-21T14:30:00Z');
    await h.callerFor(coordinator).treatments.takeDay({ treatmentId, day: '2026-11-21' });
    h.clock.set('2026-11-21T14:30:30Z');
    await scheduler().tick();
    expect(dueOf(coordinator)).toEqual([]);
    h.clock.set('2026-11-21T20:00:30Z');
    await scheduler().tick();
    expect(dueOf(coordinator).map((n) => n.minute)).toEqual([1020]);
  });

  it('a night dose whose day was taken after its 21:30 reminder is reminded at its time', async () => {
    const { member, treatmentId } = await setUp();
    h.clock.set('2026-11-20T00:30:30Z'); // 21:30 local on the 19th: the 20th nobody's yet
    expect(await scheduler().tick()).toContain(TREATMENT_NIGHT_TASK);
    h.clock.set('2026-11-20T01:00:00Z'); // 22:00 local: the member takes the 20th
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-20' });
    h.clock.set('2026-11-20T07:59:30Z'); // 04:59 local
    await scheduler().tick();
    expect(dueOf(member)).toEqual([]);
    h.clock.set('2026-11-20T08:00:30Z'); // 05:00 local: its time
    await scheduler().tick();
    expect(dueOf(member)).toEqual([
      { kind: 'doseDue', count: undefined, minute: 300, push: 'none' },
    ]);
    // The 20th's 23:00 dose, taken before that evening's 21:30, is reminded at 21:30 only.
    h.clock.set('2026-11-21T00:30:30Z');
    await scheduler().tick();
    expect(inbox(member).filter((n) => n.kind === 'doseNight')).toEqual([
      { kind: 'doseNight', count: 1, minute: 1380, push: 'none' },
    ]);
    h.clock.set('2026-11-21T02:00:30Z'); // 23:00 local
    await scheduler().tick();
    // (The 17:00 dose, still open at 21:30, was reminded then; the 11:00 one had closed.)
    expect(dueOf(member).map((n) => n.minute)).toEqual([300, 1020]);
  });

  it('names the cat, the medicine and the time, with the handling advice, in the reader’s language', async () => {
    const { coordinator, member, cat, treatmentId } = await setUp();
    await diagnoseSporotrichosis(coordinator, cat._id);
    await h.callerFor(member).treatments.takeDay({ treatmentId, day: '2026-11-19' });
    h.clock.set('2026-11-19T14:00:30Z');
    await scheduler().tick();
    const text = async (locale: 'pt-BR' | 'en' | 'es') =>
      (await h.callerFor(member, locale).notifications.list({})).notifications
        .filter((n) => n.kind === 'doseDue')
        .map((n) => n.text);
    expect(await text('pt-BR')).toEqual([
      'Hora da dose de Itraconazol de Mingau das 11:00. Depois de dar, toque em Medicou. Esporotricose: use luvas, nada de contato com a mão nua.',
    ]);
    expect(await text('en')).toEqual([
      'Time for the 11:00 dose of Itraconazol for Mingau. Once given, tap Medicated. Sporotrichosis: wear gloves, no bare-hand contact.',
    ]);
    expect(await text('es')).toEqual([
      'Es hora de la dosis de Itraconazol de Mingau de las 11:00. Cuando la des, toca Medicado. Esporotricosis: usa guantes, nada de contacto con la mano desnuda.',
    ]);
  });
});
