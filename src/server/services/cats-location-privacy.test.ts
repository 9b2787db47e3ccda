import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/geo.js';
import type { User } from '../db/schema.js';
import { coordinatesOf, insertCheckin, near, stored } from '../test/cat-helpers.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import type { CatDto } from './cat-dto.js';
import { privacyCell } from './privacy.js';

let h: Harness;
afterEach(() => h?.close());

describe('location privacy', () => {
  /** Every read path a caller has, each cat in it. */
  async function everything(user: User | null, catId: string) {
    const caller = h.callerFor(user);
    const found: CatDto[] = [];
    found.push((await caller.cats.byId({ id: catId })).cat);
    found.push(...(await caller.cats.nearby(HOME)));
    found.push(...(await caller.cats.list({})).cats);
    found.push(...(await caller.cats.list({ ...HOME })).cats);
    found.push(...(await caller.cats.emergencies()));
    if (user) {
      found.push(...(await caller.cats.similar(HOME)));
      found.push(...(await caller.favorites.list()));
    }
    return found.filter((cat) => cat._id === catId);
  }

  async function setUp() {
    h = createHarness();
    const ana = h.createUser();
    const cat = await registerCat(h, ana, { health: 'Emergência', location: near(40) });
    return { ana, cat, row: stored(h, cat._id) };
  }

  it('anonymous callers and strangers only ever see the shifted position and its distance', async () => {
    const { cat, row } = await setUp();
    const stranger = h.createUser();
    await h.callerFor(stranger).favorites.add({ catId: cat._id });
    for (const user of [null, stranger]) {
      const seen = await everything(user, cat._id);
      expect(seen.length).toBe(user ? 7 : 5);
      for (const dto of seen) {
        expect(dto.exactLocation).toBe(false);
        expect(coordinatesOf(dto)).toEqual({ latitude: row.publicLat, longitude: row.publicLng });
        if (dto.distance !== undefined) {
          expect(dto.distance).toBe(
            Math.round(distanceMeters(HOME.latitude, HOME.longitude, row.publicLat, row.publicLng)),
          );
        }
        expectNoCoordinateOf(dto, { latitude: row.lat, longitude: row.lng });
      }
    }
  });

  it('the public point is stable across calls: the point of the cat’s privacy cell, within its diagonal', async () => {
    const { cat, row } = await setUp();
    const first = coordinatesOf((await h.anon.cats.byId({ id: cat._id })).cat);
    const second = coordinatesOf((await h.anon.cats.nearby(HOME))[0]!);
    expect(second).toEqual(first);
    const cell = privacyCell(h.deps.tokens.secret, row.lat, row.lng);
    expect(first).toEqual({ latitude: cell.latitude, longitude: cell.longitude });
    const apart = distanceMeters(row.lat, row.lng, first.latitude, first.longitude);
    expect(apart).toBeLessThan(710);
  });

  it('the registrar, admins and approved carers see the exact position; a check-in grants nothing', async () => {
    const { ana, cat, row } = await setUp();
    const helper = h.createUser();
    const atTheSpot = h.createUser();
    const admin = h.createUser({ isAdmin: true });
    await h.callerFor(helper).carers.request({ catId: cat._id });
    await h
      .callerFor(ana)
      .carers.decide({ catId: cat._id, userId: helper.id, decision: 'approve' });
    insertCheckin(h, atTheSpot.id, cat._id, 0);
    for (const user of [helper, atTheSpot, admin]) {
      await h.callerFor(user).favorites.add({ catId: cat._id });
    }
    for (const user of [ana, helper, admin]) {
      const seen = await everything(user, cat._id);
      expect(seen.length).toBeGreaterThanOrEqual(6);
      for (const dto of seen) {
        expect(dto.exactLocation).toBe(true);
        expect(coordinatesOf(dto)).toEqual({ latitude: row.lat, longitude: row.lng });
        if (dto.distance !== undefined) expect(dto.distance).toBe(40);
      }
    }
    for (const dto of await everything(atTheSpot, cat._id)) {
      expect(dto.exactLocation).toBe(false);
      expect(coordinatesOf(dto)).toEqual({ latitude: row.publicLat, longitude: row.publicLng });
    }
  });

  it('nearby and similar find cats by the position the caller may see', async () => {
    h = createHarness();
    const ana = h.createUser();
    const stranger = h.createUser();
    const cat = await registerCat(h, ana, { location: near(0) });
    const row = stored(h, cat._id);
    const shifted = distanceMeters(HOME.latitude, HOME.longitude, row.publicLat, row.publicLng);
    // A radius between the real and the shifted distance: the registrar finds it, others not.
    const radius = Math.floor(shifted) - 1;
    expect(await h.callerFor(ana).cats.nearby({ ...HOME, radius })).toHaveLength(1);
    expect(await h.callerFor(stranger).cats.nearby({ ...HOME, radius })).toEqual([]);
    expect(await h.anon.cats.nearby({ ...HOME, radius })).toEqual([]);
    const fromPublic = { latitude: row.publicLat, longitude: row.publicLng };
    expect((await h.callerFor(stranger).cats.similar(fromPublic))[0]!.distance).toBe(0);
  });
});
