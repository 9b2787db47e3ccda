import { afterEach, describe, expect, it } from 'vitest';
import type { Cat } from '../db/schema.js';
import { type Caller, colonyApp } from '../test/colony-http.js';

// Leaving and removal end colony-derived access on every path; coordinators remove members
// (issue 30, parts 2 and 3), over HTTP on the real app.

let app: Awaited<ReturnType<typeof colonyApp>>;
afterEach(() => app?.r.close());

const DAY = 24 * 60 * 60 * 1000;
// The clock starts on Wednesday 2026-11-18, 12:00 in São Paulo; Thursday 07:00–08:00 there.
const THURSDAY = { weekday: 3, startMinute: 7 * 60, endMinute: 8 * 60 };

/** Cora's colony with two cats and a shift; Mallory is a member signed up for the shift. */
async function setUp() {
  app = await colonyApp();
  const { mutate, person, colonyOf, admit } = app;
  const { cora, colonyId, cats } = await colonyOf(2);
  const mallory = await person('Mallory');
  await admit(cora, mallory, colonyId);
  const shift = await mutate(cora, 'rota.addShift', { colonyId, ...THURSDAY });
  const shiftId = shift.data._id as string;
  expect((await mutate(mallory, 'rota.signUp', { shiftId })).status).toBe(200);
  return { cora, mallory, colonyId, cats, shiftId };
}

/** What a member has and someone outside the colony must not: every path, one by one. */
async function expectOutside(who: Caller, colonyId: string, cats: Cat[]) {
  const { trpc, mutate, expectExactFor } = app;
  for (const cat of cats) await expectExactFor(who, cat, false);
  const carers = await trpc(who, 'carers.forCat', { catId: cats[0]!.id });
  expect(carers.data).toMatchObject({ role: 'none', carers: [], pending: [] });
  const page = await trpc(who, 'colonies.byId', { colonyId });
  expect(page.data).toMatchObject({ members: null, cats: null, lastFeedingAt: null });
  expect(page.data.colony.me).toBeNull();
  expect((await trpc(who, 'rota.week', { colonyId })).status).toBe(403);
  const step = await mutate(who, 'tnr.record', {
    catId: cats[0]!.id,
    step: 'capturado',
    doneOn: '2026-11-18',
  });
  expect(step.status).toBe(403);
}

describe('leaving a colony', () => {
  it('ends colony-derived access at once: positions, carers, colony page, rota, TNR', async () => {
    const { cora, mallory, colonyId, cats } = await setUp();
    const { trpc, mutate, expectExactFor } = app;
    await expectExactFor(mallory, cats[0]!, true);
    expect((await trpc(mallory, 'rota.week', { colonyId })).status).toBe(200);
    expect((await mutate(mallory, 'colonies.leave', { colonyId })).status).toBe(200);
    await expectOutside(mallory, colonyId, cats);
    // Her place on the shift went with her.
    const week = await trpc(cora, 'rota.week', { colonyId });
    expect(week.data.shifts[0].carers).toEqual([]);
  });
});

