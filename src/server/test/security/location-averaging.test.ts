import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/constants.js';
import { colonies, colonyCats, colonyMembers } from '../../db/colonies-schema.js';
import { cats } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { seededRandom } from '../../lib/random.js';
import { positionColumns } from '../../services/privacy.js';
import { HOME } from '../fixtures.js';
import { checkinFields, createRestApp, form, pointJson, type RestApp } from '../rest-client.js';
import {
  averaging,
  gridInference,
  median,
  planeAround,
  rings,
  type Plane,
} from './location-averaging.js';
import { metersBetween, toward, type Point } from './location-probes.js';

/**
 * Issue 30, part 1: with every public answer about N cats that live at one spot (N = 1, 5, 10,
 * 20; in a colony and not), the best an attacker who is no carer can do is the cell. Over many
 * random spots in a city of cats, the averaging attack, the ring attack (every distance answered
 * to a point the attacker sent), the grid-inference attack and the published cell's centre each
 * miss the spot by a median of 150 m or more. The cats are written with the app's own
 * positionColumns; every answer is read over HTTP (REST and tRPC), as a stranger.
 */

const SPOTS = 6;
const SIZES = [1, 5, 10, 20];
const CITY_M = 5000;

let r: RestApp;
beforeAll(async () => {
  // A fixed secret, with seeded spots and cat ids: the run repeats exactly. (The expected median
  // of the best guess, the cell's centre, is about 200 m: half of a square's points lie within 0.4
  // of its side from its centre.)
  r = await createRestApp({ settings: { JWT_SECRET: 'issue-30-location-averaging-test-secret' } });
});
afterAll(async () => r?.close());

type Json = Record<string, unknown>;
const pointOf = (cat: Json): Point => {
  const [longitude, latitude] = (cat.location as { coordinates: [number, number] }).coordinates;
  return { latitude, longitude };
};

