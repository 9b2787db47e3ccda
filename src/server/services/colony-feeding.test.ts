import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { colonyFeedings } from '../db/rota-schema.js';
import { hiddenItems } from '../db/moderation-schema.js';
import { cats, checkins, users } from '../db/schema.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { HOME } from '../test/fixtures.js';
import { type Caller, colonyApp } from '../test/colony-http.js';
import { WRITE_LIMITS } from './write-limiters.js';

// "Alimentei a colônia" (issue 32, part 1) over HTTP on the real app and a real SQLite database.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

// Wednesday 2026-11-18, 12:00 in São Paulo (UTC−3); the shift is Wednesday 11:00–13:00 there.
const NOON = '2026-11-18T15:00:00Z';
const WEDNESDAY = { weekday: 2, startMinute: 11 * 60, endMinute: 13 * 60 };

async function setUp(n = 3) {
  app = await colonyApp();
  app.r.clock.set(NOON);
  const { cora, colonyId, cats: colonyCats } = await app.colonyOf(n);
  const bia = await app.person('Bia');
  await app.admit(cora, bia, colonyId);
  return { cora, bia, colonyId, cats: colonyCats };
}

/** The tRPC call as the web client makes it, in a chosen language. */
async function feed(who: Caller, input: unknown, language = 'pt-BR') {
  const res = await app.r.app.inject({
    method: 'POST',
    url: '/trpc/colonies.feed',
    headers: {
      'x-auth-token': who.token,
      'content-type': 'application/json',
      'accept-language': language,
    },
    payload: JSON.stringify(input),
  });
  const body = res.json<{
    result?: { data: Record<string, unknown> & { cats: Record<string, unknown>[] } };
    error?: { message: string };
  }>();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message, res };
}

const feedingsOf = (userId: string) =>
  app.r.db
    .select()
    .from(checkins)
    .all()
    .filter((c) => c.userId === userId);

