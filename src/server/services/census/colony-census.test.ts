import { afterEach, describe, expect, it } from 'vitest';
import { colonyCats } from '../../db/colonies-schema.js';
import { colonyFeedings } from '../../db/rota-schema.js';
import { type Caller, colonyApp } from '../../test/colony-http.js';
import { HOME, insertCat } from '../../test/fixtures.js';

// The census over HTTP on the real app: the feeding's count, occasions, marks, newcomers, access.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Wednesday 2026-09-30, 12:00 in São Paulo: the colony and its cats, two months before the census.
const START = Date.parse('2026-09-30T15:00:00Z');

async function setUp(n = 4) {
  app = await colonyApp();
  app.r.clock.set(new Date(START));
  const { cora, colonyId, cats } = await app.colonyOf(n);
  return { cora, colonyId, cats };
}

/** Cora feeds at `at` (ms) the cats given, answering the count; a fresh token for the clock. */
async function feedAt(who: Caller, at: number, input: Record<string, unknown>) {
  app.r.clock.set(new Date(at));
  const token = await app.r.tokenFor(who.user);
  return app.mutate({ ...who, token }, 'colonies.feed', { location: HOME, ...input });
}

async function censusAt(who: Caller, at: number, colonyId: string) {
  app.r.clock.set(new Date(at));
  return app.trpc({ ...who, token: await app.r.tokenFor(who.user) }, 'colonies.census', {
    colonyId,
  });
}

describe('the feeding keeps "Outros gatos vistos"', () => {
  it('stores 0 and a count, stores no answer as null, and refuses anything else with a 400', async () => {
    const { cora, colonyId, cats } = await setUp(1);
    const catIds = [cats[0]!.id];
    const zero = await feedAt(cora, START + DAY, { colonyId, catIds, otherCats: 0 });
    expect([zero.status, zero.data.otherCats]).toEqual([200, 0]);
    const none = await feedAt(cora, START + 2 * DAY, { colonyId, catIds });
    expect([none.status, none.data.otherCats]).toEqual([200, null]);
    const three = await feedAt(cora, START + 3 * DAY, { colonyId, catIds, otherCats: 3 });
    expect(three.data.otherCats).toBe(3);
    const stored = app.r.db
      .select()
      .from(colonyFeedings)
      .all()
      .map((row) => row.otherCats);
    expect(stored.sort()).toEqual([0, 3, null]);
    for (const otherCats of [-1, 1.5, 101, '2', true]) {
      const refused = await feedAt(cora, START + 4 * DAY, { colonyId, catIds, otherCats });
      expect(refused.status, String(otherCats)).toBe(400);
      expect(refused.message).toBe('Outros gatos vistos: um número inteiro de 0 a 100.');
    }
    expect(app.r.db.select().from(colonyFeedings).all()).toHaveLength(3);
  });
});

