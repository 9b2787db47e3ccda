import { afterEach, describe, expect, it } from 'vitest';
import type { Cat, User } from '../db/schema.js';
import { expectNoCoordinateOf } from '../test/expect.js';
import { HOME, insertCat } from '../test/fixtures.js';
import { createRestApp, type RestApp } from '../test/rest-client.js';

// Colony membership and carer access over HTTP (the real app, inject): issue 30, part 2.

let r: RestApp;
afterEach(() => r?.close());

interface Caller {
  user: User;
  token: string;
}

/** A tRPC call as the web client makes it: queries are GETs, mutations POST their input. */
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions
  const body = res.json<any>();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message };
}
const mutate = (who: Caller, path: string, input: unknown) => trpc(who, path, input, true);

async function person(name: string, fields: Partial<User> = {}): Promise<Caller> {
  const { user, token } = await r.signIn({ name, ...fields });
  return { user, token };
}

const spotOf = (cat: Cat) => ({ latitude: cat.lat, longitude: cat.lng });

/** A coordinator's colony of five cats, each at its own exact spot, and a would-be member. */
async function colonyOfFive() {
  r = await createRestApp();
  const cora = await person('Cora');
  const mallory = await person('Mallory');
  const created = await mutate(cora, 'colonies.create', { name: 'Colônia do Coreto', ...HOME });
  expect(created.status).toBe(200);
  const colonyId = created.data._id as string;
  const cats: Cat[] = [];
  for (let i = 0; i < 5; i++) {
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
    expect((await mutate(cora, 'colonies.addCat', { colonyId, catId: cat.id })).status).toBe(200);
    cats.push(cat);
  }
  return { cora, mallory, colonyId, cats };
}

/** Every read of the cat's position the caller has: tRPC and REST, one cat and the lists. */
async function positionAnswers(who: Caller, cat: Cat) {
  return [
    await trpc(who, 'cats.byId', { id: cat.id }),
    await trpc(who, 'cats.nearby', HOME),
    await trpc(who, 'cats.list', {}),
    await r.get(`/api/cats/${cat.id}`, { token: who.token }),
    await r.get(`/cats/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`, { token: who.token }),
  ];
}

async function expectExactFor(who: Caller, cat: Cat, exact: boolean) {
  const byId = await trpc(who, 'cats.byId', { id: cat.id });
  expect(byId.data.cat.exactLocation).toBe(exact);
  if (exact) {
    expect(byId.data.cat.location.coordinates).toEqual([cat.lng, cat.lat]);
  } else {
    for (const answer of await positionAnswers(who, cat)) {
      expect(answer.status).toBe(200);
      expectNoCoordinateOf('data' in answer ? answer.data : answer.body, spotOf(cat));
    }
  }
}

describe('colony membership grants no lasting carer access', () => {
  it('a member who asked for every colony cat cannot approve her own requests, and after leaving the exact positions are gone', async () => {
    const { cora, mallory, colonyId, cats } = await colonyOfFive();
    // She asks "Sou cuidador(a)" for each cat before joining, then joins.
    for (const cat of cats) {
      expect((await mutate(mallory, 'carers.request', { catId: cat.id })).status).toBe(200);
    }
    expect((await mutate(mallory, 'colonies.join', { colonyId })).status).toBe(200);
    expect(
      (
        await mutate(cora, 'colonies.decide', {
          colonyId,
          userId: mallory.user.id,
          decision: 'approve',
        })
      ).status,
    ).toBe(200);
    // A member is a carer of every colony cat…
    for (const cat of cats) await expectExactFor(mallory, cat, true);
    // …but neither sees her own requests to decide nor can approve them.
    expect((await trpc(mallory, 'carers.pendingForMe')).data).toEqual([]);
    const forCat = await trpc(mallory, 'carers.forCat', { catId: cats[0]!.id });
    expect(forCat.data.pending).toEqual([]);
    for (const cat of cats) {
      const own = await mutate(mallory, 'carers.decide', {
        catId: cat.id,
        userId: mallory.user.id,
        decision: 'approve',
      });
      expect(own.status).toBe(403);
      expect(own.message).toBe(
        'Ninguém decide o próprio pedido: outra pessoa que cuida do gato vai responder.',
      );
    }

    expect((await mutate(mallory, 'colonies.leave', { colonyId })).status).toBe(200);
    for (const cat of cats) await expectExactFor(mallory, cat, false);
    // Her requests still wait for someone who decides.
    const pending = (await trpc(cora, 'carers.pendingForMe')).data as { userId: string }[];
    expect(pending.filter((p) => p.userId === mallory.user.id)).toHaveLength(5);
  });

  it('care that comes only from the colony decides nothing; coordinators, registrars and direct carers do', async () => {
    const { cora, mallory, colonyId, cats } = await colonyOfFive();
    const [cat] = cats;
    const bia = await person('Bia');
    const dan = await person('Dan');
    await mutate(mallory, 'colonies.join', { colonyId });
    await mutate(cora, 'colonies.decide', {
      colonyId,
      userId: mallory.user.id,
      decision: 'approve',
    });
    await mutate(bia, 'carers.request', { catId: cat!.id });
    r.clock.advance(60_000);
    await mutate(dan, 'carers.request', { catId: cat!.id });

    const byMember = await mutate(mallory, 'carers.decide', {
      catId: cat!.id,
      userId: bia.user.id,
      decision: 'approve',
    });
    expect(byMember.status).toBe(403);
    expect(
      (
        await r.post('/trpc/carers.decide', {
          token: mallory.token,
          json: { catId: cat!.id, userId: bia.user.id, decision: 'approve' },
          headers: { 'x-lang': 'en' },
        })
      ).body.error.message,
    ).toBe(
      'Caring for the cat only as a colony member does not decide requests: its registrar, carers approved for it, the colony coordinators or admins do.',
    );
    // She sees who cares for the cat, not who is waiting, and may revoke nobody.
    const seen = await trpc(mallory, 'carers.forCat', { catId: cat!.id });
    expect(seen.data.role).toBe('carer');
    expect(seen.data.pending).toEqual([]);
    const carers = seen.data.carers as { canRevoke: boolean }[];
    expect(carers.every((c) => !c.canRevoke)).toBe(true);

    // A second coordinator who did not register the cat decides as coordinator.
    const coco = await person('Coco');
    await mutate(coco, 'colonies.join', { colonyId });
    await mutate(cora, 'colonies.decide', { colonyId, userId: coco.user.id, decision: 'approve' });
    await mutate(cora, 'colonies.setRole', {
      colonyId,
      userId: coco.user.id,
      role: 'coordinator',
    });
    const waiting = (await trpc(coco, 'carers.pendingForMe')).data as { userId: string }[];
    expect(waiting.map((p) => p.userId)).toEqual([bia.user.id, dan.user.id]);
    const byCoordinator = await mutate(coco, 'carers.decide', {
      catId: cat!.id,
      userId: bia.user.id,
      decision: 'approve',
    });
    expect(byCoordinator.status).toBe(200);
    // Bia, approved for the cat itself, decides the next one.
    const byCarer = await mutate(bia, 'carers.decide', {
      catId: cat!.id,
      userId: dan.user.id,
      decision: 'decline',
    });
    expect(byCarer.status).toBe(200);
  });
});
