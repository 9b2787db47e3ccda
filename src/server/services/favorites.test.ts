import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { favorites } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

async function rejection(promise: Promise<unknown>, code: TRPCError['code']) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

async function registerCat(name: string) {
  const owner = h.createUser();
  const form = new FormData();
  const data = {
    name,
    description: 'Gato da praça',
    color: 'Preto',
    location: { latitude: -23.5505, longitude: -46.6333 },
  };
  form.append('data', JSON.stringify(data));
  const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#333' } })
    .png()
    .toBuffer();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'p.png');
  return h.callerFor(owner).cats.create(form);
}

describe('favorites', () => {
  it('adds idempotently, lists most recently favourited first, and removes', async () => {
    h = createHarness();
    const bia = h.createUser();
    const me = h.callerFor(bia);
    const mingau = await registerCat('Mingau');
    const frajola = await registerCat('Frajola');

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
});