describe('removing a member', () => {
  it('a coordinator removes a member with a reason: access ends, she is told, it is audited, and she waits 7 days', async () => {
    const { cora, mallory, colonyId, cats } = await setUp();
    const { r, trpc, mutate, person } = app;
    const removed = await mutate(cora, 'colonies.removeMember', {
      colonyId,
      userId: mallory.user.id,
      reason: '  Pediu os locais para terceiros  ',
    });
    expect(removed).toMatchObject({ status: 200, data: { done: true } });
    await expectOutside(mallory, colonyId, cats);
    const week = await trpc(cora, 'rota.week', { colonyId });
    expect(week.data.shifts[0].carers).toEqual([]);
    const people = await trpc(cora, 'colonies.byId', { colonyId });
    const members = people.data.members as { name: string }[];
    expect(members.map((m) => m.name)).toEqual(['Cora']);

    // Told in the app, with the reason.
    const inbox = await trpc(mallory, 'notifications.list', {});
    expect(inbox.data.notifications[0]).toMatchObject({
      kind: 'colonyRemoved',
      text: 'A coordenação de Colônia do Coreto tirou você da colônia. Motivo: Pediu os locais para terceiros. Você pode pedir para entrar de novo depois de 7 dias.',
      path: `/colony/${colonyId}`,
    });

    // In the audit log, by whom, about whom, why.
    const admin = await person('Adm', { isAdmin: true });
    const log = await trpc(admin, 'moderation.log', {});
    expect(log.data.entries[0]).toMatchObject({
      action: 'colonyRemove',
      targetType: 'user',
      targetId: mallory.user.id,
      reason: 'Colônia do Coreto: Pediu os locais para terceiros',
      actor: { _id: cora.user.id, name: 'Cora' },
    });

    // She may ask again only after 7 days.
    const early = await mutate(mallory, 'colonies.join', { colonyId });
    expect(early.status).toBe(429);
    expect(early.message).toBe(
      'A coordenação tirou você desta colônia há pouco. Você poderá pedir para entrar de novo em 7 dia(s).',
    );
    r.clock.advance(6 * DAY + 60_000);
    const inSpanish = await r.post('/trpc/colonies.join', {
      token: mallory.token,
      json: { colonyId },
      headers: { 'x-lang': 'es' },
    });
    expect(inSpanish.status).toBe(429);
    expect(inSpanish.body.error.message).toBe(
      'La coordinación te retiró de esta colonia hace poco. Podrás pedir entrar de nuevo en 1 día(s).',
    );
    r.clock.advance(DAY);
    // A week on, her first session has expired: she signs in again.
    const again = { ...mallory, token: await r.tokenFor(mallory.user) };
    expect((await mutate(again, 'colonies.join', { colonyId })).status).toBe(200);
  });

  it('only coordinators and admins remove; the last coordinator stays; bad input gets a clear 4xx', async () => {
    const { cora, mallory, colonyId } = await setUp();
    const { r, mutate, person, admit } = app;
    const bia = await person('Bia');
    await admit(cora, bia, colonyId);
    const stranger = await person('Sara');

    const byMember = await mutate(mallory, 'colonies.removeMember', {
      colonyId,
      userId: bia.user.id,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.message).toBe('Só quem coordena esta colônia pode fazer isso.');
    expect(
      (await mutate(stranger, 'colonies.removeMember', { colonyId, userId: bia.user.id })).status,
    ).toBe(403);

    // The last coordinator cannot be removed, not even by an admin; nor can she remove herself.
    const admin = await person('Adm', { isAdmin: true });
    const last = await mutate(admin, 'colonies.removeMember', {
      colonyId,
      userId: cora.user.id,
    });
    expect(last.status).toBe(409);
    expect(last.message).toBe('A colônia precisa de outra pessoa na coordenação antes disso.');
    const self = await r.post('/trpc/colonies.removeMember', {
      token: cora.token,
      json: { colonyId, userId: cora.user.id },
      headers: { 'x-lang': 'en' },
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('To leave the colony, use “Leave colony”.');

    // Not a member, an unknown colony, a reason too long, an unknown field.
    const notMember = await mutate(cora, 'colonies.removeMember', {
      colonyId,
      userId: stranger.user.id,
    });
    expect([notMember.status, notMember.message]).toEqual([
      404,
      'Esta pessoa não faz parte desta colônia.',
    ]);
    expect(
      (await mutate(cora, 'colonies.removeMember', { colonyId: 'nope', userId: bia.user.id }))
        .status,
    ).toBe(404);
    const long = await r.post('/trpc/colonies.removeMember', {
      token: cora.token,
      json: { colonyId, userId: bia.user.id, reason: 'x'.repeat(301) },
      headers: { 'x-lang': 'es' },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('300');
    const extra = await mutate(cora, 'colonies.removeMember', {
      colonyId,
      userId: bia.user.id,
      ban: true,
    });
    expect(extra.status).toBe(400);
    expect((await app.trpc(bia, 'colonies.byId', { colonyId })).data.colony.me).toMatchObject({
      status: 'approved',
    });

    // A second coordinator may be removed by another one, and an admin removes members too.
    await mutate(cora, 'colonies.setRole', { colonyId, userId: bia.user.id, role: 'coordinator' });
    expect(
      (await mutate(cora, 'colonies.removeMember', { colonyId, userId: bia.user.id })).status,
    ).toBe(200);
    expect(
      (await mutate(admin, 'colonies.removeMember', { colonyId, userId: mallory.user.id })).status,
    ).toBe(200);
  });
});
