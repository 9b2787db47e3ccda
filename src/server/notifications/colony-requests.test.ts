import { afterEach, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { HOME } from '../test/fixtures.js';
import { createHarness, type Harness, type JsonBody } from '../test/harness.js';
import { type Caller, colonyApp } from '../test/colony-http.js';

// Requests reach people (issue 32, section 3): asking to join a colony tells its coordinators,
// the decision tells the person who asked.

describe('colony join requests over HTTP', () => {
  let app: Awaited<ReturnType<typeof colonyApp>>;
  afterEach(() => app?.r.close());

  const inbox = async (who: Caller) => {
    const list = await app.trpc(who, 'notifications.list', {});
    expect(list.status).toBe(200);
    return list.data.notifications as { kind: string; text: string; path: string }[];
  };
  const unread = async (who: Caller) =>
    (await app.trpc(who, 'notifications.unread', undefined)).data.unread as number;

  it('tells every coordinator of a request (not the carers), and the asker of an approval', async () => {
    app = await colonyApp();
    const { mutate, person, colonyOf, admit } = app;
    const { cora, colonyId } = await colonyOf(1);
    const coco = await person('Coco');
    const carla = await person('Carla');
    await admit(cora, coco, colonyId);
    await admit(cora, carla, colonyId);
    await mutate(cora, 'colonies.setRole', { colonyId, userId: coco.user.id, role: 'coordinator' });
    const before = {
      cora: await unread(cora),
      coco: await unread(coco),
      carla: await unread(carla),
    };

    const bia = await person('Bia');
    expect((await mutate(bia, 'colonies.join', { colonyId })).status).toBe(200);

    for (const coordinator of [cora, coco]) {
      const [latest] = await inbox(coordinator);
      expect(latest).toMatchObject({
        kind: 'colonyRequest',
        text: 'Bia pediu para entrar em Colônia do Coreto.',
        path: `/colony/${colonyId}`,
      });
    }
    expect(await unread(cora)).toBe(before.cora + 1);
    expect(await unread(coco)).toBe(before.coco + 1);
    // A carer member decides nothing, so she is not told.
    expect(await unread(carla)).toBe(before.carla);
    expect((await inbox(carla)).map((n) => n.kind)).not.toContain('colonyRequest');
    // The person asking is not told of her own action.
    expect(await inbox(bia)).toEqual([]);

    const decided = await mutate(coco, 'colonies.decide', {
      colonyId,
      userId: bia.user.id,
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    expect(await inbox(bia)).toEqual([
      expect.objectContaining({
        kind: 'colonyApproved',
        text: 'Você agora faz parte de Colônia do Coreto: os gatos e a escala da colônia aparecem para você.',
        path: `/colony/${colonyId}`,
      }),
    ]);
  });

  it('tells the asker of a refusal, and a refused request cannot be decided twice', async () => {
    app = await colonyApp();
    const { mutate, person, colonyOf } = app;
    const { cora, colonyId } = await colonyOf(0);
    const bia = await person('Bia');
    await mutate(bia, 'colonies.join', { colonyId });
    const declined = await mutate(cora, 'colonies.decide', {
      colonyId,
      userId: bia.user.id,
      decision: 'decline',
    });
    expect(declined.status).toBe(200);
    expect((await inbox(bia)).map((n) => n.text)).toEqual([
      'Seu pedido para entrar em Colônia do Coreto foi recusado.',
    ]);
    const again = await mutate(cora, 'colonies.decide', {
      colonyId,
      userId: bia.user.id,
      decision: 'approve',
    });
    expect(again.status).toBe(404);
    expect(await inbox(bia)).toHaveLength(1);
  });

  it('counts the waiting requests on the colony for its coordinators only', async () => {
    app = await colonyApp();
    const { trpc, mutate, person, colonyOf, admit } = app;
    const { cora, colonyId } = await colonyOf(0);
    const carla = await person('Carla');
    await admit(cora, carla, colonyId);
    for (const name of ['Bia', 'Caio']) {
      await mutate(await person(name), 'colonies.join', { colonyId });
    }
    const page = async (who: Caller | null) =>
      (await trpc(who, 'colonies.byId', { colonyId })).data.colony.pendingRequests as unknown;
    const listed = async (who: Caller | null) =>
      ((await trpc(who, 'colonies.list', undefined)).data as unknown as JsonBody[]).find(
        (c) => c._id === colonyId,
      )!.pendingRequests as unknown;
    expect(await page(cora)).toBe(2);
    expect(await listed(cora)).toBe(2);
    for (const who of [carla, null]) {
      expect(await page(who)).toBeNull();
      expect(await listed(who)).toBeNull();
    }
  });

  it('a request refused for a reason (already pending) tells nobody again', async () => {
    app = await colonyApp();
    const { mutate, person, colonyOf } = app;
    const { cora, colonyId } = await colonyOf(0);
    const bia = await person('Bia');
    await mutate(bia, 'colonies.join', { colonyId });
    const twice = await mutate(bia, 'colonies.join', { colonyId });
    expect(twice.status).toBe(409);
    expect((await inbox(cora)).filter((n) => n.kind === 'colonyRequest')).toHaveLength(1);
  });
});

describe('colony join requests as pushes', () => {
  let h: Harness;
  let push: FakePushService;
  afterEach(async () => {
    await h?.deps.push.stop();
    h?.close();
    await push?.close();
  });

  it('push the request to a coordinator with a device, naming nobody, and the answer to the asker', async () => {
    push = await startFakePushService();
    h = createHarness({ settings: { PUSH_SERVICES: [push.origin] } });
    const cora = h.createUser({ name: 'Cora' });
    const bia = h.createUser({ name: 'Bia' });
    const devices = new Map<string, string>();
    for (const user of [cora, bia]) {
      const { id, ...subscription } = push.subscription();
      await h.callerFor(user).notifications.subscribe({ ...subscription, locale: 'pt-BR' });
      devices.set(user.id, id);
    }
    const colony = await h.callerFor(cora).colonies.create({ name: 'Coreto', ...HOME });
    await h.callerFor(bia).colonies.join({ colonyId: colony._id });
    await h.deps.push.sweep();
    expect(push.refused).toEqual([]);
    expect(push.payloadsFor(devices.get(cora.id)!)).toEqual([
      expect.objectContaining({
        body: 'Alguém pediu para entrar em Coreto.',
        url: `/colony/${colony._id}`,
      }),
    ]);
    await h
      .callerFor(cora)
      .colonies.decide({ colonyId: colony._id, userId: bia.id, decision: 'approve' });
    await h.deps.push.sweep();
    expect(push.payloadsFor(devices.get(bia.id)!)).toEqual([
      expect.objectContaining({
        body: 'Você agora faz parte de Coreto: os gatos e a escala da colônia aparecem para você.',
        url: `/colony/${colony._id}`,
      }),
    ]);
  });
});
