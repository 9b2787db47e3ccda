import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cellOf, distanceMeters } from '../../shared/geo.js';
import type { CatStatus } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { cats } from '../db/schema.js';
import { seededRandom } from '../lib/random.js';
import { positionColumns, type CaretakerCat, type LocationView } from '../services/privacy.js';
import { createHarness, type Harness } from '../test/harness.js';
import { searchCats, type GeoHit } from './search.js';

interface GeoQuery {
  latitude: number;
  longitude: number;
  radius: number;
  limit: number;
}

/** One grid alone: admins search the exact positions, strangers the public ones. */
const searchGrid = (db: Db, query: GeoQuery, grid: 'exact' | 'public') =>
  searchCats(db, { all: grid === 'exact', caretaker: new Map() }, query);

interface Row {
  id: string;
  lat: number;
  lng: number;
  publicLat: number;
  publicLng: number;
  status: CatStatus;
}

let h: Harness;
let rows: Row[];
// Seeded, so a failure can be replayed.
const { next: random, between } = seededRandom(20261118);

/** Cats around São Paulo, on both sides of the antimeridian, and around the north pole. */
function seed(): Row[] {
  const owner = h.createUser();
  const secret = randomBytes(32);
  const out: Row[] = [];
  const place = (i: number): [number, number] => {
    if (i < 1500) return [-23.55 + between(-0.05, 0.05), -46.63 + between(-0.05, 0.05)];
    if (i < 1750) return [between(-0.3, 0.3), 179.8 + between(0, 0.4) - (i % 2 ? 0 : 360)];
    return [between(89.8, 90), between(-180, 180)];
  };
  for (let i = 0; i < 2000; i++) {
    const id = `${i.toString(16).padStart(4, '0')}${randomBytes(10).toString('hex')}`;
    const [lat, lng] = place(i);
    const lngWrapped = lng < -180 ? lng + 360 : lng >= 180 ? lng - 360 : lng;
    const status: CatStatus = i % 9 === 0 ? 'Adotado' : i % 13 === 0 ? 'Inativo' : 'Ativo';
    const position = positionColumns(secret, lat, lngWrapped);
    h.db
      .insert(cats)
      .values({ id, name: `Gato ${i}`, status, discoveredById: owner.id, ...position })
      .run();
    out.push({ id, status, ...position });
  }
  // A few cats on exactly the same spot, so ties are broken by id.
  for (let i = 0; i < 4; i++) {
    const id = `ffff${i}${randomBytes(9).toString('hex')}0`.slice(0, 24);
    const position = positionColumns(secret, -23.55, -46.63);
    const same = {
      ...position,
      publicLat: -23.551,
      publicLng: -46.631,
      publicCell: cellOf(-23.551, -46.631),
    };
    h.db
      .insert(cats)
      .values({ id, name: 'Gêmeo', discoveredById: owner.id, ...same })
      .run();
    out.push({ id, status: 'Ativo', ...same });
  }
  return out;
}

const compare = (a: GeoHit, b: GeoHit) =>
  a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The reference: every cat measured, sorted, cut. */
function bruteForce(query: GeoQuery, pointOf: (row: Row) => [number, number] | null): GeoHit[] {
  const hits: GeoHit[] = [];
  for (const row of rows) {
    if (row.status !== 'Ativo') continue;
    const point = pointOf(row);
    if (!point) continue;
    const distance = distanceMeters(query.latitude, query.longitude, point[0], point[1]);
    if (distance <= query.radius) hits.push({ id: row.id, distance });
  }
  return hits.sort(compare).slice(0, query.limit);
}

function randomQuery(): GeoQuery {
  const kind = random();
  const radius = random() < 0.15 ? between(1, 300) : between(300, 50_000);
  const limit = random() < 0.2 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 200);
  if (kind < 0.6) {
    return {
      latitude: -23.55 + between(-0.08, 0.08),
      longitude: -46.63 + between(-0.08, 0.08),
      radius,
      limit,
    };
  }
  if (kind < 0.8) {
    const lng = 179.9 + between(0, 0.2);
    return { latitude: between(-0.3, 0.3), longitude: lng >= 180 ? lng - 360 : lng, radius, limit };
  }
  return { latitude: between(89.7, 90), longitude: between(-180, 180), radius, limit };
}

const expectSame = (actual: GeoHit[], expected: GeoHit[]) => {
  expect(actual.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
  actual.forEach((hit, i) => expect(hit.distance).toBeCloseTo(expected[i]!.distance, 6));
};

beforeEach(() => {
  h = createHarness();
  rows = seed();
});
afterEach(() => h.close());

describe('grid search against a full scan', () => {
  it('finds exactly the nearest cats, in order, on the exact grid', () => {
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const query = randomQuery();
      const expected = bruteForce(query, (r) => [r.lat, r.lng]);
      if (expected.length) nonEmpty++;
      expectSame(searchGrid(h.db, query, 'exact'), expected);
    }
    expect(nonEmpty).toBeGreaterThan(300);
  });

  it('finds exactly the nearest cats, in order, on the public grid', () => {
    for (let i = 0; i < 400; i++) {
      const query = randomQuery();
      const expected = bruteForce(query, (r) => [r.publicLat, r.publicLng]);
      expectSame(searchGrid(h.db, query, 'public'), expected);
    }
  });

  it('merges a caretaker’s exact cats with everybody else’s public ones', () => {
    const mine = rows.filter((_, i) => i % 17 === 0);
    const caretaker = new Map<string, CaretakerCat>(
      mine.map((r) => [
        r.id,
        {
          ...r,
          health: 'Regular',
          gender: 'Desconhecido',
          estimatedAge: 'Desconhecido',
        },
      ]),
    );
    const view: LocationView = { all: false, caretaker };
    for (let i = 0; i < 300; i++) {
      const query = randomQuery();
      const expected = bruteForce(query, (r) =>
        caretaker.has(r.id) ? [r.lat, r.lng] : [r.publicLat, r.publicLng],
      );
      expectSame(searchCats(h.db, view, query), expected);
    }
  });

  it('breaks distance ties by id', () => {
    const hits = searchGrid(
      h.db,
      { latitude: -23.55, longitude: -46.63, radius: 1, limit: 10 },
      'exact',
    );
    const twins = rows.filter((r) => r.id.startsWith('ffff')).map((r) => r.id);
    expect(hits.map((hit) => hit.id)).toEqual([...twins].sort());
  });

  it('returns nothing where there are no cats, and never more than the limit', () => {
    expect(
      searchGrid(h.db, { latitude: 10, longitude: 10, radius: 50_000, limit: 50 }, 'exact'),
    ).toEqual([]);
    const hits = searchGrid(
      h.db,
      { latitude: -23.55, longitude: -46.63, radius: 50_000, limit: 7 },
      'public',
    );
    expect(hits).toHaveLength(7);
  });
});
