import { distanceMeters } from '../../../shared/geo.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { HOME } from '../fixtures.js';
import { expectNoCoordinateOf } from '../expect.js';
import { checkinFields, createRestApp, form, pointJson, type RestApp } from '../rest-client.js';
import { privacyCell } from '../../services/privacy.js';
import { registerTarget, toward, type Point, type Target } from './location-probes.js';

/**
 * Issue 30, part 1: cats in one privacy cell are one public point on every path. Three cats at
 * different spots of one cell; a stranger reads them on every path that carries a position or a
 * distance (REST and tRPC, cat pages, nearby, lists, the duplicate list, favourites, the data
 * export's check-in distances, region alerts): each answer gives the three cats the same point,
 * the same distance from the same query point, the same square, and no exact coordinate.
 */

let r: RestApp;
let targets: Target[];
let cell: ReturnType<typeof privacyCell>;

beforeAll(async () => {
  r = await createRestApp();
  cell = privacyCell(r.app.deps.tokens.secret, HOME.latitude, HOME.longitude);
  const inside = (north: number, east: number): Point => ({
    latitude: cell.south + north * (cell.north - cell.south),
    longitude: cell.west + east * (cell.east - cell.west),
  });
  targets = [];
  for (const [north, east] of [
    [0.15, 0.2],
    [0.5, 0.85],
    [0.9, 0.4],
  ] as const) {
    targets.push(await registerTarget(r, inside(north, east), `Gato ${north}`));
  }
});
afterAll(async () => r?.close());

type Json = Record<string, unknown>;

/** The answers' entries for our three cats: each must have the same point and distance. */
function expectOnePoint(label: string, list: Json[]) {
  const ours = list.filter((cat) => targets.some((t) => t.row.id === cat._id));
  expect(ours.length, label).toBe(3);
  const shown = ours.map((cat) => ({
    coordinates: (cat.location as { coordinates: number[] }).coordinates,
    distance: cat.distance,
    publicArea: cat.publicArea,
    exact: cat.exactLocation,
  }));
  for (const one of shown) expect(one, label).toEqual(shown[0]);
  expect(shown[0]!.coordinates, label).toEqual([cell.longitude, cell.latitude]);
  expect(shown[0]!.exact, label).toBe(false);
  for (const t of targets) expectNoCoordinateOf(ours, t.exact);
}

it('cats of one cell answer one identical public point on every path', async () => {
  const { token } = await r.signIn({ name: 'Curioso' });
  const q = (path: string, input: unknown) =>
    r.query(path, input, { 'x-auth-token': token }).then((res) => res.body.result.data as never);
  const at = toward(HOME, 900, 2);
  const ll = `lat=${at.latitude}&lng=${at.longitude}`;

  // REST.
  expectOnePoint('REST nearby', (await r.get(`/api/cats/nearby?${ll}`, { token })).body as never);
  expectOnePoint('REST list', (await r.get(`/api/cats?${ll}`, { token })).body.cats as never);
  expectOnePoint(
    'REST cat pages',
    await Promise.all(
      targets.map(async (t) => (await r.get(`/api/cats/${t.row.id}`, { token })).body),
    ).then((pages) =>
      pages.map((page) => ({ ...((page.cat ?? page) as Json), distance: undefined })),
    ),
  );
  // tRPC.
  expectOnePoint('tRPC nearby', await q('cats.nearby', { ...at, radius: 5000 }));
  expectOnePoint('tRPC list', ((await q('cats.list', at)) as { cats: Json[] }).cats);
  expectOnePoint('tRPC similar', await q('cats.similar', toward(HOME, 100, 1)));
  expectOnePoint(
    'tRPC cat pages',
    await Promise.all(
      targets.map(async (t) => ((await q('cats.byId', { id: t.row.id })) as { cat: Json }).cat),
    ),
  );
  // Anonymous: the map list as a visitor loads it.
  expectOnePoint('anonymous map list', (await r.get(`/api/cats?${ll}`)).body.cats as never);
  // Favourites.
  for (const t of targets) {
    const res = await r.call('POST', '/trpc/favorites.add', { token, json: { catId: t.row.id } });
    expect(res.status).toBe(200);
  }
  expectOnePoint('favourites', await q('favorites.list', undefined));

  // The export: a check-in on each cat from one point gives one distance.
  for (const t of targets) {
    const fields = checkinFields(t.row.id, { location: pointJson(at.latitude, at.longitude) });
    expect((await r.post('/api/checkins', { token, form: form(fields) })).status).toBe(201);
  }
  const exported = (await q('users.exportData', undefined)) as {
    checkIns: { distance: number }[];
  };
  expect(exported.checkIns).toHaveLength(3);
  expect(new Set(exported.checkIns.map((c) => c.distance)).size).toBe(1);
  expectNoCoordinateOf(exported, targets[0]!.exact);

  // Region alerts: a carer's urgent check-in on each cat alerts the same people, by the one
  // public point. Regions are kept rounded to 0.01° (setRegion), so each is a point of that
  // lattice: one 500–1500 m from the cell's point (radius 2 km) gets all three, one 2.5–3.5 km
  // off none.
  const lattice = (minMeters: number, maxMeters: number): Point => {
    const lat0 = Math.round(cell.latitude * 100) / 100;
    const lng0 = Math.round(cell.longitude * 100) / 100;
    for (let i = -5; i <= 5; i++) {
      for (let j = -5; j <= 5; j++) {
        const p = { latitude: lat0 + i / 100, longitude: lng0 + j / 100 };
        const d = distanceMeters(p.latitude, p.longitude, cell.latitude, cell.longitude);
        if (d >= minMeters && d <= maxMeters) return p;
      }
    }
    throw new Error('no lattice point at that distance');
  };
  const near = r.createUser({ name: 'Perto', notificationRadius: 2000 });
  const far = r.createUser({ name: 'Longe', notificationRadius: 2000 });
  for (const [user, region] of [
    [near, lattice(500, 1500)],
    [far, lattice(2500, 3500)],
  ] as const) {
    const res = await r.call('POST', '/trpc/notifications.setRegion', {
      token: await r.tokenFor(user),
      json: region,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  for (const t of targets) {
    const registrar = r.db.select().from(users).where(eq(users.id, t.row.discoveredById)).get()!;
    const fields = checkinFields(t.row.id, {
      location: pointJson(t.exact.latitude, t.exact.longitude),
      healthStatus: 'Emergência',
    });
    const res = await r.post('/api/checkins', {
      token: await r.tokenFor(registrar),
      form: form(fields),
    });
    expect(res.status).toBe(201);
  }
  const alerts = async (user: typeof near) => {
    const res = await r.query('notifications.list', {}, { 'x-auth-token': await r.tokenFor(user) });
    const items = (res.body.result.data as { notifications: Json[] }).notifications;
    expectNoCoordinateOf(items, targets[0]!.exact);
    return items.length;
  };
  expect(await alerts(near)).toBe(3);
  expect(await alerts(far)).toBe(0);
});
