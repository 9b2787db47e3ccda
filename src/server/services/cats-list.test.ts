import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CAT_STATUS,
  ESTIMATED_AGE,
  GENDER,
  HEALTH,
  type CatStatus,
  type EstimatedAge,
  type Gender,
  type Health,
} from '../../shared/constants.js';
import { distanceMeters } from '../../shared/geo.js';
import { listInput, type ListInput } from '../../shared/schemas/cats.js';
import { openDatabase } from '../db/client.js';
import { carerRequests, cats, checkins, type User } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { seededRandom } from '../lib/random.js';
import { createHarness, type Harness } from '../test/harness.js';
import { catForm } from '../test/fixtures.js';
import { catGroup, moveCatCount } from './cat-counts.js';
import { listCats } from './cat-list.js';
import { positionColumns } from './privacy.js';

interface Row {
  id: string;
  lat: number;
  lng: number;
  publicLat: number;
  publicLng: number;
  status: CatStatus;
  health: Health;
  gender: Gender;
  estimatedAge: EstimatedAge;
  updatedAt: number;
}

let h: Harness;
let rows: Row[];
let owner: User;
let helper: User;
let stranger: User;
let admin: User;
// Seeded, so a failure can be replayed.
const { next: random, between } = seededRandom(20261121);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const subset = <T>(list: readonly T[]): T[] | undefined => {
  if (random() < 0.4) return undefined;
  const chosen = list.filter(() => random() < 0.5);
  return chosen.length ? chosen : undefined;
};

/** Cats around São Paulo (dense and sparse), a few far away, some on the very same spot. */
function seed(): Row[] {
  owner = h.createUser();
  helper = h.createUser();
  stranger = h.createUser();
  admin = h.createUser({ isAdmin: true });
  const out: Row[] = [];
  for (let i = 0; i < 1200; i++) {
    const id = `${i.toString(16).padStart(4, '0')}${newId().slice(4)}`;
    const [lat, lng] =
      i < 900
        ? [-23.55 + between(-0.03, 0.03), -46.63 + between(-0.03, 0.03)]
        : i < 1150
          ? [-23.55 + between(-0.5, 0.5), -46.63 + between(-0.5, 0.5)]
          : i < 1190
            ? [between(-60, 60), between(-180, 180)]
            : [-23.56, -46.64];
    const position = positionColumns(h.deps.tokens.secret, lat, lng);
    const row: Row = {
      id,
      ...position,
      status: random() < 0.8 ? 'Ativo' : pick(CAT_STATUS),
      health: pick(HEALTH),
      gender: pick(GENDER),
      estimatedAge: pick(ESTIMATED_AGE),
      updatedAt: 1_700_000_000_000 + Math.floor(random() * 50) * 1000,
    };
    h.db
      .insert(cats)
      .values({
        ...position,
        id,
        status: row.status,
        health: row.health,
        gender: row.gender,
        estimatedAge: row.estimatedAge,
        name: `Gato ${i % 37}`,
        discoveredById: i % 10 === 0 ? helper.id : owner.id,
        createdAt: new Date(row.updatedAt - 5000),
        updatedAt: new Date(row.updatedAt),
      })
      .run();
    moveCatCount(h.db, undefined, row);
    out.push(row);
  }
  // The helper was approved as a carer of some cats (caretaker) and asked, was declined or was
  // revoked on others (not); it also checked in right at some of them, which grants nothing.
  const statuses = ['approved', 'pending', 'declined', 'revoked'] as const;
  for (const [i, row] of out.entries()) {
    if (i % 7 === 0) {
      h.db
        .insert(carerRequests)
        .values({
          catId: row.id,
          userId: helper.id,
          status: statuses[i % 2 ? 0 : 1 + ((i / 7) % 3)]!,
          requestedAt: h.clock.now(),
        })
        .run();
    }
    if (i % 5 !== 0) continue;
    h.db
      .insert(checkins)
      .values({
        id: newId(),
        userId: helper.id,
        catId: row.id,
        catName: 'x',
        actions: ['Alimentou'],
        healthStatus: 'Bom',
        previousHealth: row.health,
        lat: row.lat,
        lng: row.lng,
        distance: 0,
        day: '2026-11-18',
        createdAt: h.clock.now(),
      })
      .run();
  }
  return out;
}

const caretakerOf = (user: User | null, row: Row, index: number) =>
  user?.id === helper.id && (index % 10 === 0 || (index % 7 === 0 && index % 2 === 1));

/** The reference: every cat filtered, measured from the position the caller sees, sorted, cut. */
function bruteForce(user: User | null, input: ListInput) {
  const q = listInput.parse(input);
  const allow = <T>(list: readonly T[] | undefined, value: T) =>
    !list?.length || list.includes(value);
  const matching = rows
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        allow(q.status, row.status) &&
        allow(q.health, row.health) &&
        allow(q.gender, row.gender) &&
        allow(q.estimatedAge, row.estimatedAge),
    )
    .map(({ row, index }) => {
      const exact = user?.id === admin.id || caretakerOf(user, row, index);
      const [lat, lng] = exact ? [row.lat, row.lng] : [row.publicLat, row.publicLng];
      return { id: row.id, distance: distanceMeters(q.latitude!, q.longitude!, lat, lng) };
    })
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const offset = (q.page - 1) * q.limit;
  const page = matching.slice(offset, offset + q.limit);
  return {
    ids: page.map((m) => m.id),
    distances: page.map((m) => Math.round(m.distance)),
    total: matching.length,
    totalPages: Math.ceil(matching.length / q.limit),
  };
}

