import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants.js';
import { cellOf, distanceMeters, offsetPoint } from '../../shared/geo.js';
import { transaction } from '../db/client.js';
import { alertRegions, notifications } from '../db/notifications-schema.js';
import { users, type Cat } from '../db/schema.js';
import { capRanges } from '../geo/cells.js';
import { seededRandom } from '../lib/random.js';
import { insertCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { alertNearby, regionsIn } from './events.js';

let h: Harness;
afterEach(() => h?.close());

/** Regions stored straight into the table (setRegion's rounding would move them off the edges). */
function addRegion(lat: number, lng: number, fields: Partial<typeof users.$inferInsert> = {}) {
  const user = h.createUser(fields);
  h.db.insert(alertRegions).values({ userId: user.id, lat, lng, updatedAt: h.clock.now() }).run();
  return user.id;
}

/** Who alertNearby alerts about a cat at this public point. */
function alerted(cat: Cat, point: { latitude: number; longitude: number }, actorId: string) {
  const at = { ...cat, publicLat: point.latitude, publicLng: point.longitude };
  transaction(h.db, (tx) => alertNearby(tx, h.deps, at, 'Emergência', actorId));
  return h.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.catId, cat.id), eq(notifications.kind, 'nearbyAlert')))
    .all()
    .map((r) => r.userId)
    .sort();
}

