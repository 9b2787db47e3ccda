import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cellOf, distanceMeters } from '../../shared/geo.js';
import { checkins, cats } from '../db/schema.js';
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

  it('are the registrar (and admins), never whoever checked in, however near', () => {
    h = createHarness();
    const owner = h.createUser();
    const near = h.createUser();
    const far = h.createUser();
    const stranger = h.createUser();
    const catId = insertCat(owner.id);
    const other = insertCat(stranger.id);
    checkIn(near.id, catId, 1000);
    checkIn(far.id, catId, 1500);

    expect(isCaretaker(h.db, owner, catId)).toBe(true);
    expect(isCaretaker(h.db, near, catId)).toBe(false);
    expect(isCaretaker(h.db, far, catId)).toBe(false);
    expect(isCaretaker(h.db, stranger, catId)).toBe(false);
    expect(isCaretaker(h.db, null, catId)).toBe(false);
    expect(caretakerCatIds(h.db, owner.id)).toEqual(new Set([catId]));
    expect(caretakerCatIds(h.db, near.id)).toEqual(new Set());
    expect(caretakerCatIds(h.db, far.id)).toEqual(new Set());

    const view = locationView({ db: h.db, user: near, isAdmin: false });
    expect(seesExact(view, catId)).toBe(false);
    expect(seesExact(view, other)).toBe(false);
    const ownerView = locationView({ db: h.db, user: owner, isAdmin: false });
    expect(seesExact(ownerView, catId)).toBe(true);
    expect(seesExact(ownerView, other)).toBe(false);
    const admin = locationView({ db: h.db, user: stranger, isAdmin: true });
    expect(seesExact(admin, catId)).toBe(true);
    const anonymous = locationView({ db: h.db, user: null, isAdmin: false });
    expect(seesExact(anonymous, catId)).toBe(false);
  });
});
