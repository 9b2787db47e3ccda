import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import { transaction } from '../db/client.js';
import { notifications, pushSubscriptions } from '../db/notifications-schema.js';
import { carerRequests, cats, type User } from '../db/schema.js';
import { Scheduler } from '../jobs/scheduler.js';
import { newId } from '../lib/ids.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { colonyOfCat, healthForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { HEALTH_DUE_TASK, healthDueTasks, sweepHealthDue } from './health-due-alerts.js';

// "O que vence" as a notice (issue 46, item 5): the health record's due dates within the week,
// or past, told once to the cat's carers, on the real database and the scheduler's own task.

let h: Harness;
afterEach(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
/** The harness clock starts 2026-11-18 15:00 UTC: Wednesday the 18th, 12:00 in São Paulo. */
const TODAY = '2026-11-18';

const silent = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof Scheduler>[2];

const sweep = () => transaction(h.db, (tx) => sweepHealthDue(tx, h.deps).told);

const add = (user: User, data: Record<string, unknown>) =>
  h.callerFor(user).healthRecord.add(healthForm({ doneOn: TODAY, ...data }));

/** Someone's "O que vence" notices as the bell shows them: text and link, oldest first. */
async function dueNotices(user: User, locale?: Locale) {
  const list = await h.callerFor(user, locale).notifications.list({});
  return list.notifications
    .filter((n) => n.kind === 'healthDue')
    .map((n) => ({ text: n.text, path: n.path }))
    .reverse();
}

const rowsOf = (user: User) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'healthDue')))
    .all();

/** Sara, who cares for nothing, favourites the cat: she follows it, she is no carer. */
async function favourite(user: User, catId: string) {
  await h.callerFor(user).favorites.add({ catId });
}