it('averaging, ring and grid-inference attacks learn no more than the cell (median error ≥ 150 m)', async () => {
  const { next: random } = seededRandom(20261130);
  // The cats' ids too: nearby lists order cats at one public distance by id.
  const { int: idByte } = seededRandom(30);
  const catId = () =>
    Array.from({ length: 12 }, () => idByte(0, 255).toString(16).padStart(2, '0')).join('');
  const plane: Plane = planeAround(HOME);
  const secret = r.app.deps.tokens.secret;
  const now = r.clock.now();
  const place = (at: Point, registrar: string, name: string) => {
    const id = catId();
    r.db
      .insert(cats)
      .values({
        id,
        name,
        discoveredById: registrar,
        createdAt: now,
        updatedAt: now,
        ...positionColumns(secret, at.latitude, at.longitude),
      })
      .run();
    return id;
  };
  // A city of cats around the spots: what the grid-inference attack works from.
  const town = r.createUser({ name: 'Cidade' });
  for (let i = 0; i < 400; i++) {
    place(toward(HOME, CITY_M * 1.3 * Math.sqrt(random()), 2 * Math.PI * random()), town.id, 'Rua');
  }
  const { token } = await r.signIn({ name: 'Curioso' });
  let sent = 0;
  const get = async (url: string) => {
    sent++;
    return (await r.get(url, { token })).body;
  };
  const trpc = async (path: string, input: unknown) => {
    sent++;
    return (await r.query(path, input, { 'x-auth-token': token })).body.result.data as unknown;
  };

  // Every public point of the city, page by page (the map list).
  const city: Point[] = [];
  for (let page = 1; ; page++) {
    const body = await get(`/api/cats?page=${page}&limit=200`);
    const list = body.cats as Json[];
    city.push(...list.map(pointOf));
    if (list.length < 200) break;
  }

  const errors: Record<'averaging' | 'rings' | 'grid' | 'cell', number[]> = {
    averaging: [],
    rings: [],
    grid: [],
    cell: [],
  };
  let trials = 0;
  for (let s = 0; s < SPOTS; s++) {
    for (const n of SIZES) {
      for (const inColony of [false, true]) {
        const spot = toward(HOME, CITY_M * Math.sqrt(random()), 2 * Math.PI * random());
        const registrar = r.createUser({ name: 'Cuidadora' });
        // Cats that live and are fed at the spot: within a few metres of it.
        const ids = Array.from({ length: n }, (_, i) =>
          place(toward(spot, 15 * random(), 2 * Math.PI * random()), registrar.id, `Gato ${i}`),
        );
        if (inColony) {
          const colonyId = newId();
          r.db
            .insert(colonies)
            .values({ id: colonyId, name: 'Colônia', publicLat: 0, publicLng: 0, createdAt: now })
            .run();
          r.db
            .insert(colonyMembers)
            .values({
              colonyId,
              userId: registrar.id,
              role: 'coordinator',
              status: 'approved',
              requestedAt: now,
            })
            .run();
          for (const catId of ids) {
            r.db.insert(colonyCats).values({ catId, colonyId, addedAt: now }).run();
          }
        }
        const ours = new Set(ids);
        const seen: Point[] = [];
        // Rings by the public point of the cat they measure to (cats of a spot that straddles a
        // cell edge show at two points).
        const circles = new Map<string, { at: Point; radius: number }[]>();
        const ring = (cat: Json, at: Point, radius: number) => {
          const key = JSON.stringify(pointOf(cat));
          const list = circles.get(key);
          if (list) list.push({ at, radius });
          else circles.set(key, [{ at, radius }]);
        };
        const boxes: { south: number; west: number; north: number; east: number }[] = [];
        const take = (cat: Json, from?: Point) => {
          if (!ours.has(cat._id as string)) return;
          expect(cat.exactLocation).toBe(false);
          seen.push(pointOf(cat));
          if (cat.publicArea) boxes.push(cat.publicArea as (typeof boxes)[0]);
          if (from && typeof cat.distance === 'number') ring(cat, from, cat.distance);
        };
        // Points the attacker sends: 0.3–1.5 km from the spot, all around.
        const probes = [0, 1, 2].map((k) =>
          toward(spot, 300 + 1200 * random(), ((k + random()) * 2 * Math.PI) / 3),
        );
        for (const [k, at] of probes.entries()) {
          const q = `lat=${at.latitude}&lng=${at.longitude}`;
          // REST and tRPC in turn, as many cats as a call answers: the city grows with every
          // spot, and a shorter list could leave the spot's cats out.
          const list =
            k % 2
              ? ((await trpc('cats.nearby', {
                  ...at,
                  radius: 2500,
                  limit: LIMITS.nearbyLimitMax,
                })) as Json[])
              : ((await get(
                  `/api/cats/nearby?${q}&radius=2500&limit=${LIMITS.nearbyLimitMax}`,
                )) as never as Json[]);
          for (const cat of list) take(cat, at);
          if (k === 0) for (const cat of (await trpc('cats.similar', at)) as Json[]) take(cat, at);
        }
        const page = await get(`/api/cats/${ids[0]}`);
        take((page.cat ?? page) as Json);
        take(((await trpc('cats.byId', { id: ids.at(-1) })) as { cat: Json }).cat);
        const firstSeen = ((await trpc('cats.byId', { id: ids[0] })) as { cat: Json }).cat;
        // Check-ins from two probes (each by a fresh account), then each one's export: two
        // more rings.
        for (const at of probes.slice(0, 2)) {
          const checker = (await r.signIn({ name: 'Curioso' })).token;
          const fields = checkinFields(ids[0]!, { location: pointJson(at.latitude, at.longitude) });
          const res = await r.post('/api/checkins', { token: checker, form: form(fields) });
          sent += 2;
          expect(res.status).toBe(201);
          const exported = (await r.query('users.exportData', undefined, {
            'x-auth-token': checker,
          })) as unknown as { body: { result: { data: { checkIns: { distance: number }[] } } } };
          const [checkIn] = exported.body.result.data.checkIns;
          ring(firstSeen, at, checkIn!.distance);
        }
        if (inColony) {
          const of = (await trpc('colonies.ofCat', { catId: ids[0] })) as { _id: string };
          const colony = (await trpc('colonies.byId', { colonyId: of._id })) as {
            colony: { area: { cells: typeof boxes } };
          };
          boxes.push(...colony.colony.area.cells);
        }
        expect(seen.length).toBeGreaterThan(0);

        const box = boxes[0]!;
        const cellCentre = {
          latitude: (box.south + box.north) / 2,
          longitude: (box.west + box.east) / 2,
        };
        errors.averaging.push(metersBetween(averaging(plane, seen), spot));
        // Each point's rings meet at that point; the estimate weighs the points by their rings.
        const estimates: Point[] = [];
        for (const [key, list] of circles) {
          if (new Set(list.map((c) => JSON.stringify(c.at))).size < 3) continue;
          const estimate = rings(plane, list);
          expect(metersBetween(estimate, JSON.parse(key) as Point)).toBeLessThan(10);
          for (let i = 0; i < list.length; i++) estimates.push(estimate);
        }
        expect(estimates.length).toBeGreaterThan(0);
        const ringEstimate = averaging(plane, estimates);
        errors.rings.push(metersBetween(ringEstimate, spot));

        errors.grid.push(metersBetween(gridInference(plane, [...city, ...seen], seen[0]!), spot));
        errors.cell.push(metersBetween(cellCentre, spot));
        city.push(...seen.slice(0, 1));
        trials++;
      }
    }
  }
  const medians = Object.fromEntries(
    Object.entries(errors).map(([attack, list]) => [attack, Math.round(median(list))]),
  );
  console.log(
    `location attacks over ${trials} trials (${SPOTS} spots × N = ${SIZES.join(', ')} × colony or not, ${sent} queries): median error in metres`,
    medians,
  );
  expect(trials).toBe(SPOTS * SIZES.length * 2);
  for (const [attack, m] of Object.entries(medians)) {
    expect(m, `median error of the ${attack} attack`).toBeGreaterThanOrEqual(150);
  }
});
