import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cellOf, distanceMeters } from '../../shared/geo.js';
import { carerRequests, checkins, cats, type CarerStatus } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { createHarness, type Harness } from '../test/harness.js';
import {
  caretakerCatIds,
  isCaretaker,
  locationView,
  positionColumns,
  publicOffset,
  seesExact,
} from './privacy.js';

describe('publicOffset', () => {
  const secret = randomBytes(32);

  it('is the same for the same cat, between 100 and 250 m, in every direction', () => {
    const quadrants = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = newId();
      const offset = publicOffset(secret, id);
      expect(publicOffset(secret, id)).toEqual(offset);
      expect(offset.distance).toBeGreaterThanOrEqual(100);
      expect(offset.distance).toBeLessThan(250);
      expect(Math.hypot(offset.north, offset.east)).toBeCloseTo(offset.distance, 6);
      quadrants.add(`${Math.sign(offset.north)}${Math.sign(offset.east)}`);
    }
    expect(quadrants.size).toBe(4);
  });

  it('depends on the secret and the cat', () => {
    const id = newId();
    expect(publicOffset(randomBytes(32), id)).not.toEqual(publicOffset(secret, id));
    expect(publicOffset(secret, newId())).not.toEqual(publicOffset(secret, id));
  });

  it('gives the columns of both positions, 100–250 m apart, with their cells', () => {
    for (const [lat, lng] of [
      [-23.5505, -46.6333],
      [0.0001, 179.99999],
      [89.9995, 12],
    ] as const) {
      const id = newId();
      const p = positionColumns(secret, id, lat, lng);
      const apart = distanceMeters(p.lat, p.lng, p.publicLat, p.publicLng);
      expect(apart).toBeGreaterThanOrEqual(100 - 1e-6);
      expect(apart).toBeLessThan(250 + 1e-6);
      expect(p.cell).toBe(cellOf(lat, lng));
      expect(p.publicCell).toBe(cellOf(p.publicLat, p.publicLng));
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
        ...positionColumns(h.deps.tokens.secret, id, -23.55, -46.63),
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