function randomInput(): ListInput {
  const far = random() < 0.1;
  return {
    status: subset(CAT_STATUS),
    health: subset(HEALTH),
    gender: subset(GENDER),
    estimatedAge: subset(ESTIMATED_AGE),
    latitude: far ? between(-60, 60) : -23.55 + between(-0.1, 0.1),
    longitude: far ? between(-180, 180) : -46.63 + between(-0.1, 0.1),
    limit: random() < 0.2 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 120),
    page: random() < 0.6 ? 1 : 1 + Math.floor(random() * 8),
  };
}

beforeEach(() => {
  h = createHarness();
  rows = seed();
});
afterEach(() => h.close());

describe('map list by distance against a full scan', () => {
  it('finds the same page, in the same order, with the same totals, for every kind of caller', () => {
    const callers = [null, stranger, helper, admin];
    let nonEmpty = 0;
    for (let i = 0; i < 240; i++) {
      const user = callers[i % callers.length]!;
      const input = randomInput();
      const expected = bruteForce(user, input);
      const got = listCats(h.context(user), listInput.parse(input));
      expect(got.cats.map((c) => c._id)).toEqual(expected.ids);
      expect(got.cats.map((c) => c.distance)).toEqual(expected.distances);
      expect({ total: got.total, totalPages: got.totalPages }).toEqual({
        total: expected.total,
        totalPages: expected.totalPages,
      });
      if (expected.ids.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('keeps the totals exact as cats are changed and removed', async () => {
    const input = { status: ['Ativo' as const], health: ['Bom' as const], latitude: -23.55 };
    const list = () => listCats(h.context(null), listInput.parse({ ...input, longitude: -46.63 }));
    const before = list().total;
    expect(before).toBe(bruteForce(null, { ...input, longitude: -46.63 }).total);

    // Through the services, as the app writes (the registrar edits and deletes).
    const row = rows.find(
      (r, i) => r.status === 'Ativo' && r.health === 'Bom' && i % 10 !== 0 && i % 7 !== 0,
    )!;
    const edit = (health: Health) =>
      h.callerFor(owner).cats.update(catForm({ id: row.id, health }));
    await edit('Regular');
    expect(list().total).toBe(before - 1);
    await edit('Bom');
    expect(list().total).toBe(before);
    await h.callerFor(owner).cats.delete({ id: row.id });
    expect(list().total).toBe(before - 1);
    // A write that is rolled back leaves the count as it was.
    const other = rows.find((r) => r.status === 'Ativo' && r.health === 'Regular')!;
    expect(() =>
      h.db.$client.transaction(() => {
        const was = catGroup(h.db, other.id)!;
        h.db.update(cats).set({ health: 'Bom' }).where(eq(cats.id, other.id)).run();
        moveCatCount(h.db, was, { ...was, health: 'Bom' });
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    expect(list().total).toBe(before - 1);
    // The stored counts equal a recount of the table.
    const stored = h.db.$client
      .prepare('SELECT * FROM cat_counts WHERE cats > 0 ORDER BY 1, 2, 3, 4')
      .raw(true)
      .all();
    const recount = h.db.$client
      .prepare(
        `SELECT status, health, gender, estimated_age, count(*) FROM cats
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      )
      .raw(true)
      .all();
    expect(stored).toEqual(recount);
  });

  it('counts again after another connection (another process) changed the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateiros-list-'));
    const path = join(dir, 'cats.db');
    const mine = openDatabase(path);
    const theirs = openDatabase(path);
    try {
      const user = h.createUser();
      mine.$client
        .prepare('INSERT INTO users (id, name, created_at, updated_at) VALUES (?, ?, 0, 0)')
        .run(user.id, 'Ana');
      const insert = (id: string) => {
        theirs
          .insert(cats)
          .values({
            id,
            name: id,
            discoveredById: user.id,
            ...positionColumns(h.deps.tokens.secret, -23.55, -46.63),
          })
          .run();
        moveCatCount(theirs, undefined, catGroup(theirs, id));
      };
      const ctx = { ...h.context(null), db: mine };
      const total = () =>
        listCats(ctx, listInput.parse({ latitude: -23.55, longitude: -46.63 })).total;
      expect(total()).toBe(0);
      insert('a');
      expect(total()).toBe(1);
      insert('b');
      expect(total()).toBe(2);
    } finally {
      mine.$client.close();
      theirs.$client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('map list in other orders', () => {
  it('sorts by name, creation or update, ties by id, with distances from the point', () => {
    const base = { status: ['Ativo' as const], latitude: -23.55, longitude: -46.63, limit: 30 };
    for (const sort of ['name', '-createdAt', '-updatedAt'] as const) {
      const page1 = listCats(h.context(helper), listInput.parse({ ...base, sort }));
      const page2 = listCats(h.context(helper), listInput.parse({ ...base, sort, page: 2 }));
      const both = [...page1.cats, ...page2.cats];
      expect(both).toHaveLength(60);
      expect(new Set(both.map((c) => c._id)).size).toBe(60);
      for (const cat of both) {
        const [lng, lat] = cat.location.coordinates;
        expect(cat.distance).toBe(Math.round(distanceMeters(-23.55, -46.63, lat, lng)));
      }
    }
  });
});