describe('due health items as notices', () => {
  it('a colony cat’s items due within 7 days or past are told once to its carers (the colony’s members, an approved carer), never to a favouriter', async () => {
    h = createHarness();
    const cora = h.createUser({ name: 'Cora' });
    const caio = h.createUser({ name: 'Caio' });
    const pia = h.createUser({ name: 'Pia' });
    const sara = h.createUser({ name: 'Sara' });
    const rui = h.createUser({ name: 'Rui' });
    const cat = await registerCat(h, cora, { name: 'Mingau' });
    const colonyId = await colonyOfCat(h, cora, cat._id, [caio]);
    // Rui cares for Mingau by an approved request, outside the colony.
    h.db
      .insert(carerRequests)
      .values({ catId: cat._id, userId: rui.id, status: 'approved', requestedAt: h.clock.now() })
      .run();
    // Pia asked to join and was not let in yet.
    await h.callerFor(pia).colonies.join({ colonyId });
    await favourite(sara, cat._id);

    await add(caio, { catId: cat._id, kind: 'vacina', vaccine: 'v4', dueOn: '2026-11-25' });
    await add(cora, {
      catId: cat._id,
      kind: 'vermifugo',
      doneOn: '2026-08-01',
      dueOn: '2026-11-01',
    });
    // Eight days away: not yet.
    await add(cora, { catId: cat._id, kind: 'vacina', vaccine: 'raiva', dueOn: '2026-11-26' });
    await add(cora, { catId: cat._id, kind: 'veterinario' });

    expect(sweep()).toBe(2);
    const path = `/cat/${cat._id}`;
    const told = [
      { text: 'Vermífugo de Mingau venceu em 01/11 e segue sem registro.', path },
      { text: 'Reforço da vacina V4 (quádrupla felina) de Mingau vence em 25/11.', path },
    ];
    expect(await dueNotices(cora)).toEqual(told);
    expect(await dueNotices(caio)).toEqual(told);
    expect(await dueNotices(rui)).toEqual(told);
    expect((await dueNotices(caio, 'en')).map((n) => n.text)).toEqual([
      'Deworming for Mingau was due on 11/01 and nothing was recorded since.',
      'FVRCP + chlamydia (4-in-1) booster for Mingau is due on 11/25.',
    ]);
    expect((await dueNotices(caio, 'es')).map((n) => n.text)).toEqual([
      'Desparasitación interna de Mingau venció el 01/11 y sigue sin registro.',
      'Refuerzo de la vacuna Cuádruple felina de Mingau vence el 25/11.',
    ]);
    expect(await dueNotices(pia)).toEqual([]);
    expect(await dueNotices(sara)).toEqual([]);

    // The same day again, and after a restart: nothing twice.
    expect(sweep()).toBe(0);
    expect(rowsOf(cora)).toHaveLength(2);

    // A day later the rabies booster is 7 days away: told, alone.
    h.clock.advance(DAY);
    expect(sweep()).toBe(1);
    expect((await dueNotices(cora)).map((n) => n.text)).toEqual([
      ...told.map((n) => n.text),
      'Reforço da vacina Antirrábica de Mingau vence em 26/11.',
    ]);
    expect(await dueNotices(sara)).toEqual([]);
  });

  it('a cat in no colony tells its registrar and approved carers; a new due date is told again', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia' });
    const dani = h.createUser({ name: 'Dani' });
    const sara = h.createUser({ name: 'Sara' });
    const cat = await registerCat(h, ana, { name: 'Bolinha' });
    h.db
      .insert(carerRequests)
      .values([
        { catId: cat._id, userId: bia.id, status: 'approved', requestedAt: h.clock.now() },
        { catId: cat._id, userId: dani.id, status: 'pending', requestedAt: h.clock.now() },
      ])
      .run();
    await favourite(sara, cat._id);
    await favourite(dani, cat._id);

    const entry = await add(ana, {
      catId: cat._id,
      kind: 'vermifugo',
      doneOn: '2026-08-28',
      dueOn: '2026-11-20',
    });
    expect(sweep()).toBe(1);
    const first = 'Vermífugo de Bolinha vence em 20/11.';
    expect((await dueNotices(ana)).map((n) => n.text)).toEqual([first]);
    expect((await dueNotices(bia)).map((n) => n.text)).toEqual([first]);
    expect(await dueNotices(dani)).toEqual([]);
    expect(await dueNotices(sara)).toEqual([]);
    expect(sweep()).toBe(0);

    // Its due day moved: a new date, told again (once).
    await h
      .callerFor(ana)
      .healthRecord.edit(
        healthForm({ id: entry.id, kind: 'vermifugo', doneOn: '2026-08-28', dueOn: '2026-11-23' }),
      );
    expect(sweep()).toBe(1);
    expect(sweep()).toBe(0);
    // The deworming given settles it and sets the next, two days after: a new entry, told again.
    h.clock.advance(3 * DAY);
    expect(sweep()).toBe(0);
    await add(bia, {
      catId: cat._id,
      kind: 'vermifugo',
      doneOn: '2026-11-21',
      dueOn: '2026-11-23',
    });
    expect(sweep()).toBe(1);
    expect((await dueNotices(bia)).map((n) => n.text)).toEqual([
      first,
      'Vermífugo de Bolinha vence em 23/11.',
      'Vermífugo de Bolinha vence em 23/11.',
    ]);
    // Past its day, a told date is not told again as overdue.
    h.clock.advance(5 * DAY);
    expect(sweep()).toBe(0);
    expect(rowsOf(ana)).toHaveLength(3);
  });

  it('nothing for an inactive cat, nor for an item settled by a later entry', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const adopted = await registerCat(h, ana, { name: 'Pipoca' });
    await add(ana, { catId: adopted._id, kind: 'antipulgas', dueOn: '2026-11-19' });
    h.db.update(cats).set({ status: 'Adotado' }).where(eq(cats.id, adopted._id)).run();
    const mingau = await registerCat(h, ana, { name: 'Mingau' });
    await add(ana, {
      catId: mingau._id,
      kind: 'vacina',
      vaccine: 'v3',
      doneOn: '2025-11-10',
      dueOn: '2026-11-10',
    });
    // The booster given on time settles the year-old due date and sets next year's.
    await add(ana, {
      catId: mingau._id,
      kind: 'vacina',
      vaccine: 'v3',
      doneOn: '2026-11-10',
      dueOn: '2027-11-10',
    });
    expect(sweep()).toBe(0);
    expect(rowsOf(ana)).toEqual([]);
  });

  it('holds no position: not in the stored notice, the bell or the push', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const cat = await registerCat(h, ana, { name: 'Mingau' });
    h.db
      .insert(pushSubscriptions)
      .values({
        id: newId(),
        userId: ana.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${ana.id}`,
        p256dh: 'p',
        auth: 'a',
        locale: 'pt-BR',
        createdAt: h.clock.now(),
      })
      .run();
    await add(ana, { catId: cat._id, kind: 'vacina', vaccine: 'outra', dueOn: '2026-11-22' });
    expect(sweep()).toBe(1);
    const [row] = rowsOf(ana);
    expect(row?.params).toEqual({
      catName: 'Mingau',
      healthKind: 'vacina',
      vaccine: 'outra',
      dueOn: '2026-11-22',
      overdue: false,
    });
    // Pushed like any notice outside the quiet hours (notify.ts: the daily bound applies).
    expect(row?.push).toBe('pushed');
    const spot = { latitude: cat.lat, longitude: cat.lng };
    expectNoCoordinateOf(row, spot);
    const bell = await h.callerFor(ana).notifications.list({});
    expectNoCoordinateOf(bell, spot);
    expect(JSON.stringify(bell)).not.toContain('Praça da Sé');
    expect((await dueNotices(ana)).map((n) => n.text)).toEqual([
      'Reforço da vacina de Mingau vence em 22/11.',
    ]);
  });

  it('runs every morning at 9:00 as a scheduled task; a restarted process tells nothing twice', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const cat = await registerCat(h, ana, { name: 'Mingau' });
    await add(ana, { catId: cat._id, kind: 'vermifugo', dueOn: '2026-11-24' });
    const scheduler = () => new Scheduler(h.deps, healthDueTasks(h.deps), silent);
    // The first tick of a cron task only notes "from now" (12:00 on the 18th).
    expect(await scheduler().tick()).toEqual([]);
    // 08:59 on the 19th: not yet; 09:00: told.
    h.clock.set('2026-11-19T11:59:00Z');
    expect(await scheduler().tick()).toEqual([]);
    expect(rowsOf(ana)).toEqual([]);
    h.clock.set('2026-11-19T12:00:00Z');
    expect(await scheduler().tick()).toEqual([HEALTH_DUE_TASK]);
    expect(rowsOf(ana)).toHaveLength(1);
    // The next morning, from a new process: the told date is not told again.
    h.clock.set('2026-11-20T12:00:30Z');
    expect(await scheduler().tick()).toEqual([HEALTH_DUE_TASK]);
    expect(rowsOf(ana)).toHaveLength(1);
  });
});
