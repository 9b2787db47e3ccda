import { afterEach, describe, expect, it } from 'vitest';
import { FAIR_PLAY } from '../../shared/points.js';
import { HOME } from '../test/fixtures.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { createRestApp, type RestApp } from '../test/rest-client.js';
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
    const estimate = trilaterate(spots.map((at, i) => ({ at, radius: distances[i]! })));
    expect(metersBetween(estimate, target.exact)).toBeGreaterThanOrEqual(90);
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

  it('5. a boundary search on the 300 m similar list finds public points only, in their order', async () => {
    r = await createRestApp();
    const target = await registerTarget(r, HOME);
    const neighbour = await registerTarget(r, toward(HOME, 60, 2), 'Vizinho');
    const token = await freshAttacker(r);
    // Armed as in the first attack: a check-in at the public point.
    await checkInFrom(r, token, target.row.id, target.public);
    let disagreeing = 0;
    for (let degrees = 0; degrees < 360; degrees += 20) {
      for (const meters of [280, 295, 299, 301, 305, 320]) {
        const at = toward(target.public, meters, (degrees * Math.PI) / 180);
        const res = await query('cats.similar', at, token);
        const found = res.body.result.data as { _id: string; distance: number }[];
        const expected = [target, neighbour]
          .map((t) => ({ id: t.row.id, distance: metersBetween(at, t.public) }))
          .filter((t) => t.distance <= 300)
          .sort((a, b) => a.distance - b.distance);
        expect(found.map((c) => c._id)).toEqual(expected.map((t) => t.id));
        expect(found.map((c) => c.distance)).toEqual(expected.map((t) => Math.round(t.distance)));
        if (metersBetween(at, target.exact) <= 300 !== meters <= 300) disagreeing++;
      }
    }
    expect(disagreeing).toBeGreaterThan(10);
  });
});
