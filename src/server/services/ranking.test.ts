import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '../../shared/time.js';
import { transaction } from '../db/client.js';
import { pointsHistogram, pointsTotals, users, type User } from '../db/schema.js';
import { rejection } from '../test/expect.js';
import { checkIn, insertCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { grantAward } from './awards.js';

let h: Harness;
afterEach(() => h?.close());

/** Gives `user` points now, the way every award happens (the ledger). */
function give(user: User, points: number) {
  const at = h.clock.now();
  transaction(h.db, (tx) =>
    grantAward(tx, {
      userId: user.id,
      day: localDay(at, h.settings.TZ_COMMUNITY),
      at,
      entries: [{ points, reason: 'bonus' }],
      counters: {},
      lines: [],
    }),
  );
}

const list = (
  user: User,
  input?: Parameters<ReturnType<Harness['callerFor']>['ranking']['list']>[0],
) => h.callerFor(user).ranking.list(input);

const names = (res: Awaited<ReturnType<typeof list>>) => res.ranking.map((e) => e.name);

describe('ranking.list', () => {
  it('lists users with points, best first, with the entry fields and userRank', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana', profilePicture: '/avatars/a.svg' });
    const bia = h.createUser({ name: 'Bia' });
    const caio = h.createUser({ name: 'Caio' });
    h.createUser({ name: 'Zero' });
    const cat = insertCat(h);
    await checkIn(h, ana, cat, { actions: ['Castrou'] });
    give(bia, 500);
    give(caio, 10);

    const res = await list(ana);
    expect(res.ranking).toEqual([
      {
        rank: 1,
        _id: bia.id,
        name: 'Bia',
        profilePicture: '',
        level: 3,
        points: 500,
        totalCatsHelped: 0,
      },
      {
        rank: 2,
        _id: ana.id,
        name: 'Ana',
        profilePicture: '/avatars/a.svg',
        level: 1,
        points: 55,
        totalCatsHelped: 1,
      },
      {
        rank: 3,
        _id: caio.id,
        name: 'Caio',
        profilePicture: '',
        level: 1,
        points: 10,
        totalCatsHelped: 0,
      },
    ]);
    expect(res).toMatchObject({
      userRank: { rank: 2, points: 55 },
      total: 3,
      page: 1,
      totalPages: 1,
    });
  });

  it('ties share a rank: 1, 2, 2, 4', async () => {
    h = createHarness();
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((name) => h.createUser({ name }));
    give(a!, 300);
    give(b!, 200);
    give(c!, 200);
    give(d!, 100);
    const res = await list(d!);
    expect(res.ranking.map((e) => e.rank)).toEqual([1, 2, 2, 4]);
    expect(res.userRank).toEqual({ rank: 4, points: 100 });
    expect((await list(c!)).userRank).toEqual({ rank: 2, points: 200 });
  });

  it('ranks and the total follow totals that go down as well as up (the histogram in step)', async () => {
    h = createHarness();
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia' });
    const caio = h.createUser({ name: 'Caio' });
    give(ana, 30);
    give(bia, 30);
    give(caio, 10);
    let res = await list(caio);
    expect(res.ranking.map((e) => e.rank)).toEqual([1, 1, 3]);
    expect(res.userRank).toEqual({ rank: 3, points: 10 });

    give(ana, -20);
    give(caio, 25);
    res = await list(ana);
    expect(res.ranking.map((e) => [e.name, e.rank])).toEqual([
      ['Caio', 1],
      ['Bia', 2],
      ['Ana', 3],
    ]);
    expect(res.userRank).toEqual({ rank: 3, points: 10 });

    give(ana, -10);
    res = await list(ana);
    expect(names(res)).toEqual(['Caio', 'Bia']);
    expect(res.total).toBe(2);
    expect(res.userRank).toBeNull();
    // Emptied buckets go; Ana's 0 stays counted like her totals row.
    const buckets = h.db
      .select({ points: pointsHistogram.points, users: pointsHistogram.users })
      .from(pointsHistogram)
      .where(eq(pointsHistogram.period, 'all'))
      .orderBy(pointsHistogram.points)
      .all();
    expect(buckets).toEqual([
      { points: 0, users: 1 },
      { points: 30, users: 1 },
      { points: 35, users: 1 },
    ]);
  });

  it('a suspended user leaves the ranking and the ranks below close up; reactivated, comes back', async () => {
    h = createHarness();
    const [ana, bia, caio] = ['Ana', 'Bia', 'Caio'].map((name) => h.createUser({ name }));
    const moderator = h.createUser({ name: 'Mara', isModerator: true });
    give(ana!, 300);
    give(bia!, 200);
    give(caio!, 100);
    /** Every histogram bucket against a recount of the totals of users not suspended. */
    const inStep = () => {
      const buckets = h.db.select().from(pointsHistogram).orderBy(pointsHistogram.period).all();
      const recount = new Map<string, number>();
      for (const row of h.db
        .select({ period: pointsTotals.period, points: pointsTotals.points, status: users.status })
        .from(pointsTotals)
        .innerJoin(users, eq(users.id, pointsTotals.userId))
        .all()) {
        if (row.status === 'suspended') continue;
        const key = `${row.period}:${row.points}`;
        recount.set(key, (recount.get(key) ?? 0) + 1);
      }
      expect(new Map(buckets.map((b) => [`${b.period}:${b.points}`, b.users] as const))).toEqual(
        recount,
      );
    };

    await h.callerFor(moderator).moderation.suspend({ userId: ana!.id, reason: 'Fraude' });
    let res = await list(caio!);
    expect(res.ranking.map((e) => [e.name, e.rank])).toEqual([
      ['Bia', 1],
      ['Caio', 2],
    ]);
    expect([res.total, res.userRank]).toEqual([2, { rank: 2, points: 100 }]);
    inStep();

    // Points that reach a suspended account (an award already on its way) stay out too.
    give(ana!, 50);
    give(caio!, 150);
    res = await list(bia!);
    expect(res.ranking.map((e) => [e.name, e.points])).toEqual([
      ['Caio', 250],
      ['Bia', 200],
    ]);
    inStep();

    await h.callerFor(moderator).moderation.unsuspend({ userId: ana!.id, reason: 'Engano' });
    res = await list(bia!);
    expect(res.ranking.map((e) => [e.name, e.rank, e.points])).toEqual([
      ['Ana', 1, 350],
      ['Caio', 2, 250],
      ['Bia', 3, 200],
    ]);
    expect(res.total).toBe(3);
    inStep();
  });

  it('userRank is null for a user without points in the period', async () => {
    h = createHarness();
    const [a, b] = [h.createUser(), h.createUser()];
    give(a, 50);
    expect((await list(b)).userRank).toBeNull();
    h.clock.advance(40 * 24 * 3600 * 1000);
    const res = await list(a, { period: 'month' });
    expect(res).toMatchObject({ ranking: [], userRank: null, total: 0 });
    expect((await list(a)).userRank).toEqual({ rank: 1, points: 50 });
  });

  it('pages past 25 users, ranks continue, a tie across the page edge shares its rank', async () => {
    h = createHarness();
    const people = Array.from({ length: 30 }, (_, i) =>
      h.createUser({ name: `U${String(i).padStart(2, '0')}` }),
    );
    // U00 has 300, U01 290, …; U24 and U25 tie at 60.
    people.forEach((u, i) => give(u, 300 - 10 * i + (i === 25 ? 10 : 0)));
    const first = await list(people[0]!);
    expect(first.ranking).toHaveLength(25);
    expect(first).toMatchObject({ total: 30, totalPages: 2, page: 1 });
    expect(first.ranking.map((e) => e.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const edge = first.ranking[24]!;
    expect(edge).toMatchObject({ rank: 25, points: 60 });

    const second = await list(people[29]!, { page: 2 });
    // Equal points are ordered by user id, so either of the tied pair may close page 1.
    expect([edge.name, second.ranking[0]!.name].sort()).toEqual(['U24', 'U25']);
    expect(names(second).slice(1)).toEqual(['U26', 'U27', 'U28', 'U29']);
    expect(second.ranking.map((e) => [e.rank, e.points])).toEqual([
      [25, 60],
      [27, 40],
      [28, 30],
      [29, 20],
      [30, 10],
    ]);
    expect(second.userRank).toEqual({ rank: 30, points: 10 });

    const small = await list(people[0]!, { page: 3, limit: 10 });
    expect(names(small).sort()).toEqual(people.slice(20).map((u) => u.name));
    expect(small.totalPages).toBe(3);
    expect((await list(people[0]!, { page: 4, limit: 10 })).ranking).toEqual([]);
  });

  it('lists deleted users under their replaced name', async () => {
    h = createHarness();
    const gone = h.createUser({ name: 'Ana' });
    give(gone, 40);
    h.db
      .update(users)
      .set({ name: 'Usuário removido', email: null, deletedAt: h.clock.now() })
      .where(eq(users.id, gone.id))
      .run();
    const res = await list(h.createUser());
    expect(res.ranking).toMatchObject([{ _id: gone.id, name: 'Usuário removido', points: 40 }]);
  });

  it("is public (without the caller's place) and bounds its input", async () => {
    h = createHarness();
    give(h.createUser({ name: 'Ana' }), 50);
    const anonymous = await h.anon.ranking.list();
    expect(names(anonymous)).toEqual(['Ana']);
    expect(anonymous.userRank).toBeNull();
    const user = h.createUser();
    await rejection(list(user, { limit: 101 }), 'BAD_REQUEST');
    await rejection(list(user, { page: 0 }), 'BAD_REQUEST');
    await rejection(list(user, { period: 'year' as never }), 'BAD_REQUEST');
  });
});

describe('ranking periods in America/Sao_Paulo', () => {
  it('Sunday 23:59 local counts in the week that ends; Monday 00:00 starts the next', async () => {
    h = createHarness();
    const [sun, mon, viewer] = [
      h.createUser({ name: 'Sun' }),
      h.createUser({ name: 'Mon' }),
      h.createUser(),
    ];
    const cat = insertCat(h);

    h.clock.set('2026-11-22T23:59:00-03:00'); // Sunday; already Monday 02:59 in UTC
    await checkIn(h, sun, cat);
    expect(names(await list(viewer, { period: 'week' }))).toEqual(['Sun']);

    h.clock.set('2026-11-23T00:00:00-03:00'); // Monday
    await checkIn(h, mon, cat);
    expect(names(await list(viewer, { period: 'week' }))).toEqual(['Mon']);
    expect(names(await list(viewer, { period: 'month' }))).toHaveLength(2);
    expect(names(await list(viewer, { period: 'all' }))).toHaveLength(2);

    const keys = h.db.select().from(pointsTotals).where(eq(pointsTotals.userId, sun.id)).all();
    expect(keys.map((k) => k.period).sort()).toEqual(['all', 'm:2026-11', 'w:2026-11-16']);
  });

  it('the last minute of a month counts in that month; the 1st at 00:00 starts the next', async () => {
    h = createHarness();
    const [oct, nov, viewer] = [
      h.createUser({ name: 'Oct' }),
      h.createUser({ name: 'Nov' }),
      h.createUser(),
    ];
    const cat = insertCat(h);

    h.clock.set('2026-10-31T23:59:00-03:00'); // already November 1st in UTC
    await checkIn(h, oct, cat);
    expect(names(await list(viewer, { period: 'month' }))).toEqual(['Oct']);

    h.clock.set('2026-11-01T00:00:00-03:00');
    await checkIn(h, nov, cat);
    expect(names(await list(viewer, { period: 'month' }))).toEqual(['Nov']);
    // Saturday Oct 31 and Sunday Nov 1 share the week starting Monday Oct 26.
    expect(names(await list(viewer, { period: 'week' }))).toHaveLength(2);
  });
});