describe('colonies.census', () => {
  it('merges feedings within 2 h or one shift, skips unanswered ones, and estimates from 5 occasions', async () => {
    const { cora, colonyId, cats } = await setUp(4);
    const [a, b, c, d] = cats.map((cat) => cat.id);
    // A shift on Wednesdays 08:00–14:00 in São Paulo (11:00–17:00 UTC).
    const shift = { colonyId, weekday: 2, startMinute: 8 * 60, endMinute: 14 * 60 };
    expect((await app.mutate(cora, 'rota.addShift', shift)).status).toBe(200);
    const wednesday = (week: number, hour: number) => START + 7 * week * DAY + (hour - 12) * HOUR;
    // Week 1: 08:30 and 13:30, same shift (5 h apart): one occasion, ticks a+b, count max 2.
    await feedAt(cora, wednesday(1, 8.5), { colonyId, catIds: [a], otherCats: 1 });
    await feedAt(cora, wednesday(1, 13.5), { colonyId, catIds: [b], otherCats: 2 });
    // Not answered: no occasion.
    await feedAt(cora, wednesday(1, 20), { colonyId, catIds: [a, b, c, d] });
    // Weeks 2–5, Sundays at 18:00 (no shift), 90 minutes apart: one occasion each time.
    for (let week = 2; week <= 5; week++) {
      const at = START + (7 * week + 4) * DAY + 6 * HOUR;
      await feedAt(cora, at, { colonyId, catIds: week % 2 ? [a, c] : [a], otherCats: 1 });
      await feedAt(cora, at + 1.5 * HOUR, { colonyId, catIds: [b], otherCats: 0 });
    }
    const census = await censusAt(cora, START + 40 * DAY, colonyId);
    expect(census.status, census.message).toBe(200);
    expect(census.data.occasions).toBe(5);
    expect(census.data.marked).toBe(4);
    // f = a 5, b 5, c 2, d 0: f̄ = 3, s² = 4.5; u = 2 + 4 × 1 = 6.
    const spread = 4.5 / 9;
    const damping = 1 + spread / 4;
    const size = ((12 + 6) / 3 + spread) / damping;
    // N̂ ≈ 5.8 is below what was seen at once (4 marked + 2 others): the estimate and the
    // interval start there.
    expect(size).toBeLessThan(6);
    expect(census.data.estimate.low).toBe(6);
    expect(census.data.estimate.size).toBe(6);
    expect(census.data.estimate.high).toBeGreaterThan(size);
    expect(census.data.reason).toBeNull();
    // None of the colony's cats is neutered: at least 0 %.
    expect(census.data.coverage).toEqual({ neutered: 0, percent: 0, low: 0, high: 0 });
  });

  it('says why there is no estimate, and a cat registered during the window is not marked', async () => {
    const { cora, colonyId, cats } = await setUp(3);
    const ids = cats.map((cat) => cat.id);
    for (let day = 1; day <= 4; day++) {
      await feedAt(cora, START + day * DAY, {
        colonyId,
        catIds: ids.slice(0, (day % 3) + 1),
        otherCats: 1,
      });
    }
    expect((await censusAt(cora, START + 5 * DAY, colonyId)).data.reason).toBe('fewOccasions');
    // A fourth cat joins the colony after the first occasion: not marked; its ticks count with
    // the unregistered cats; it is a newcomer.
    const late = insertCat(app.r, { discoveredById: cora.user.id });
    expect((await app.mutate(cora, 'colonies.addCat', { colonyId, catId: late.id })).status).toBe(
      200,
    );
    await feedAt(cora, START + 5 * DAY, { colonyId, catIds: [ids[0]!, late.id], otherCats: 0 });
    const census = await censusAt(cora, START + 6 * DAY, colonyId);
    expect(census.data).toMatchObject({ occasions: 5, marked: 3, reason: null });
    expect(census.data.newcomers).toEqual({ unregistered: 0, registered: 1 });
  });

  it('gives no estimate when every registered cat was seen equally often', async () => {
    const { cora, colonyId, cats } = await setUp(3);
    for (let day = 1; day <= 5; day++) {
      await feedAt(cora, START + day * DAY, {
        colonyId,
        catIds: cats.map((cat) => cat.id),
        otherCats: 2,
      });
    }
    const flat = await censusAt(cora, START + 6 * DAY, colonyId);
    expect([flat.data.estimate, flat.data.reason]).toEqual([null, 'noVariation']);
  });

  it('counts newcomers: the last 14 days against the 46 before', async () => {
    const { cora, colonyId, cats } = await setUp(3);
    const ids = cats.map((cat) => cat.id);
    for (const [day, count] of [
      [1, 2],
      [10, 3],
      [50, 5],
      [55, 4],
    ] as const) {
      await feedAt(cora, START + day * DAY, {
        colonyId,
        catIds: ids.slice(0, 2),
        otherCats: count,
      });
    }
    const census = await censusAt(cora, START + 60 * DAY, colonyId);
    expect(census.data.newcomers).toEqual({ unregistered: 2, registered: 0 });
  });

  it('is for members, carers of its cats and admins', async () => {
    const { cora, colonyId } = await setUp(1);
    const eve = await app.person('Eve');
    const refused = await app.trpc(eve, 'colonies.census', { colonyId });
    expect([refused.status, refused.message]).toEqual([
      403,
      'Só quem faz parte desta colônia ou cuida dos gatos dela vê o censo.',
    ]);
    // Dora registered a cat of the colony: she cares for it, so she reads the census.
    const dora = await app.person('Dora');
    const hers = insertCat(app.r, { discoveredById: dora.user.id });
    app.r.db
      .insert(colonyCats)
      .values({ catId: hers.id, colonyId, addedById: cora.user.id, addedAt: app.r.clock.now() })
      .run();
    expect((await app.trpc(dora, 'colonies.census', { colonyId })).status).toBe(200);
    const admin = await app.person('Admin', { isAdmin: true });
    expect((await app.trpc(admin, 'colonies.census', { colonyId })).status).toBe(200);
    expect((await app.trpc(null, 'colonies.census', { colonyId })).status).toBe(401);
    expect((await app.trpc(cora, 'colonies.census', { colonyId: 'nope' })).status).toBe(404);
    const answer = await app.trpc(cora, 'colonies.census', { colonyId });
    expect(answer.data).toEqual({
      occasions: 0,
      marked: 2,
      estimate: null,
      reason: 'fewMarked',
      coverage: null,
      newcomers: { unregistered: 0, registered: 0 },
    });
  });
});
