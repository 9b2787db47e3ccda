import { afterEach, expect, it } from 'vitest';
import { createRestApp, expectDocumented, type RestApp } from '../test/rest-client.js';

let r: RestApp;
afterEach(() => r?.close());

it('POST /api/reports: 201, the same report again 409, bad input a clear 400, no token 401', async () => {
  r = await createRestApp();
  const owner = await r.signIn({ name: 'Olga' });
  const ana = await r.signIn({ name: 'Ana' });
  const cat = await r.registerCat(owner.token);
  const body = { targetType: 'cat', targetId: cat._id, reason: 'fake', text: 'Não existe' };

  const created = await r.post('/api/reports', { token: ana.token, json: body });
  expectDocumented('createReport', created, 201);
  expect(created.body).toMatchObject({ status: 'open' });

  const again = await r.post('/api/reports', { token: ana.token, json: body });
  expectDocumented('createReport', again, 409);
  expect(again.body.msg).toBe('Você já denunciou isto. A moderação vai analisar.');

  const badType = await r.post('/api/reports', {
    token: ana.token,
    json: { ...body, targetType: 'planet' },
    headers: { 'x-lang': 'en' },
  });
  expectDocumented('createReport', badType, 400);
  expect(badType.body.errors).toMatchObject([{ param: 'targetType' }]);

  const missing = await r.post('/api/reports', {
    token: ana.token,
    json: { ...body, targetType: 'checkin' },
  });
  expectDocumented('createReport', missing, 404);
  expect(missing.body.msg).toBe('Não encontramos o que você quer denunciar.');

  expect((await r.post('/api/reports', { json: body })).status).toBe(401);
});
