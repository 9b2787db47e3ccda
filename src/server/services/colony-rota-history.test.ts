import { afterEach, describe, expect, it } from 'vitest';
import { transaction } from '../db/client.js';
import type { Cat } from '../db/schema.js';
import { type Caller, colonyApp } from '../test/colony-http.js';
import { checkinFields, form } from '../test/rest-client.js';
import { sweepRota } from './rota-judging.js';

// A rota shift is judged by membership at the time of the feeding, and a judged outcome is final
// (issue 30, part 4): over HTTP on the real app, the sweep as the scheduler runs it.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

// The clock starts on Wednesday 2026-11-18, 12:00 in São Paulo (UTC−3). The shift is on
// Thursday 07:00–08:00 there: 10:00–11:00 UTC on 2026-11-19 and 2026-11-26.
const THURSDAY = { weekday: 3, startMinute: 7 * 60, endMinute: 8 * 60 };
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

async function setUp() {
  app = await colonyApp();
  const { mutate, person, colonyOf, admit } = app;
  const { cora, colonyId, cats } = await colonyOf(1);
  const mallory = await person('Mallory');
  await admit(cora, mallory, colonyId);
  const shift = await mutate(cora, 'rota.addShift', { colonyId, ...THURSDAY });
  expect(shift.status).toBe(200);
  return { cora, mallory, colonyId, cat: cats[0]! };
}

async function feed(who: Caller, cat: Cat, at: string) {
  app.r.clock.set(at);
  const res = await app.r.post('/api/checkins', {
    token: who.token,
    form: form(checkinFields(cat.id, { actions: JSON.stringify(['Alimentou']) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const sweep = (at: string) => {
  app.r.clock.set(at);
  return transaction(app.r.db, (tx) => sweepRota(tx, app.r.app.deps));
};

/** The shift's state this week and the colony report's feeding figures, as Cora sees them. */
async function history(cora: Caller, colonyId: string) {
  const week = await app.trpc(cora, 'rota.week', { colonyId });
  const report = await app.trpc(cora, 'reports.impact', { colonyId, ...NOVEMBER });
  expect([week.status, report.status]).toEqual([200, 200]);
  return { state: week.data.shifts[0].state as string, feeding: report.data.feeding as object };
}

describe('rota history', () => {
  it('a member who fed and then leaves: her shift stays done, in the week and the report', async () => {
    const { cora, mallory, colonyId, cat } = await setUp();
    await feed(mallory, cat, '2026-11-19T10:30:00Z');
    expect(sweep('2026-11-19T11:02:00Z').missed).toBe(0);
    const before = await history(cora, colonyId);
    expect(before).toEqual({ state: 'done', feeding: { occurrences: 1, done: 1, percent: 100 } });

    app.r.clock.set('2026-11-19T12:00:00Z');
    expect((await app.mutate(mallory, 'colonies.leave', { colonyId })).status).toBe(200);
    expect(await history(cora, colonyId)).toEqual(before);
  });

  it('a member who fed and left before the sweep judged the shift: done, by her membership then', async () => {
    const { cora, mallory, colonyId, cat } = await setUp();
    await feed(mallory, cat, '2026-11-19T10:30:00Z');
    app.r.clock.set('2026-11-19T10:45:00Z');
    expect((await app.mutate(mallory, 'colonies.leave', { colonyId })).status).toBe(200);
    expect(sweep('2026-11-19T11:02:00Z').missed).toBe(0);
    expect(await history(cora, colonyId)).toEqual({
      state: 'done',
      feeding: { occurrences: 1, done: 1, percent: 100 },
    });
  });

  it('a non-member who fed and joins later: the judged missed shift stays missed', async () => {
    const { cora, colonyId, cat } = await setUp();
    const sara = await app.person('Sara');
    await feed(sara, cat, '2026-11-19T10:30:00Z');
    expect(sweep('2026-11-19T11:02:00Z').missed).toBe(1);
    const before = await history(cora, colonyId);
    expect(before).toEqual({ state: 'missed', feeding: { occurrences: 1, done: 0, percent: 0 } });

    app.r.clock.set('2026-11-19T12:00:00Z');
    await app.admit(cora, sara, colonyId);
    expect(await history(cora, colonyId)).toEqual(before);
  });

  it('judged outcomes are kept: weeks later, and after the shift is removed, the report counts them', async () => {
    const { cora, mallory, colonyId, cat } = await setUp();
    await feed(mallory, cat, '2026-11-19T10:30:00Z');
    expect(sweep('2026-11-19T11:02:00Z').missed).toBe(0);
    expect(sweep('2026-11-26T11:02:00Z').missed).toBe(1);
    // Weeks later (the old nightly prune dropped outcomes older than two weeks).
    app.r.clock.set('2026-12-20T12:00:00Z');
    const token = await app.r.tokenFor(cora.user);
    const later = { ...cora, token };
    const week = await app.trpc(later, 'rota.week', { colonyId });
    const shiftId = week.data.shifts[0]._id as string;
    expect((await app.mutate(later, 'rota.removeShift', { shiftId })).status).toBe(200);
    expect((await app.trpc(later, 'rota.week', { colonyId })).data.shifts).toEqual([]);
    const report = await app.trpc(later, 'reports.impact', { colonyId, ...NOVEMBER });
    expect(report.data.feeding).toEqual({ occurrences: 2, done: 1, percent: 50 });
  });
});
