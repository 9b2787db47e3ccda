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
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { HEALTH_REPORTS } from '../../shared/health-reports.js';
import { FAIR_PLAY } from '../../shared/points.js';
import { ask, mutate } from './http.js';

// Attack (issue 44): two accounts registered seconds apart, checking in from 50 km away, each
// report "Emergência" on a stranger's cat; after the second, the cat was urgent, the region was
// alerted (at night too) and the cat was on the public emergencies list. Now a non-carer's report
// is confirmed only by a carer, or by a second reporter near the cat whose account has a history.

let r: RestApp;
let push: FakePushService | undefined;
afterEach(async () => {
  await r?.app.deps.push.stop();
  await r?.close();
  await push?.close();
  push = undefined;
});

const DAY = 24 * 60 * 60 * 1000;
/** About 50 km from the cat. */
const FAR = pointJson(HOME.latitude + 0.35, HOME.longitude + 0.35);

let accounts = 0;
/** A new account, the way the attacker made them: `POST /api/auth/register`. */
async function register(name: string) {
  const email = `${name.toLowerCase()}${++accounts}@gateiros.test`;
  const res = await r.post('/api/auth/register', {
    json: { name, email, password: 'secret12' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { name, email, token: res.body.token as string };
}

const checkIn = async (token: string, catId: string, healthStatus: string, location: string) => {
  const res = await r.post('/api/checkins', {
    token,
    form: form({ ...checkinFields(catId), healthStatus, location }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

const healthOf = async (catId: string): Promise<unknown> =>
  (await r.get(`/api/cats/${catId}`)).body.cat.health;

/** The cat's point as a stranger gets it: its public point, never the exact one. */
async function publicPointOf(catId: string, token: string) {
  const [lng, lat] = (await r.get(`/api/cats/${catId}`, { token })).body.cat.location
    .coordinates as [number, number];
  return pointJson(lat, lng);
}

const emergencyIds = async () =>
  pluck((await ask(r, 'cats.emergencies', {})).body.result.data, '_id');

const kindsOf = async (token: string) =>
  pluck((await r.get('/api/notifications', { token })).body.notifications, 'kind');

const signInAgain = async (account: { email: string }) => {
  const login = await r.post('/api/auth/login', {
    json: { email: account.email, password: 'secret12' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.token as string;
};

/**
 * Ana registers a cat; Rita lives nearby with alerts on and a phone subscribed; it is 23:30 in
 * São Paulo (quiet hours, when only emergencies are pushed). The `seasoned` accounts were
 * registered ten days before and have a history, built over HTTP: point-earning check-ins on a cat
 * nearby (one a day, past the cooldown). The `short` ones are as old, one such check-in short.
 * All sign in again (tokens last a week).
 */
async function setUp(seasoned: string[] = [], short: string[] = []) {
  push = await startFakePushService();
  r = await createRestApp({ settings: { PUSH_SERVICES: [push.origin] } });
  const night = new Date('2026-11-19T02:30:00Z');
  r.clock.set(new Date(night.getTime() - 10 * DAY));
  const paula = await r.signIn({ name: 'Paula', email: 'paula@gateiros.test' });
  const practice = await r.registerCat(paula.token, { health: 'Bom', name: 'Treino' });
  const veterans = await Promise.all(seasoned.map(register));
  const shortOnes = await Promise.all(short.map(register));
  for (let i = 0; i < HEALTH_REPORTS.confirmerEarningCheckins; i++) {
    const last = i === HEALTH_REPORTS.confirmerEarningCheckins - 1;
    for (const account of last ? veterans : [...veterans, ...shortOnes]) {
      const near = checkinFields(practice._id).location;
      const answer = await checkIn(account.token, practice._id, 'Bom', near);
      expect(answer.pointsEarned).toBeGreaterThan(0);
    }
    r.clock.advance(DAY);
  }
  r.clock.set(night);
  expect(HEALTH_REPORTS.confirmerAccountDays).toBeLessThan(10);
  for (const account of [...veterans, ...shortOnes]) account.token = await signInAgain(account);

  const ana = await r.signIn({ name: 'Ana' });
  const rita = await r.signIn({ name: 'Rita', email: 'rita@gateiros.test' });
  expect((await mutate(r, 'notifications.setRegion', HOME, rita.token)).status).toBe(200);
  const { id: ritaPhone, ...subscription } = push.subscription();
  const subscribed = await mutate(
    r,
    'notifications.subscribe',
    { ...subscription, locale: 'pt-BR' },
    rita.token,
  );
  expect(subscribed.status).toBe(200);
  const cat = await r.registerCat(ana.token, { health: 'Bom', name: 'Lua' });
  return { ana, rita, ritaPhone, cat, veterans, shortOnes };
}

/** Nothing reached the region: the cat is as its carer left it, listed nowhere, no alert. */
async function expectNoEmergency(catId: string, rita: { token: string }, phone: string) {
  expect(await healthOf(catId)).toBe('Bom');
  expect(await emergencyIds()).not.toContain(catId);
  expect(await kindsOf(rita.token)).not.toContain('nearbyAlert');
  await r.app.deps.push.sweep();
  expect(push!.payloadsFor(phone)).toEqual([]);
}

describe('two new accounts never make a cat urgent', () => {
  it('two fresh accounts, 50 km away, both Emergência: no urgent cat, no alert, not listed', async () => {
    const { ana, rita, ritaPhone, cat } = await setUp();
    const first = await register('Xis');
    const second = await register('Ypsilon');
    expect((await checkIn(first.token, cat._id, 'Emergência', FAR)).healthReport).toBe('pending');
    const answer = await checkIn(second.token, cat._id, 'Emergência', FAR);
    expect(answer.healthReport).toBe('pending');
    await expectNoEmergency(cat._id, rita, ritaPhone);
    // The carer was told of both reports, and the cat page shows them as waiting.
    expect((await kindsOf(ana.token)).filter((k) => k === 'healthReported')).toHaveLength(2);
    const shown = await ask(r, 'healthReports.ofCat', { catId: cat._id });
    expect(pluck(shown.body.result.data.reports, 'health')).toEqual(['Emergência', 'Emergência']);
  });

  it('the same with both sending the cat’s public point as their location: still not urgent', async () => {
    const { rita, ritaPhone, cat } = await setUp();
    const first = await register('Xis');
    const second = await register('Ypsilon');
    const there = await publicPointOf(cat._id, first.token);
    expect((await checkIn(first.token, cat._id, 'Emergência', there)).healthReport).toBe('pending');
    expect((await checkIn(second.token, cat._id, 'Emergência', there)).healthReport).toBe(
      'pending',
    );
    await expectNoEmergency(cat._id, rita, ritaPhone);
  });

  it('an old account one earning check-in short, or one with a history far away, does not confirm', async () => {
    const { rita, ritaPhone, cat, veterans, shortOnes } = await setUp(['Vera'], ['Zeca']);
    const [vera, zeca] = [veterans[0]!, shortOnes[0]!];
    const fresh = await register('Xis');
    await checkIn(fresh.token, cat._id, 'Emergência', FAR);
    const there = await publicPointOf(cat._id, fresh.token);
    // Zeca's report earns points itself, but only the check-ins before it count.
    const zecas = await checkIn(zeca.token, cat._id, 'Emergência', there);
    expect(zecas.pointsEarned).toBeGreaterThan(0);
    expect(zecas.healthReport).toBe('pending');
    expect((await checkIn(vera.token, cat._id, 'Emergência', FAR)).healthReport).toBe('pending');
    await expectNoEmergency(cat._id, rita, ritaPhone);
  });
});

describe('people who can know make it urgent', () => {
  it("a carer's own Emergência is the cat's state at once", async () => {
    const { ana, rita, ritaPhone, cat } = await setUp();
    const answer = await checkIn(ana.token, cat._id, 'Emergência', FAR);
    expect(answer.healthReport).toBeNull();
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await emergencyIds()).toContain(cat._id);
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
    await r.app.deps.push.sweep();
    expect(push!.payloadsFor(ritaPhone)).toMatchObject([{ urgent: true, title: 'Lua' }]);
  });

  it("a carer's Confirmar makes a fresh account's report the cat's state", async () => {
    const { ana, rita, cat } = await setUp();
    const fresh = await register('Xis');
    await checkIn(fresh.token, cat._id, 'Emergência', FAR);
    const shown = await ask(r, 'healthReports.ofCat', { catId: cat._id });
    const [pending] = shown.body.result.data.reports as { _id: string }[];
    const ok = await mutate(r, 'healthReports.confirm', { reportId: pending!._id }, ana.token);
    expect(ok.status).toBe(200);
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await emergencyIds()).toContain(cat._id);
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
  });

  it('a second report by an account with a history, near the public point, confirms', async () => {
    const { rita, ritaPhone, cat, veterans } = await setUp(['Vera']);
    const vera = veterans[0]!;
    const fresh = await register('Xis');
    expect((await checkIn(fresh.token, cat._id, 'Emergência', FAR)).healthReport).toBe('pending');
    await r.app.deps.push.sweep();
    expect(push!.payloadsFor(ritaPhone)).toEqual([]);

    // Near by the check-in rule: within its distance of the public point, wherever the exact is.
    expect(FAIR_PLAY.maxDistanceMeters).toBe(1000);
    const there = await publicPointOf(cat._id, vera.token);
    const answer = await checkIn(vera.token, cat._id, 'Emergência', there);
    expect(answer.healthReport).toBe('confirmed');
    expect(await healthOf(cat._id)).toBe('Emergência');
    expect(await emergencyIds()).toContain(cat._id);
    expect(await kindsOf(rita.token)).toContain('nearbyAlert');
    await r.app.deps.push.sweep();
    expect(push!.payloadsFor(ritaPhone)).toMatchObject([{ urgent: true, title: 'Lua' }]);
  });
});