/** The answer without cells: every region of every user who can be alerted, by distance. */
function fullScan(point: { latitude: number; longitude: number }, actorId: string) {
  return h.db
    .select({
      userId: alertRegions.userId,
      lat: alertRegions.lat,
      lng: alertRegions.lng,
      radius: users.notificationRadius,
      nearbyAlerts: users.nearbyAlerts,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(alertRegions)
    .innerJoin(users, eq(users.id, alertRegions.userId))
    .all()
    .filter(
      (r) =>
        r.nearbyAlerts &&
        r.status === 'active' &&
        r.deletedAt === null &&
        r.userId !== actorId &&
        distanceMeters(r.lat, r.lng, point.latitude, point.longitude) <= r.radius,
    )
    .map((r) => r.userId)
    .sort();
}

describe('alert region cells', () => {
  it('are the search grid’s cells, at cell edges, the poles and the antimeridian', async () => {
    h = createHarness();
    const points: [number, number][] = [
      [-90, -180],
      [90, 180],
      [90, -180],
      [-90, 179.9999],
      [0, 0],
      [-0.001, -0.001],
      [89.999, 179.999],
    ];
    // The edges of cells (multiples of 0.001°, and a hair either side), and setRegion's lattice.
    for (let i = 0; i <= 400; i++) {
      const lat = -90 + i * 0.45;
      const lng = -180 + i * 0.9;
      for (const d of [0, 1e-9, -1e-9]) points.push([Math.max(-90, lat + d), lng + d]);
    }
    for (let i = -9000; i <= 9000; i += 19) points.push([i / 100, (i * 2) / 100]);
    for (const [lat, lng] of points) addRegion(lat, Math.min(180, Math.max(-180, lng)));
    const rows = h.db.select().from(alertRegions).all();
    expect(rows.length).toBe(points.length);
    for (const row of rows)
      expect(row.cell, `${row.lat}, ${row.lng}`).toBe(cellOf(row.lat, row.lng));

    // And as setRegion writes it.
    const user = h.createUser();
    await h.callerFor(user).notifications.setRegion({ latitude: -23.556789, longitude: 180 });
    const mine = h.db.select().from(alertRegions).where(eq(alertRegions.userId, user.id)).get()!;
    expect(mine.cell).toBe(cellOf(-23.56, 180));
  });

  it('find exactly the users a full scan with the distance filter finds', () => {
    h = createHarness();
    const { next: random } = seededRandom(34); // a failure replays exactly
    const actor = h.createUser();
    const radii = [1000, 2000, 3000, 5000, 8000, LIMITS.notificationRadiusMax];
    // Ordinary places, a cell corner, high latitudes where a degree of longitude is short, near a
    // pole, across the antimeridian and the equator.
    const centres = [
      { latitude: -23.5505, longitude: -46.6333 },
      { latitude: -23.5, longitude: -46.6 },
      { latitude: 0, longitude: 0 },
      { latitude: 60.1699, longitude: 24.9384 },
      { latitude: 69.6492, longitude: 18.9553 },
      { latitude: 78.2232, longitude: 15.6267 },
      { latitude: -77.85, longitude: 166.6667 },
      { latitude: 89.95, longitude: 10 },
      { latitude: 65.5, longitude: 179.995 },
      { latitude: -17.7, longitude: -179.99 },
    ];
    for (const centre of centres) {
      // Just inside and just outside each radius, all round (east and west are where the
      // shrinking degrees of longitude would bite), and a random spread up to 25 km.
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const rad = (bearing * Math.PI) / 180;
        for (const radius of radii) {
          for (const off of [-0.5, 0.5]) {
            const d = radius + off;
            const p = offsetPoint(
              centre.latitude,
              centre.longitude,
              d * Math.cos(rad),
              d * Math.sin(rad),
            );
            addRegion(p.latitude, p.longitude, { notificationRadius: radius });
          }
        }
      }
      for (let i = 0; i < 60; i++) {
        const d = 25_000 * Math.sqrt(random());
        const a = 2 * Math.PI * random();
        const p = offsetPoint(centre.latitude, centre.longitude, d * Math.cos(a), d * Math.sin(a));
        const radius = radii[Math.floor(random() * radii.length)]!;
        const r = random();
        addRegion(p.latitude, p.longitude, {
          notificationRadius: radius,
          nearbyAlerts: r > 0.1,
          ...(r > 0.95 ? { status: 'pending' as const } : {}),
          ...(r > 0.9 && r <= 0.95 ? { deletedAt: h.clock.now() } : {}),
        });
      }
      addRegion(centre.latitude, centre.longitude);
    }
    // The actor's own region, at the first centre: never alerted about their own report.
    h.db
      .insert(alertRegions)
      .values({ userId: actor.id, lat: -23.5505, lng: -46.6333, updatedAt: h.clock.now() })
      .run();

    let total = 0;
    for (const centre of centres) {
      const expected = fullScan(centre, actor.id);
      expect(alerted(insertCat(h), centre, actor.id), JSON.stringify(centre)).toEqual(expected);
      total += expected.length;
    }
    // Each centre has its 72 users just inside their radius, at least.
    expect(total).toBeGreaterThan(centres.length * 72);
  });

  it('do not read regions past the largest radius, nor far away in the same latitudes', () => {
    h = createHarness();
    const actor = h.createUser();
    const cat = insertCat(h);
    const centre = { latitude: -23.5505, longitude: -46.6333 };
    const at = (north: number, east: number) =>
      offsetPoint(centre.latitude, centre.longitude, north, east);
    // Radii far past what settings accept (10 km), written straight into the database: had the
    // lookup read these rows, the distance filter would have let them through. The nearer one was
    // inside the latitude band and longitude box the lookup used to read.
    const huge = { notificationRadius: 20_000_000 };
    const justPast = at(10_500, 0);
    const sameBand = at(0, 500_000);
    const pastUser = addRegion(justPast.latitude, justPast.longitude, huge);
    const bandUser = addRegion(sameBand.latitude, sameBand.longitude, huge);
    const within = at(0, -9_000);
    const near = addRegion(within.latitude, within.longitude, huge);

    const told = alerted(cat, centre, actor.id);
    expect(told).toEqual([near]);
    expect(told).not.toContain(pastUser);
    expect(told).not.toContain(bandUser);
  });

  it('are read through the cell index, then the users by key: never a scan of the users', () => {
    h = createHarness();
    const ranges = capRanges(-23.5505, -46.6333, LIMITS.notificationRadiusMax + 1, new Map());
    const query = regionsIn(h.db, ranges, h.createUser().id).toSQL();
    const plan = h.db.$client.prepare(`explain query plan ${query.sql}`).all(...query.params) as {
      detail: string;
    }[];
    const steps = plan.map((row) => row.detail);
    expect(steps).toContain('MULTI-INDEX OR');
    expect(steps.some((step) => step.includes('alert_regions_cell_idx'))).toBe(true);
    expect(steps.filter((step) => step.startsWith('SCAN'))).toEqual([]);
  });
});
