import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../shared/geo.js';
import { FAIR_PLAY } from '../../../shared/points.js';
import { cats } from '../../db/schema.js';
import { seededRandom } from '../../lib/random.js';
import { positionColumns, privacyCell } from '../../services/privacy.js';
import { HOME } from '../fixtures.js';
import { expectNoCoordinateOf } from '../expect.js';
import { createRestApp, type RestApp } from '../rest-client.js';
import {
  checkInFrom,
  freshAttacker,
  metersBetween,
  registerTarget,
  toward,
  trilaterate,
  type CheckinAnswer,
  type Point,
  type Target,
} from './location-probes.js';

/**
 * The attacks on a cat's exact spot that worked black-box over HTTP, each by a caller who is not
 * the cat's carer. Each must fail: whatever the attacker gets is a function of the public point.
 */

let r: RestApp;
afterEach(async () => r?.close());

const query = (path: string, input: unknown, token?: string) =>
  r.query(path, input, token ? { 'x-auth-token': token } : {});

const coordinatesOf = (cat: { location: { coordinates: [number, number] } }): Point => ({
  latitude: cat.location.coordinates[1],
  longitude: cat.location.coordinates[0],
});

/** What an answer says about the target: position, exactness and distance (when given). */
function expectPublic(target: Target, cat: Record<string, unknown>, from?: Point) {
  expect(cat.exactLocation).toBe(false);
  expect(coordinatesOf(cat as never)).toEqual(target.public);
  if (from) expect(cat.distance).toBe(Math.round(metersBetween(from, target.public)));
  expectNoCoordinateOf(cat, target.exact);
}

/** Fair play as a function of the public point alone. */
const expectedByPublic = (target: Target, at: Point) =>
  metersBetween(at, target.public) > FAIR_PLAY.maxDistanceMeters;

