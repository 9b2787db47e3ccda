import { afterEach, describe, expect, it } from 'vitest';
import { transaction } from '../db/client.js';
import { scheduledTasks } from '../db/jobs-schema.js';
import { type Caller, colonyApp } from '../test/colony-http.js';
import { checkinFields, form } from '../test/rest-client.js';
import type { Cat } from '../db/schema.js';
import { sweepRota } from './rota-judging.js';

// The rota's weeks (issue 32): past weeks can be browsed, a shift counts from its first
// occurrence after it was created, and weeks pruned before outcomes were kept say so.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

// São Paulo is UTC−3. Wednesday 07:00–08:00 there is 10:00–11:00 UTC.
const WEDNESDAY = { weekday: 2, startMinute: 7 * 60, endMinute: 8 * 60 };

async function setUp(at: string) {
  app = await colonyApp();
  app.r.clock.set(at);
  const { cora, colonyId, cats } = await app.colonyOf(1);
  const shift = await app.mutate(cora, 'rota.addShift', { colonyId, ...WEDNESDAY });
  expect(shift.status).toBe(200);
  return { cora, colonyId, cat: cats[0]!, shiftId: shift.data._id as string };
}

async function feed(who: Caller, cat: Cat, at: string) {
  app.r.clock.set(at);
  const res = await app.r.post('/api/checkins', {
    token: who.token,
    form: form(checkinFields(cat.id, { actions: JSON.stringify(['Alimentou']) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** The same person signed in again at the clock's time (a token lasts 7 days). */
const again = async (who: Caller): Promise<Caller> => ({
  user: who.user,
  token: await app.r.tokenFor(who.user),
});

const sweep = (at: string) => {
  app.r.clock.set(at);
  return transaction(app.r.db, (tx) => sweepRota(tx, app.r.app.deps));
};

async function week(who: Caller, colonyId: string, weekStart?: string) {
  const res = await app.trpc(who, 'rota.week', { colonyId, weekStart });
  expect(res.status, res.message).toBe(200);
  return res.data as {
    weekStart: string;
    current: boolean;
    firstWeek: string | null;
    shifts: { state: string; removed: boolean; feedings: unknown[] }[];
  };
}

describe('rota weeks', () => {
  it('a shift added on a Friday for a Wednesday is not missed this week; it counts from the next', async () => {
    // Friday 2026-11-20, 12:00 in São Paulo.
    const { cora, colonyId } = await setUp('2026-11-20T15:00:00Z');
    const now = await week(cora, colonyId);
    expect(now.shifts.map((s) => s.state)).toEqual(['notStarted']);
    // The sweep judges nothing before the creation either.
    expect(sweep('2026-11-20T15:05:00Z').missed).toBe(0);
    // Next Wednesday's occurrence is the first one: unfed, it is missed.
    app.r.clock.set('2026-11-25T11:05:00Z');
    expect((await week(cora, colonyId)).shifts.map((s) => s.state)).toEqual(['missed']);
  });

  it('past weeks show what was judged, removed shifts included; the history starts at the first shift', async () => {
    // Monday 2026-11-16, 12:00 in São Paulo.
    const set = await setUp('2026-11-16T15:00:00Z');
    const { colonyId, cat, shiftId } = set;
    let { cora } = set;
    await feed(cora, cat, '2026-11-18T10:30:00Z');
    sweep('2026-11-18T11:02:00Z');
    sweep('2026-11-25T11:02:00Z');
    app.r.clock.set('2026-11-26T12:00:00Z');
    cora = await again(cora);
    expect((await app.mutate(cora, 'rota.removeShift', { shiftId })).status).toBe(200);

    app.r.clock.set('2026-12-09T12:00:00Z');
    cora = await again(cora);
    const now = await week(cora, colonyId);
    expect([now.weekStart, now.current, now.firstWeek, now.shifts]).toEqual([
      '2026-12-07',
      true,
      '2026-11-16',
      [],
    ]);
    const first = await week(cora, colonyId, '2026-11-16');
    expect(first.current).toBe(false);
    expect(first.shifts.map((s) => [s.state, s.removed, s.feedings.length])).toEqual([
      ['done', true, 1],
    ]);
    const second = await week(cora, colonyId, '2026-11-23');
    expect(second.shifts.map((s) => s.state)).toEqual(['missed']);
    // After the removal the shift is gone from the weeks.
    expect((await week(cora, colonyId, '2026-11-30')).shifts).toEqual([]);
  });

  it('weeks whose outcomes the old nightly prune deleted show "sem registro"', async () => {
    const set = await setUp('2026-10-05T15:00:00Z');
    const { colonyId, cat } = set;
    let { cora } = set;
    await feed(cora, cat, '2026-10-07T10:30:00Z');
    // The release before this one pruned each night what was older than two weeks; its last
    // run was on 2026-11-16 (the week of 2026-11-16): the days before 2026-11-02 lost theirs.
    app.r.db
      .insert(scheduledTasks)
      .values({ name: 'rota-outcomes-prune', lastDueAt: new Date('2026-11-16T06:40:00Z') })
      .run();
    app.r.clock.set('2026-11-18T15:00:00Z');
    cora = await again(cora);
    const pruned = await week(cora, colonyId, '2026-10-05');
    expect(pruned.shifts.map((s) => [s.state, s.feedings.length])).toEqual([['noRecord', 0]]);
    // A week after the cut still judges by the rule (the sweep or the read).
    expect((await week(cora, colonyId, '2026-11-02')).shifts.map((s) => s.state)).toEqual([
      'missed',
    ]);
  });

  it('refuses a week that is not a Monday or has not started, and non-members', async () => {
    const { cora, colonyId } = await setUp('2026-11-18T15:00:00Z');
    for (const weekStart of ['2026-11-17', '2026-11-23', 'tomorrow']) {
      const res = await app.trpc(cora, 'rota.week', { colonyId, weekStart });
      expect(res.status, weekStart).toBe(400);
      expect(res.message).toBe('Escolha uma semana que já começou (uma segunda-feira).');
    }
    const eve = await app.person('Eve');
    expect((await app.trpc(eve, 'rota.week', { colonyId, weekStart: '2026-11-16' })).status).toBe(
      403,
    );
  });
});
