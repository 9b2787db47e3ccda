import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cellOf, distanceMeters, offsetPoint } from '../../shared/geo.js';
import { seededRandom } from '../lib/random.js';
import { carerRequests, checkins, cats, type CarerStatus } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { createHarness, type Harness } from '../test/harness.js';
import {
  caretakerCatIds,
  isCaretaker,
  locationView,
  cellsNear,
  positionColumns,
  PRIVACY_CELL_METERS,
  privacyCell,
  publicAreaOf,
  cellArea,
  seesExact,
} from './privacy.js';

describe('privacy cells', () => {
  const secret = randomBytes(32);
  const { next: random, between } = seededRandom(20261127);

  it('cut the world into squares of 500 m; the public point is inside the cell, the same for every point of it', () => {
    for (let i = 0; i < 500; i++) {
      const lat = between(-70, 70);
      const lng = between(-180, 180);
      const cell = privacyCell(secret, lat, lng);
      expect(lat).toBeGreaterThanOrEqual(cell.south);
      expect(lat).toBeLessThan(cell.north);
      const rel = (((lng - cell.west) % 360) + 360) % 360;
      expect(rel).toBeLessThan(cell.east - cell.west);
      const height = distanceMeters(cell.south, 0, cell.north, 0);
      const width = distanceMeters(lat, cell.west, lat, cell.east);
      expect(height).toBeCloseTo(PRIVACY_CELL_METERS, 6);
      expect(width).toBeGreaterThan(PRIVACY_CELL_METERS - 2);
      expect(width).toBeLessThan(PRIVACY_CELL_METERS + 2);
      // Its point is inside it, and every point of the cell has that same cell.
      const again = privacyCell(secret, cell.latitude, cell.longitude);
      expect(again).toEqual(cell);
      const inside = privacyCell(
        secret,
        cell.south + random() * (cell.north - cell.south),
        cell.west + random() * (cell.east - cell.west),
      );
      expect(inside).toEqual(cell);
      // So the public point is within the cell's diagonal of the cat (about 707 m).
      const p = positionColumns(secret, lat, lng);
      expect(distanceMeters(lat, lng, p.publicLat, p.publicLng)).toBeLessThan(710);
      expect([p.publicLat, p.publicLng]).toEqual([cell.latitude, cell.longitude]);
    }
  });

  it('publicAreaOf: the square of the cell a public point is in, by the grid alone', () => {
    // Everywhere, the poles and the antimeridian too: the same square as the whole cell's.
    const points = Array.from({ length: 2000 }, (_, i) =>
      i < 1000
        ? { lat: between(-90, 90), lng: between(-180, 180) }
        : { lat: between(-90, 90), lng: i % 2 ? between(179.99, 180) : between(-180, -179.99) },
    );
    for (const { lat, lng } of [...points, { lat: 90, lng: 0 }, { lat: -90, lng: 180 }]) {
      const cell = privacyCell(secret, lat, lng);
      expect(publicAreaOf(secret, cell.latitude, cell.longitude)).toEqual(cellArea(cell));
    }
  });

  it('depend on the secret: another secret moves the grid and the points', () => {
    const a = privacyCell(secret, -23.55, -46.63);
    const b = privacyCell(randomBytes(32), -23.55, -46.63);
    expect([b.south, b.west]).not.toEqual([a.south, a.west]);
    expect([b.latitude, b.longitude]).not.toEqual([a.latitude, a.longitude]);
  });

  it('give the columns of both positions with their search cells, at the antimeridian and the pole too', () => {
    for (const [lat, lng] of [
      [-23.5505, -46.6333],
      [0.0001, 179.99999],
      [0.0001, -179.99999],
      [89.9995, 12],
    ] as const) {
      const p = positionColumns(secret, lat, lng);
      expect(p.cell).toBe(cellOf(lat, lng));
      expect(p.publicCell).toBe(cellOf(p.publicLat, p.publicLng));
      expect(distanceMeters(lat, lng, p.publicLat, p.publicLng)).toBeLessThan(710);
    }
  });

  it('cellsNear: the cells that come within the distance, always the point’s own', () => {
    for (let i = 0; i < 100; i++) {
      const lat = between(-60, 60);
      const lng = between(-180, 180);
      const near = cellsNear(secret, lat, lng, 300);
      const own = privacyCell(secret, lat, lng);
      expect(near).toContainEqual(own);
      expect(near.length).toBeLessThanOrEqual(9);
      // Any point within 300 m is in one of them.
      for (let j = 0; j < 20; j++) {
        const bearing = 2 * Math.PI * random();
        const to = offsetPoint(lat, lng, 299 * Math.cos(bearing), 299 * Math.sin(bearing));
        expect(near).toContainEqual(privacyCell(secret, to.latitude, to.longitude));
      }
    }
  });
});

