import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { transaction } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { rejection } from '../test/expect.js';
import { checkIn, HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { sweepRota } from './rota-judging.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;
// The community is America/Sao_Paulo (UTC−3): the clock starts on Wednesday 2026-11-18, 12:00
// there. The shift is on Thursday (3), 07:00–08:00 local, so 10:00–11:00 UTC on 2026-11-19.
const THURSDAY = { weekday: 3, startMinute: 7 * 60, endMinute: 8 * 60 };
const START = '2026-11-19T10:00:00.000Z';
const END = '2026-11-19T11:00:00.000Z';

async function setUp() {
  h = createHarness();
  const coordinator = h.createUser({ name: 'Cora' });
  const carer = h.createUser({ name: 'Caio' });
  const stranger = h.createUser({ name: 'Sara' });
  const cat = await registerCat(h, coordinator, { name: 'Mingau' });
  const cora = h.callerFor(coordinator);
  const { _id: colonyId } = await cora.colonies.create({ name: 'Colônia da Praça', ...HOME });
  await cora.colonies.addCat({ colonyId, catId: cat._id });
  await h.callerFor(carer).colonies.join({ colonyId });
  await cora.colonies.decide({ colonyId, userId: carer.id, decision: 'approve' });
  const { _id: shiftId } = await cora.rota.addShift({ colonyId, ...THURSDAY });
  await h.callerFor(carer).rota.signUp({ shiftId });
  return { coordinator, carer, stranger, cat, colonyId, shiftId };
}

const sweep = () => transaction(h.db, (tx) => sweepRota(tx, h.deps));

const inbox = (user: User) =>
  h.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .all()
    .map((n) => n.kind)
    .filter((kind) => kind === 'shiftMissed' || kind === 'colonyUnfed');

describe('a shift occurrence', () => {
  it.each([
    ['1 minute before the start', '2026-11-19T09:59:00Z', 'missed'],
    ['at the start', START, 'done'],
    ['in the last minute', '2026-11-19T10:59:30Z', 'done'],
    ['at the end', END, 'missed'],
    ['after the end', '2026-11-19T11:01:00Z', 'missed'],
  ])('a feeding %s: %s', async (_, at, state) => {
    const { carer, cat, colonyId } = await setUp();
    h.clock.set(at);
    await checkIn(h, carer, cat, { actions: ['Alimentou'] });
    h.clock.set('2026-11-19T12:00:00Z');
    const week = await h.callerFor(carer).rota.week({ colonyId });
    expect(week.weekStart).toBe('2026-11-16');
    const [shift] = week.shifts;
    expect([shift!.day, shift!.start, shift!.end]).toEqual(['2026-11-19', START, END]);
    expect(shift!.state).toBe(state);
    if (state === 'done') {
      expect(shift!.feedings).toEqual([{ userName: 'Caio', at: new Date(at).toISOString() }]);
    }
    expect(sweep().missed).toBe(state === 'missed' ? 1 : 0);
  });

  it('is upcoming, then open, and only members feeding the colony cats with Alimentou count', async () => {
    const { coordinator, carer, stranger, colonyId } = await setUp();
    const caio = h.callerFor(carer);
    expect((await caio.rota.week({ colonyId })).shifts[0]!.state).toBe('upcoming');
    h.clock.set('2026-11-19T10:05:00Z');
    expect((await caio.rota.week({ colonyId })).shifts[0]!.state).toBe('open');
    // Not a feeding; not a member; a member feeding a cat outside the colony.
    const colonyCat = (await caio.colonies.byId({ colonyId })).cats![0]!;
    const position = { id: colonyCat._id, lat: HOME.latitude, lng: HOME.longitude };
    await checkIn(h, carer, position, { actions: ['Deu água'] });
    await checkIn(h, stranger, position, { actions: ['Alimentou'] });
    const elsewhere = await registerCat(h, coordinator, { name: 'Fumaça' });
    await checkIn(h, carer, elsewhere, { actions: ['Alimentou'] });
    h.clock.set(END);
    const week = await caio.rota.week({ colonyId });
    expect(week.shifts[0]!.state).toBe('missed');
    expect(week.lastFeedingAt).toBeNull();
  });
});

describe('editing the rota', () => {
  it('only coordinators add and remove shifts and set the limit; members sign up, 3 at most', async () => {
    const { coordinator, carer, stranger, colonyId, shiftId } = await setUp();
    const caio = h.callerFor(carer);
    expect(
      (await rejection(caio.rota.addShift({ colonyId, ...THURSDAY }), 'FORBIDDEN')).message,
    ).toBe('colonyCoordinatorOnly');
    await rejection(caio.rota.removeShift({ shiftId }), 'FORBIDDEN');
    await rejection(caio.rota.setLimit({ colonyId, limitHours: 12 }), 'FORBIDDEN');
    expect(
      (await rejection(h.callerFor(stranger).rota.week({ colonyId }), 'FORBIDDEN')).message,
    ).toBe('rotaMembersOnly');
    await rejection(h.callerFor(stranger).rota.signUp({ shiftId }), 'FORBIDDEN');
    await rejection(
      h
        .callerFor(coordinator)
        .rota.addShift({ colonyId, weekday: 1, startMinute: 600, endMinute: 600 }),
      'BAD_REQUEST',
    );

    // Three carers: Caio, Cora and one more; a fourth is refused.
    const cora = h.callerFor(coordinator);
    await cora.rota.signUp({ shiftId });
    const more = [h.createUser({ name: 'Dora' }), h.createUser({ name: 'Edu' })];
    for (const user of more) {
      await h.callerFor(user).colonies.join({ colonyId });
      await cora.colonies.decide({ colonyId, userId: user.id, decision: 'approve' });
    }
    await h.callerFor(more[0]!).rota.signUp({ shiftId });
    expect(
      (await rejection(h.callerFor(more[1]!).rota.signUp({ shiftId }), 'CONFLICT')).message,
    ).toBe('rotaShiftFull');
    await caio.rota.dropOut({ shiftId });
    await h.callerFor(more[1]!).rota.signUp({ shiftId });
    const week = await cora.rota.week({ colonyId });
    expect(week.canEdit).toBe(true);
    expect(week.shifts[0]!.carers.map((c) => c.name).sort()).toEqual(['Cora', 'Dora', 'Edu']);
    expect((await caio.rota.week({ colonyId })).canEdit).toBe(false);

    // Dora leaves the colony: her place is free again.
    await h.callerFor(more[0]!).colonies.leave({ colonyId });
    expect(
      (await cora.rota.week({ colonyId })).shifts[0]!.carers.map((c) => c.name).sort(),
    ).toEqual(['Cora', 'Edu']);
    await caio.rota.signUp({ shiftId });

    await cora.rota.setLimit({ colonyId, limitHours: 12 });
    expect((await caio.rota.week({ colonyId })).limitHours).toBe(12);
    await cora.rota.removeShift({ shiftId });
    expect((await caio.rota.week({ colonyId })).shifts).toEqual([]);
  });
});

describe('the rota alerts', () => {
  it('a missed shift tells its signed-up carers once, however often the sweep runs', async () => {
    const { coordinator, carer } = await setUp();
    h.clock.set('2026-11-19T10:59:00Z');
    expect(sweep().missed).toBe(0);
    h.clock.set('2026-11-19T11:02:00Z');
    expect(sweep().missed).toBe(1);
    expect(sweep().missed).toBe(0);
    expect(inbox(carer)).toEqual(['shiftMissed']);
    expect(inbox(coordinator)).toEqual([]);
    // Her inbox also holds the approval of her join request (colonyApproved): the missed shift's row.
    const [row] = h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carer.id), eq(notifications.kind, 'shiftMissed')))
      .all();
    expect(row!.params).toMatchObject({ colonyName: 'Colônia da Praça', weekday: 3 });
    // The next week's occurrence is judged on its own.
    h.clock.set('2026-11-26T11:02:00Z');
    expect(sweep().missed).toBe(1);
    expect(inbox(carer).filter((kind) => kind === 'shiftMissed')).toEqual([
      'shiftMissed',
      'shiftMissed',
    ]);
  });

  it('the feeding limit tells every member once per unfed spell; a feeding starts a new one', async () => {
    const { coordinator, carer, cat } = await setUp();
    // The rota was set up at 2026-11-18T15:00Z: 24 h without a feeding is 2026-11-19T15:00Z.
    h.clock.set('2026-11-19T14:59:00Z');
    expect(sweep().unfed).toBe(0);
    h.clock.set('2026-11-19T15:00:00Z');
    expect(sweep().unfed).toBe(1);
    expect(sweep().unfed).toBe(0);
    h.clock.advance(10 * HOUR);
    expect(sweep().unfed).toBe(0);
    const unfed = (user: User) => inbox(user).filter((kind) => kind === 'colonyUnfed').length;
    expect([unfed(coordinator), unfed(carer)]).toEqual([1, 1]);

    // A feeding ends the spell; 24 h after it, a new spell is told once more.
    await checkIn(h, carer, cat, { actions: ['Alimentou'] });
    h.clock.advance(23 * HOUR);
    expect(sweep().unfed).toBe(0);
    h.clock.advance(1 * HOUR);
    expect(sweep().unfed).toBe(1);
    expect(sweep().unfed).toBe(0);
    expect([unfed(coordinator), unfed(carer)]).toEqual([2, 2]);
  });
});
