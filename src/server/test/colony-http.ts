import { expect } from 'vitest';
import type { Cat, User } from '../db/schema.js';
import { expectNoCoordinateOf } from './expect.js';
import { HOME, insertCat } from './fixtures.js';
import type { JsonBody } from './harness.js';
import { createRestApp, type RestApp } from './rest-client.js';

/** A signed-in person and their token. */
export interface Caller {
  user: User;
  token: string;
}

/**
 * The real app over HTTP (inject) for colony tests: tRPC calls as the web client makes them
 * (queries are GETs, mutations POST their input), and a coordinator's colony of cats.
 */
export async function colonyApp() {
  const r: RestApp = await createRestApp();

  async function trpc(who: Caller | null, path: string, input?: unknown, mutation = false) {
    const headers: Record<string, string> = who ? { 'x-auth-token': who.token } : {};
    const res = mutation
      ? await r.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input ?? {}),
        })
      : await r.app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers,
        });
    const body = res.json<{ result?: { data: JsonBody }; error?: { message: string } }>();
    // An answer of unknown shape: the tests' assertions check it.
    return {
      status: res.statusCode,
      data: body.result?.data as JsonBody,
      message: body.error?.message,
    };
  }
  const mutate = (who: Caller, path: string, input: unknown) => trpc(who, path, input, true);

  const person = async (name: string, fields: Partial<User> = {}): Promise<Caller> =>
    r.signIn({ name, ...fields });

  /** Cora's colony of `n` cats she registered, each at its own exact spot. */
  async function colonyOf(n: number) {
    const cora = await person('Cora');
    const created = await mutate(cora, 'colonies.create', { name: 'Colônia do Coreto', ...HOME });
    expect(created.status).toBe(200);
    const colonyId = created.data._id as string;
    const cats: Cat[] = [];
    for (let i = 0; i < n; i++) {
      const lat = HOME.latitude + 0.0003 * i;
      const lng = HOME.longitude - 0.0002 * i;
      const cat = insertCat(r, {
        name: `Gato ${i}`,
        discoveredById: cora.user.id,
        lat,
        lng,
        publicLat: lat + 0.002,
        publicLng: lng + 0.002,
      });
      const added = await mutate(cora, 'colonies.addCat', { colonyId, catId: cat.id });
      expect(added.status).toBe(200);
      cats.push(cat);
    }
    return { cora, colonyId, cats };
  }

  /** The person asks to join and the coordinator approves. */
  async function admit(coordinator: Caller, who: Caller, colonyId: string) {
    expect((await mutate(who, 'colonies.join', { colonyId })).status).toBe(200);
    const decided = await mutate(coordinator, 'colonies.decide', {
      colonyId,
      userId: who.user.id,
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
  }

  /** Whether the caller gets the cat's exact spot; when not, no answer holds it anywhere. */
  async function expectExactFor(who: Caller, cat: Cat, exact: boolean) {
    const byId = await trpc(who, 'cats.byId', { id: cat.id });
    const dto = byId.data.cat as { exactLocation: boolean; location: { coordinates: number[] } };
    expect(dto.exactLocation).toBe(exact);
    if (exact) {
      expect(dto.location.coordinates).toEqual([cat.lng, cat.lat]);
      return;
    }
    const answers = [byId, await trpc(who, 'cats.nearby', HOME), await trpc(who, 'cats.list', {})];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expectNoCoordinateOf(answer.data, { latitude: cat.lat, longitude: cat.lng });
    }
    for (const url of [
      `/api/cats/${cat.id}`,
      `/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`,
    ]) {
      const answer = await r.get(url, { token: who.token });
      expect(answer.status).toBe(200);
      expectNoCoordinateOf(answer.body, { latitude: cat.lat, longitude: cat.lng });
    }
  }

  return { r, trpc, mutate, person, colonyOf, admit, expectExactFor };
}
