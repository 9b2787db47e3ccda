import { afterEach, describe, expect, it } from 'vitest';
import { colonyApp } from '../test/colony-http.js';

// Colony membership and carer access over HTTP (the real app, inject): issue 30, part 2.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

describe('colony membership grants no lasting carer access', () => {
  it('a member who asked for every colony cat cannot approve her own requests, and after leaving the exact positions are gone', async () => {
    app = await colonyApp();
    const { trpc, mutate, person, colonyOf, admit, expectExactFor } = app;
    const { cora, colonyId, cats } = await colonyOf(5);
    const mallory = await person('Mallory');
    // She asks "Sou cuidador(a)" for each cat before joining, then joins.
    for (const cat of cats) {
      expect((await mutate(mallory, 'carers.request', { catId: cat.id })).status).toBe(200);
    }
    await admit(cora, mallory, colonyId);
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
    app = await colonyApp();
    const { r, trpc, mutate, person, colonyOf, admit } = app;
    const { cora, colonyId, cats } = await colonyOf(1);
    const cat = cats[0]!;
    const mallory = await person('Mallory');
    const bia = await person('Bia');
    const dan = await person('Dan');
    await admit(cora, mallory, colonyId);
    await mutate(bia, 'carers.request', { catId: cat.id });
    r.clock.advance(60_000);
    await mutate(dan, 'carers.request', { catId: cat.id });

    const decision = { catId: cat.id, userId: bia.user.id, decision: 'approve' };
    expect((await mutate(mallory, 'carers.decide', decision)).status).toBe(403);
    const inEnglish = await r.post('/trpc/carers.decide', {
      token: mallory.token,
      json: decision,
      headers: { 'x-lang': 'en' },
    });
    expect(inEnglish.body.error.message).toBe(
      'Caring for the cat only as a colony member does not decide requests: its registrar, carers approved for it, the colony coordinators or admins do.',
    );
    // She sees who cares for the cat, not who is waiting, and may revoke nobody.
    const seen = await trpc(mallory, 'carers.forCat', { catId: cat.id });
    expect(seen.data.role).toBe('carer');
    expect(seen.data.pending).toEqual([]);
    const carers = seen.data.carers as { canRevoke: boolean }[];
    expect(carers.every((c) => !c.canRevoke)).toBe(true);
    expect(
      (await mutate(mallory, 'carers.revoke', { catId: cat.id, userId: cora.user.id })).status,
    ).toBe(403);

    // A second coordinator who did not register the cat decides as coordinator.
    const coco = await person('Coco');
    await admit(cora, coco, colonyId);
    await mutate(cora, 'colonies.setRole', {
      colonyId,
      userId: coco.user.id,
      role: 'coordinator',
    });
    const waiting = (await trpc(coco, 'carers.pendingForMe')).data as { userId: string }[];
    expect(waiting.map((p) => p.userId)).toEqual([bia.user.id, dan.user.id]);
    expect((await mutate(coco, 'carers.decide', decision)).status).toBe(200);
    // Bia, approved for the cat itself, decides the next one.
    const byCarer = await mutate(bia, 'carers.decide', {
      catId: cat.id,
      userId: dan.user.id,
      decision: 'decline',
    });
    expect(byCarer.status).toBe(200);
  });
});