describe('colonies.feed', () => {
  it('records one Alimentou check-in per ticked cat, with points, and the shift is done', async () => {
    const {
      cora,
      bia,
      colonyId,
      cats: [a, b, c],
    } = await setUp();
    expect((await app.mutate(cora, 'rota.addShift', { colonyId, ...WEDNESDAY })).status).toBe(200);

    const fed = await feed(bia, { colonyId, catIds: [a!.id, b!.id], location: HOME });
    expect(fed.status, fed.message).toBe(200);
    const rows = feedingsOf(bia.user.id);
    expect(rows.map((row) => row.catId).sort()).toEqual([a!.id, b!.id].sort());
    expect(rows.every((row) => row.actions.join() === 'Alimentou')).toBe(true);
    // c was unticked (not seen): no check-in.
    expect(rows.some((row) => row.catId === c!.id)).toBe(false);
    // Each cat earns as a check-in made alone: 10 for Alimentou and 15 as a new sponsor.
    expect(fed.data!.cats.map((cat) => [cat.catName, cat.pointsEarned, cat.skipped])).toEqual([
      ['Gato 0', 25, null],
      ['Gato 1', 25, null],
    ]);
    expect(fed.data!.pointsEarned).toBe(50);
    const points = app.r.db.select().from(users).where(eq(users.id, bia.user.id)).get()!.points;
    expect(fed.data!.user).toEqual({ points, level: 1 });
    expect(points).toBe(50);
    // The cats keep their health: a feeding reports nothing new.
    const catA = app.r.db.select().from(cats).where(eq(cats.id, a!.id)).get()!;
    expect([catA.health, catA.totalCheckIns]).toEqual([a!.health, a!.totalCheckIns + 1]);
    // The answer holds no cat's position.
    for (const cat of [a!, b!, c!]) {
      expectNoCoordinateOf(fed.data, { latitude: cat.lat, longitude: cat.lng });
    }

    const week = await app.trpc(cora, 'rota.week', { colonyId });
    expect(week.data.shifts[0].state).toBe('done');
    expect(week.data.shifts[0].feedings).toEqual([
      { userName: 'Bia', at: new Date(NOON).toISOString() },
      { userName: 'Bia', at: new Date(NOON).toISOString() },
    ]);
  });

  it('applies fair play per cat: a second feeding within 4 hours earns nothing', async () => {
    const { bia, colonyId, cats: list } = await setUp(2);
    const catIds = list.map((cat) => cat.id);
    expect((await feed(bia, { colonyId, catIds, location: HOME })).status).toBe(200);
    app.r.clock.advance(60 * 60 * 1000);
    const again = await feed(bia, { colonyId, catIds, location: HOME });
    expect(again.status).toBe(200);
    expect(again.data!.pointsEarned).toBe(0);
    for (const cat of again.data!.cats) {
      expect(cat.pointsEarned).toBe(0);
      expect((cat.bonusDetails as { type: string }[]).map((line) => line.type)).toContain(
        'cooldown',
      );
    }
    expect(feedingsOf(bia.user.id)).toHaveLength(4);
  });

  it('is stored once per client id: the outbox resend answers the first result', async () => {
    const { bia, colonyId, cats: list } = await setUp(2);
    const clientId = randomUUID();
    const capturedAt = new Date(Date.parse(NOON) - 10 * 60 * 1000).toISOString();
    const body = {
      colonyId,
      catIds: list.map((cat) => cat.id),
      location: HOME,
      clientId,
      capturedAt,
    };
    const first = await feed(bia, body);
    app.r.clock.advance(5 * 60 * 1000);
    const second = await feed(bia, body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.data).toEqual(first.data);
    expect(first.data!.madeAt).toBe(capturedAt);
    expect(feedingsOf(bia.user.id)).toHaveLength(2);
    expect(app.r.db.select().from(colonyFeedings).all()).toHaveLength(1);
    // The check-ins count from when the feeding was made on the phone.
    expect(feedingsOf(bia.user.id).map((row) => row.createdAt.toISOString())).toEqual([
      capturedAt,
      capturedAt,
    ]);
    // The same id with another body is a conflict, not a second feeding.
    const other = await feed(bia, { ...body, catIds: [list[0]!.id] });
    expect(other.status).toBe(409);
  });

  it('skips and names a cat that left the colony, was adopted or hidden; the others are fed', async () => {
    const {
      cora,
      bia,
      colonyId,
      cats: [gone, adopted, hidden, kept],
    } = await setUp(4);
    expect(
      (await app.mutate(cora, 'colonies.removeCat', { colonyId, catId: gone!.id })).status,
    ).toBe(200);
    app.r.db.update(cats).set({ status: 'Adotado' }).where(eq(cats.id, adopted!.id)).run();
    app.r.db
      .insert(hiddenItems)
      .values({
        targetType: 'cat',
        targetId: hidden!.id,
        reason: 'spam',
        auto: false,
        hiddenAt: new Date(NOON),
      })
      .run();
    const clientId = randomUUID();
    const body = {
      colonyId,
      catIds: [gone!.id, adopted!.id, hidden!.id, kept!.id],
      location: HOME,
      clientId,
    };
    const fed = await feed(bia, body);
    expect(fed.status, fed.message).toBe(200);
    expect(fed.data!.cats.map((cat) => [cat.catName, cat.skipped])).toEqual([
      ['Gato 0', 'notInColony'],
      ['Gato 1', 'adopted'],
      // Hidden from Bia: the answer does not name it; her phone names it from its own list.
      [null, 'hidden'],
      ['Gato 3', null],
    ]);
    expect(feedingsOf(bia.user.id).map((row) => row.catId)).toEqual([kept!.id]);
    // All skipped is still an answer, never an error the outbox would retry.
    const none = await feed(bia, { colonyId, catIds: [gone!.id], location: HOME });
    expect(none.status).toBe(200);
    expect(none.data!.cats[0]!.skipped).toBe('notInColony');
    expect((await feed(bia, body)).data).toEqual(fed.data);
  });

  it('runs in one transaction: a failure on one cat stores nothing of the feeding', async () => {
    const {
      bia,
      colonyId,
      cats: [a, b],
    } = await setUp(2);
    // A real SQLite refusal on the second cat's check-in, after the first cat's was written.
    app.r.db.$client.exec(
      `CREATE TEMP TRIGGER refuse_b BEFORE INSERT ON checkins WHEN NEW.cat_id = '${b!.id}'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    const fed = await feed(bia, { colonyId, catIds: [a!.id, b!.id], location: HOME });
    expect(fed.status).toBe(500);
    expect(feedingsOf(bia.user.id)).toHaveLength(0);
    expect(app.r.db.select().from(colonyFeedings).all()).toHaveLength(0);
    expect(app.r.db.select().from(users).where(eq(users.id, bia.user.id)).get()!.points).toBe(0);
    const catA = app.r.db.select().from(cats).where(eq(cats.id, a!.id)).get()!;
    expect(catA.totalCheckIns).toBe(a!.totalCheckIns);
  });

  it('counts each cat against the check-in write limit, refusing the whole feeding', async () => {
    const { bia, colonyId, cats: list } = await setUp(3);
    // Two check-ins short of the hour's limit: three cats do not fit.
    const now = app.r.clock.now().getTime();
    app.r.app.deps.limits.writes.checkins.take(bia.user.id, now, WRITE_LIMITS.checkins.max - 2);
    const catIds = list.map((cat) => cat.id);
    const refused = await feed(bia, { colonyId, catIds, location: HOME }, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.message).toMatch(/^You made too many of these in a short time/);
    expect(feedingsOf(bia.user.id)).toHaveLength(0);
    // Two still fit.
    const two = await feed(bia, { colonyId, catIds: catIds.slice(0, 2), location: HOME });
    expect(two.status).toBe(200);
  });

  it('refuses a non-member with 403 in her language, and a pending member too', async () => {
    const { cora, colonyId, cats: list } = await setUp(1);
    const eve = await app.person('Eve');
    const body = { colonyId, catIds: [list[0]!.id], location: HOME };
    const en = await feed(eve, body, 'en');
    expect([en.status, en.message]).toEqual([
      403,
      'Only members of this colony record its feeding.',
    ]);
    const pt = await feed(eve, body);
    expect([pt.status, pt.message]).toEqual([
      403,
      'Só quem faz parte desta colônia registra a alimentação dela.',
    ]);
    expect((await app.mutate(eve, 'colonies.join', { colonyId })).status).toBe(200);
    expect((await feed(eve, body)).status).toBe(403);
    expect(feedingsOf(eve.user.id)).toHaveLength(0);
    expect((await feed(cora, { ...body, colonyId: 'nope' })).status).toBe(404);
  });

  it('answers bad input with 400 and a message, never a 500', async () => {
    const { bia, colonyId, cats: list } = await setUp(1);
    const good = { colonyId, catIds: [list[0]!.id], location: HOME };
    const cases: [unknown, RegExp | null][] = [
      [{ ...good, catIds: [] }, /Marque pelo menos um gato/],
      [{ ...good, location: undefined }, /Localização não disponível/],
      [{ ...good, location: { latitude: 200, longitude: 0 } }, null],
      [{ ...good, catIds: 'x' }, null],
      [{ ...good, clientId: 'not-a-uuid' }, null],
      [{ ...good, extra: 1 }, null],
      [{ ...good, catIds: Array.from({ length: 101 }, (_, i) => `c${i}`) }, null],
    ];
    for (const [input, message] of cases) {
      const res = await feed(bia, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      if (message) expect(res.message).toMatch(message);
    }
    expect(feedingsOf(bia.user.id)).toHaveLength(0);
  });
});
