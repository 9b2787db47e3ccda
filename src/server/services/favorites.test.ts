import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants.js';
import { favorites } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { rejection } from '../test/expect.js';
import { insertCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

describe('favorites', () => {
  it('adds idempotently, lists most recently favourited first, and removes', async () => {
    h = createHarness();
    const bia = h.createUser();
    const me = h.callerFor(bia);
    const mingau = await registerCat(h, h.createUser(), { name: 'Mingau' });
    const frajola = await registerCat(h, h.createUser(), { name: 'Frajola' });

    expect(await me.favorites.add({ catId: mingau._id })).toEqual({
      catId: mingau._id,
      isFavorite: true,
    });
    h.clock.advance(60_000);
    await me.favorites.add({ catId: frajola._id });
    await me.favorites.add({ catId: frajola._id });
    expect(h.db.select().from(favorites).all()).toHaveLength(2);

    const list = await me.favorites.list();
    expect(list.map((c) => c.name)).toEqual(['Frajola', 'Mingau']);
    expect(list.every((c) => c.isFavorite)).toBe(true);
    expect((await me.cats.byId({ id: mingau._id })).cat.isFavorite).toBe(true);
    expect((await h.anon.cats.byId({ id: mingau._id })).cat.isFavorite).toBe(false);
    expect(await h.callerFor(h.createUser()).favorites.list()).toEqual([]);

    expect(await me.favorites.remove({ catId: mingau._id })).toEqual({
      catId: mingau._id,
      isFavorite: false,
    });
    await me.favorites.remove({ catId: mingau._id });
    expect((await me.favorites.list()).map((c) => c.name)).toEqual(['Frajola']);
    expect((await me.cats.byId({ id: mingau._id })).cat.isFavorite).toBe(false);
  });

  it('is NOT_FOUND for an unknown cat and UNAUTHORIZED without a user', async () => {
    h = createHarness();
    const me = h.callerFor(h.createUser());
    const error = await rejection(me.favorites.add({ catId: newId() }), 'NOT_FOUND');
    expect(error.message).toBe('catNotFound');
    await rejection(me.favorites.add({ catId: '' }), 'BAD_REQUEST');
    await rejection(h.anon.favorites.add({ catId: newId() }), 'UNAUTHORIZED');
    await rejection(h.anon.favorites.remove({ catId: newId() }), 'UNAUTHORIZED');
    await rejection(h.anon.favorites.list(), 'UNAUTHORIZED');
  });

  it('lists at most the latest favourites (a bounded answer), here and on the profile', async () => {
    h = createHarness();
    const bia = h.createUser();
    const owner = h.createUser();
    const max = LIMITS.favoritesListMax;
    const ids: string[] = [];
    for (let i = 0; i <= max; i++) {
      const cat = insertCat(h, { discoveredById: owner.id, name: `Gato ${i}` });
      h.clock.advance(1000);
      h.db
        .insert(favorites)
        .values({ userId: bia.id, catId: cat.id, createdAt: h.clock.now() })
        .run();
      ids.push(cat.id);
    }
    const me = h.callerFor(bia);
    const list = await me.favorites.list();
    expect(list).toHaveLength(max);
    expect(list[0]!._id).toBe(ids.at(-1));
    expect(list.map((c) => c._id)).not.toContain(ids[0]);
    expect((await me.users.profile()).favorites).toHaveLength(max);
  });
});
