import { afterEach, describe, expect, it } from 'vitest';
import {
  checkinFields,
  createRestApp,
  form,
  HOME,
  pluck,
  pointJson,
  type RestApp,
} from '../test/rest-client.js';
import type { JsonBody } from '../test/harness.js';
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { HEALTH_REPORTS } from '../../shared/health-reports.js';
import { FAIR_PLAY } from '../../shared/points.js';
import { ask, mutate } from './http.js';

// Attack: anyone, from anywhere, set a cat to Emergência with one check-in, and the whole region
// was alerted (at night too). Now a non-carer's urgent state is a report that waits.

let r: RestApp;
let push: FakePushService | undefined;
afterEach(async () => {
  await r?.app.deps.push.stop();
  await r?.close();
  await push?.close();
  push = undefined;
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Far from the cat: "from anywhere". */
const FAR = pointJson(HOME.latitude + 0.5, HOME.longitude + 0.5);
/** Near the cat (10 m from it), by the check-in rule. */
const NEAR = checkinFields('').location;

async function setUp() {
  r = await createRestApp();
  const ana = await r.signIn({ name: 'Ana' });
  // Bia has used the app for a month; Caio is new.
  const bia = await r.signIn({
    name: 'Bia',
    email: 'bia@gateiros.test',
    createdAt: new Date(r.clock.now().getTime() - 30 * DAY),
  });
  const caio = await r.signIn({ name: 'Caio', email: 'caio@gateiros.test' });
  const rita = await r.signIn({ name: 'Rita', email: 'rita@gateiros.test' });
  // Rita lives near the cat and wants alerts about cats in need there.
  expect((await mutate(r, 'notifications.setRegion', HOME, rita.token)).status).toBe(200);
  const cat = await r.registerCat(ana.token, { health: 'Bom' });
  return { ana, bia, caio, rita, cat };
}

const report = async (token: string, catId: string, healthStatus: string, location = FAR) => {
  const res = await r.post('/api/checkins', {
    token,
    form: form({ ...checkinFields(catId), healthStatus, location }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

const healthOf = async (catId: string): Promise<unknown> =>
  (await r.get(`/api/cats/${catId}`)).body.cat.health;

const kindsOf = async (token: string) =>
  pluck((await r.get('/api/notifications', { token })).body.notifications, 'kind');

const reportsOf = async (catId: string, token?: string): Promise<JsonBody> =>
  (await ask(r, 'healthReports.ofCat', { catId }, token)).body.result.data as JsonBody;

describe("a non-carer's urgent health", () => {
  it('is a report: the health stays, the carers are told at once, the region is not alerted', async () => {
    const { ana, bia, rita, cat } = await setUp();
    const answer = await report(bia.token, cat._id, 'Emergência');
    expect(answer.healthReport).toBe('pending');
    expect(await healthOf(cat._id)).toBe('Bom');
    const emergencies = await ask(r, 'cats.emergencies', {});
    expect(pluck(emergencies.body.result.data, '_id')).not.toContain(cat._id);
    expect(await kindsOf(ana.token)).toContain('healthReported');
    const told = (await r.get('/api/notifications', { token: ana.token })).body.notifications[0];
    expect(told.text).toBe(
      'Bia relatou que Mingau está em Emergência. Confirme na página do gato.',
    );
    expect(await kindsOf(rita.token)).not.toContain('nearbyAlert');

    // The cat page shows it as reported and waiting; only carers get "Confirmar".
    const seen = await reportsOf(cat._id);
    expect(seen).toMatchObject({
      canConfirm: false,
      reports: [{ health: 'Emergência', reporter: { name: 'Bia' } }],
    });
    expect((await reportsOf(cat._id, ana.token)).canConfirm).toBe(true);
  });

  it('a carer’s "Confirmar" changes the health and alerts the region; others cannot confirm', async () => {
    const { ana, bia, caio, rita, cat } = await setUp();
    await report(bia.token, cat._id, 'Emergência');
    const [pending] = (await reportsOf(cat._id)).reports as { _id: string }[];
    const refused = await mutate(
      r,
      'healthReports.confirm',
      { reportId: pending!._id },
      caio.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Só quem cuida deste gato pode fazer isso.');
    const own = await mutate(r, 'healthReports.confirm', { reportId: pending!._id }, bia.token);
    expect(own.status).toBe(403);
    expect(await healthOf(cat._id)).toBe('Bom');

    const ok = await mutate(r, 'healthReports.confirm', { reportId: pending!._id }, ana.token);
    expect(ok.status).toBe(200);
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
    expect((await reportsOf(cat._id)).reports).toEqual([]);
    const again = await mutate(
      r,
      'healthReports.confirm',
      { reportId: pending!._id },
      ana.token,
      'en',
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This report was already confirmed or closed.');
    const missing = await mutate(r, 'healthReports.confirm', { reportId: 'nope' }, ana.token, 'es');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Informe no encontrado.');
    const bad = await mutate(r, 'healthReports.confirm', { reportId: '' }, ana.token);
    expect(bad.status).toBe(400);
  });

  it('a second, different person within 24 h confirms it; the same person or a later one does not', async () => {
    const { ana, bia, caio, rita, cat } = await setUp();
    // Bia's history (docs/abuse.md): check-ins that earned points, on a cat nearby.
    const other = await r.registerCat(ana.token, { health: 'Bom', name: 'Treino' });
    for (let i = 0; i < HEALTH_REPORTS.confirmerEarningCheckins; i++) {
      expect((await report(bia.token, other._id, 'Bom', NEAR)).pointsEarned).toBeGreaterThan(0);
      r.clock.advance(FAIR_PLAY.cooldownMs);
    }
    await report(bia.token, cat._id, 'Emergência');
    await report(bia.token, cat._id, 'Emergência');
    expect(await healthOf(cat._id)).toBe('Bom');
    r.clock.advance(25 * HOUR);
    expect((await report(caio.token, cat._id, 'Emergência')).healthReport).toBe('pending');
    expect(await healthOf(cat._id)).toBe('Bom');
    expect(await kindsOf(rita.token)).not.toContain('nearbyAlert');

    r.clock.advance(2 * HOUR);
    const second = await report(bia.token, cat._id, 'Emergência', NEAR);
    expect(second.healthReport).toBe('confirmed');
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
  });

  it("a carer's own urgent check-in confirms the reports; carers' check-ins work as before", async () => {
    const { ana, bia, rita, cat } = await setUp();
    await report(bia.token, cat._id, 'Precisa de atenção');
    const carer = await report(ana.token, cat._id, 'Emergência');
    expect(carer.healthReport).toBeNull();
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
    expect((await reportsOf(cat._id)).reports).toEqual([]);
    await report(ana.token, cat._id, 'Bom');
    expect(await healthOf(cat._id)).toBe('Bom');
  });

  it("a non-carer's better state never clears a carer's urgent one: it is shown as a report", async () => {
    const { ana, bia, caio, cat } = await setUp();
    await report(ana.token, cat._id, 'Emergência');
    expect((await report(bia.token, cat._id, 'Bom')).healthReport).toBe('pending');
    expect((await report(caio.token, cat._id, 'Excelente')).healthReport).toBe('pending');
    expect((await report(caio.token, cat._id, 'Precisa de atenção')).healthReport).toBe('pending');
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(pluck((await reportsOf(cat._id)).reports, 'health')).toEqual([
      'Precisa de atenção',
      'Excelente',
      'Bom',
    ]);
    // Non-urgent changes between non-urgent states stay open to everyone.
    await report(ana.token, cat._id, 'Regular');
    await report(bia.token, cat._id, 'Bom');
    expect(await healthOf(cat._id)).toBe('Bom');
  });

  it('at night, the carers are pushed at once for an Emergência, and so is the region once confirmed', async () => {
    push = await startFakePushService();
    r = await createRestApp({ settings: { PUSH_SERVICES: [push.origin] } });
    // 23:30 in São Paulo: quiet hours, when only emergencies are pushed.
    r.clock.set('2026-11-19T02:30:00Z');
    const ana = await r.signIn({ name: 'Ana' });
    const bia = await r.signIn({ name: 'Bia', email: 'bia@gateiros.test' });
    const rita = await r.signIn({ name: 'Rita', email: 'rita@gateiros.test' });
    expect((await mutate(r, 'notifications.setRegion', HOME, rita.token)).status).toBe(200);
    const devices: Record<string, string> = {};
    for (const [name, token] of [
      ['ana', ana.token],
      ['rita', rita.token],
    ] as const) {
      const { id, ...subscription } = push.subscription();
      const res = await mutate(
        r,
        'notifications.subscribe',
        { ...subscription, locale: 'pt-BR' },
        token,
      );
      expect(res.status).toBe(200);
      devices[name] = id;
    }
    const cat = await r.registerCat(ana.token, { health: 'Bom', name: 'Lua' });

    await report(bia.token, cat._id, 'Emergência');
    await r.app.deps.push.sweep();
    expect(push.payloadsFor(devices.ana!)).toMatchObject([{ urgent: true, title: 'Lua' }]);
    expect(push.payloadsFor(devices.rita!)).toEqual([]);

    const [pending] = (await reportsOf(cat._id)).reports as { _id: string }[];
    expect(
      (await mutate(r, 'healthReports.confirm', { reportId: pending!._id }, ana.token)).status,
    ).toBe(200);
    await r.app.deps.push.sweep();
    expect(push.payloadsFor(devices.rita!)).toMatchObject([{ urgent: true, title: 'Lua' }]);
  });
});