describe('caretakers', () => {
  let h: Harness;
  afterEach(() => h.close());

  const insertCat = (ownerId: string) => {
    const id = newId();
    h.db
      .insert(cats)
      .values({
        id,
        name: 'Mimi',
        discoveredById: ownerId,
        ...positionColumns(h.deps.tokens.secret, -23.55, -46.63),
      })
      .run();
    return id;
  };
  const checkIn = (userId: string, catId: string, distance: number) =>
    h.db
      .insert(checkins)
      .values({
        id: newId(),
        userId,
        catId,
        catName: 'Mimi',
        actions: ['Alimentou'],
        healthStatus: 'Bom',
        previousHealth: 'Regular',
        lat: -23.55,
        lng: -46.63,
        distance,
        day: '2026-11-18',
        createdAt: h.clock.now(),
      })
      .run();

  const askCare = (userId: string, catId: string, status: CarerStatus) =>
    h.db.insert(carerRequests).values({ catId, userId, status, requestedAt: h.clock.now() }).run();

  it('are the registrar and approved carers; check-ins grant nothing, however close', () => {
    h = createHarness();
    const owner = h.createUser();
    const approved = h.createUser();
    const atTheSpot = h.createUser();
    const stranger = h.createUser();
    const catId = insertCat(owner.id);
    const other = insertCat(stranger.id);
    askCare(approved.id, catId, 'approved');
    checkIn(atTheSpot.id, catId, 0);
    checkIn(stranger.id, catId, 10);
    for (const status of ['pending', 'declined', 'revoked'] as const) {
      const user = h.createUser();
      askCare(user.id, catId, status);
      checkIn(user.id, catId, 5);
      expect(isCaretaker(h.db, user, catId)).toBe(false);
      expect(caretakerCatIds(h.db, user.id)).toEqual(new Set());
    }

    expect(isCaretaker(h.db, owner, catId)).toBe(true);
    expect(isCaretaker(h.db, approved, catId)).toBe(true);
    expect(isCaretaker(h.db, atTheSpot, catId)).toBe(false);
    expect(isCaretaker(h.db, stranger, catId)).toBe(false);
    expect(isCaretaker(h.db, null, catId)).toBe(false);
    expect(caretakerCatIds(h.db, owner.id)).toEqual(new Set([catId]));
    expect(caretakerCatIds(h.db, approved.id)).toEqual(new Set([catId]));
    expect(caretakerCatIds(h.db, atTheSpot.id)).toEqual(new Set());

    const view = locationView({ db: h.db, user: approved, isAdmin: false });
    expect(seesExact(view, catId)).toBe(true);
    expect(seesExact(view, other)).toBe(false);
    const admin = locationView({ db: h.db, user: stranger, isAdmin: true });
    expect(seesExact(admin, catId)).toBe(true);
    const anonymous = locationView({ db: h.db, user: null, isAdmin: false });
    expect(seesExact(anonymous, catId)).toBe(false);
  });
});
