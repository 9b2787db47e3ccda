import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { Scheduler } from '../jobs/scheduler.js';
import { newId } from '../lib/ids.js';
import { colonyOfCat, healthForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import {
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
    await h.callerFor(coordinator).healthRecord.add(
      healthForm({
        catId: cat._id,
        kind: 'diagnostico',
        diagnosis: 'esporotricose',
        doneOn: '2026-11-18',
      }),
    );
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
