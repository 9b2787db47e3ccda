import { afterEach, expect, it } from 'vitest';
import {
  checkinFields,
  createRestApp,
  form,
  HOME,
  pointJson,
  type RestApp,
} from '../test/rest-client.js';
import { ask, mutate } from './http.js';

// The check-in form starts from the cat's health (issue 45, "two taps"): an urgent cat fed and
// left as it was must not be a new urgent report, nor tell anyone again.

let r: RestApp;
afterEach(async () => {
  await r?.app.deps.push.stop();
  await r?.close();
});

const NEAR = pointJson(HOME.latitude, HOME.longitude);

it('an urgent health sent again unchanged, by a stranger or by the carer, is no report and tells no one', async () => {
  r = await createRestApp();
  const ana = await r.signIn({ name: 'Ana' });
  const bia = await r.signIn({ name: 'Bia', email: 'bia@gateiros.test' });
  const rita = await r.signIn({ name: 'Rita', email: 'rita@gateiros.test' });
  expect((await mutate(r, 'notifications.setRegion', HOME, rita.token)).status).toBe(200);
  const cat = await r.registerCat(ana.token, { health: 'Emergência' });
  const kinds = async (token: string) =>
    ((await r.get('/api/notifications', { token })).body.notifications as { kind: string }[]).map(
      (n) => n.kind,
    );
  const before = { ana: await kinds(ana.token), rita: await kinds(rita.token) };

  for (const who of [bia, ana]) {
    const res = await r.post('/api/checkins', {
      token: who.token,
      form: form({ ...checkinFields(cat._id), healthStatus: 'Emergência', location: NEAR }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.healthReport ?? null).toBeNull();
  }
  expect((await r.get(`/api/cats/${cat._id}`)).body.cat.health).toBe('Emergência');
  const reports = await ask(r, 'healthReports.ofCat', { catId: cat._id }, ana.token);
  expect(reports.body.result.data.reports).toEqual([]);
  // Ana's own check-in brings her its achievements; nothing about the cat's health, to anyone.
  const anaNew = (await kinds(ana.token)).slice(0, -before.ana.length || undefined);
  expect(anaNew.filter((kind) => kind !== 'achievement' && kind !== 'levelUp')).toEqual([]);
  expect(await kinds(rita.token)).toEqual(before.rita);
});