describe('location attacks by a caller who is no carer', () => {
  it('1. a check-in at the public point makes nobody a carer: cat page, nearby and list stay fuzzed', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    const token = await freshAttacker(r);
    const answer = await checkInFrom(r, token, target.row.id, target.public);
    expect(answer.points).toBeGreaterThan(0);

    const from = toward(target.public, 400, 1);
    const seen: [Record<string, unknown>, Point | undefined][] = [];
    const page = await r.get(`/api/cats/${target.row.id}`, { token });
    seen.push([page.body.cat, undefined]);
    const nearby = await r.get(`/api/cats/nearby?lat=${from.latitude}&lng=${from.longitude}`, {
      token,
    });
    seen.push([nearby.body[0], from]);
    const list = await r.get(`/api/cats?lat=${from.latitude}&lng=${from.longitude}`, { token });
    seen.push([list.body.cats[0], from]);
    const trpcPage = await query('cats.byId', { id: target.row.id }, token);
    seen.push([trpcPage.body.result.data.cat, undefined]);
    const similar = await query('cats.similar', target.public, token);
    seen.push([similar.body.result.data[0], target.public]);
    for (const [cat, at] of seen) expectPublic(target, cat, at);
    // Nor does it show the attacker where others checked in.
    const history = await query('checkins.byCat', { catId: target.row.id }, token);
    const others = (history.body.result.data.checkIns as { user: { name: string } }[]).filter(
      (c) => c.user.name !== 'Curioso',
    );
    for (const c of others) expect(c).not.toHaveProperty('location');
  });

  it('2. a grid of check-ins around the public point: tooFar and every bonus line follow the public distance only', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    const answers = new Map<boolean, Set<string>>([
      [true, new Set()],
      [false, new Set()],
    ]);
    let disagreeing = 0;
    const step = 100;
    for (let north = -1200; north <= 1200; north += step) {
      for (let east = -1200; east <= 1200; east += step) {
        if (Math.hypot(north, east) > 1200) continue;
        const at = toward(target.public, Math.hypot(north, east), Math.atan2(east, north));
        const far = expectedByPublic(target, at);
        const byExact = metersBetween(at, target.exact) > FAIR_PLAY.maxDistanceMeters;
        if (far !== byExact) disagreeing++;
        const answer = await checkInFrom(r, await freshAttacker(r), target.row.id, at);
        expect(answer.lines.includes('tooFar'), `at ${north} N ${east} E`).toBe(far);
        answers.get(far)!.add(JSON.stringify(answer));
      }
    }
    // The grid did probe where the exact spot would have answered otherwise.
    expect(disagreeing).toBeGreaterThan(5);
    // One answer inside the circle and one outside: nothing else varies with the position.
    expect(answers.get(true)!.size).toBe(1);
    expect(answers.get(false)!.size).toBe(1);
    const near = JSON.parse([...answers.get(false)!][0]!) as CheckinAnswer;
    expect(near.points).toBeGreaterThan(0);
  });

  it('3. export trilateration: three tooFar check-ins give only distances to the public point', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    const token = await freshAttacker(r);
    const spots = [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3].map((b) =>
      toward(target.public, 1500, b),
    );
    for (const at of spots) {
      expect((await checkInFrom(r, token, target.row.id, at)).lines).toContain('tooFar');
    }
    const exported = await query('users.exportData', undefined, token);
    expect(exported.status).toBe(200);
    const distances = (exported.body.result.data.checkIns as { distance: number }[]).map(
      (c) => c.distance,
    );
    expect(distances).toEqual(spots.map((at) => Math.round(metersBetween(at, target.public))));
    // Trilateration finds the public point, which every cat of the cell shares: nothing more.
    const estimate = trilaterate(spots.map((at, i) => ({ at, radius: distances[i]! })));
    expect(metersBetween(estimate, target.public)).toBeLessThan(5);
  });

  it('4. tooFar boundary probes at 990–1010 m from the public point answer by the public point', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    let disagreeing = 0;
    for (let degrees = 0; degrees < 360; degrees += 30) {
      const bearing = (degrees * Math.PI) / 180;
      for (const meters of [990, 995, 999, 1001, 1005, 1010]) {
        const at = toward(target.public, meters, bearing);
        const answer = await checkInFrom(r, await freshAttacker(r), target.row.id, at);
        expect(answer.lines.includes('tooFar'), `${meters} m at ${degrees}°`).toBe(meters > 1000);
        if (metersBetween(at, target.exact) > 1000 !== meters > 1000) disagreeing++;
      }
    }
    expect(disagreeing).toBeGreaterThan(10);
  });

  it('5. probes of the similar list answer the same wherever the cat is inside its cell', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    const neighbour = await registerTarget(r, toward(HOME, 60, 2), 'Vizinho');
    const token = await freshAttacker(r);
    // Armed as in the first attack: a check-in at the public point.
    await checkInFrom(r, token, target.row.id, target.public);
    const probes: Point[] = [];
    for (let degrees = 0; degrees < 360; degrees += 30) {
      for (const meters of [100, 280, 299, 301, 320, 600, 900, 1100]) {
        probes.push(toward(target.public, meters, (degrees * Math.PI) / 180));
      }
    }
    const answers = async () => {
      const out: unknown[] = [];
      for (const at of probes) {
        const res = await query('cats.similar', at, token);
        const found = res.body.result.data as { _id: string; distance: number }[];
        out.push(found.map((c) => [c._id, c.distance]));
        // Every distance is one to a public point.
        for (const cat of found) {
          const t = cat._id === target.row.id ? target : neighbour;
          expect(cat.distance).toBe(Math.round(metersBetween(at, t.public)));
        }
      }
      return out;
    };
    const before = await answers();
    expect(before.some((found) => (found as unknown[]).length > 0)).toBe(true);
    // The cat moves elsewhere inside its cell (its carer's edit would do the same): its public
    // point stays, and so does every answer.
    const cell = privacyCell(
      r.app.deps.tokens.secret,
      target.exact.latitude,
      target.exact.longitude,
    );
    // The farthest from the cat of four points near the cell's corners: at least ~280 m away.
    const corners = [0.1, 0.9].flatMap((north) =>
      [0.1, 0.9].map((east) => ({
        latitude: cell.south + north * (cell.north - cell.south),
        longitude: cell.west + east * (cell.east - cell.west),
      })),
    );
    const moved = corners.reduce((far, p) =>
      metersBetween(p, target.exact) > metersBetween(far, target.exact) ? p : far,
    );
    expect(metersBetween(moved, target.exact)).toBeGreaterThan(100);
    r.db
      .update(cats)
      .set(positionColumns(r.app.deps.tokens.secret, moved.latitude, moved.longitude))
      .where(eq(cats.id, target.row.id))
      .run();
    const row = r.db.select().from(cats).where(eq(cats.id, target.row.id)).get()!;
    expect([row.publicLat, row.publicLng]).toEqual([
      target.public.latitude,
      target.public.longitude,
    ]);
    expect(await answers()).toEqual(before);
  });

  it('6. a person standing at the cat is never too far: the public point is within ~710 m', async () => {
    r = await createRestApp();
    const { next: random, between } = seededRandom(20261127);
    let farthest = 0;
    for (let i = 0; i < 2000; i++) {
      const lat = between(-60, 60);
      const lng = between(-180, 180);
      const p = positionColumns(r.app.deps.tokens.secret, lat, lng);
      farthest = Math.max(farthest, distanceMeters(lat, lng, p.publicLat, p.publicLng));
    }
    expect(farthest).toBeLessThan(710);
    expect(farthest).toBeLessThan(FAIR_PLAY.maxDistanceMeters);
    // Over HTTP: a stranger checking in from the cat's own spot gets no tooFar.
    for (let i = 0; i < 5; i++) {
      const spot = toward(HOME, 3000 * random(), 2 * Math.PI * random());
      const target = await registerTarget(r, spot);
      const answer = await checkInFrom(r, await freshAttacker(r), target.row.id, target.exact);
      expect(answer.lines).not.toContain('tooFar');
    }
  });

  it('7. the duplicate list still finds a cat registered within 300 m, however far its public point', async () => {
    r = await createRestApp();
    const { next: random } = seededRandom(7);
    let farPublic = 0;
    for (let i = 0; i < 12; i++) {
      const spot = toward(HOME, 20_000 * random(), 2 * Math.PI * random());
      const target = await registerTarget(r, spot);
      if (metersBetween(target.exact, target.public) > 300) farPublic++;
      const token = await freshAttacker(r);
      for (let j = 0; j < 5; j++) {
        const at = toward(spot, 300 * Math.sqrt(random()), 2 * Math.PI * random());
        const res = await query('cats.similar', at, token);
        const found = res.body.result.data as { _id: string; distance: number }[];
        expect(found.map((c) => c._id)).toContain(target.row.id);
      }
    }
    // The old rule (public points within 300 m) would have missed these.
    expect(farPublic).toBeGreaterThan(0);
  });
});
