import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createInvite } from '../services/invites.js';
import { createRestApp, expectDocumented, PREFIXES, type RestApp } from '../test/rest-client.js';

/** REGISTRATION_MODE through the REST paths of the original app, with and without /api. */

let r: RestApp;
afterEach(async () => {
  await r?.close();
});

let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Nova',
  email: `nova${++n}@example.com`,
  password: 'segredo123',
  ...over,
});

describe('REST registration modes', () => {
  it.each(PREFIXES)('invite: POST %s/auth/register needs a valid code', async (p) => {
    r = await createRestApp({ settings: { REGISTRATION_MODE: 'invite' } });
    const missing = expectDocumented(
      'register',
      await r.post(`${p}/auth/register`, { json: body() }),
      400,
    );
    expect(missing.errors).toEqual([
      {
        param: 'inviteCode',
        msg: 'Informe o código de convite: este grupo aceita novas contas só por convite.',
      },
    ]);
    const wrong = await r.post(`${p}/auth/register`, {
      json: body({ inviteCode: 'XXXX-YYYY-ZZZZ' }),
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Invalid invite code. Check the code you received.');
    const { code } = createInvite(r.db, {}, null, r.clock.now());
    const ok = expectDocumented(
      'register',
      await r.post(`${p}/auth/register`, { json: body({ inviteCode: code }) }),
      201,
    );
    expect(ok.user.status).toBe('active');
    const again = await r.post(`${p}/auth/register`, { json: body({ inviteCode: code }) });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].param).toBe('inviteCode');
  });

  it.each(PREFIXES)('approval: %s paths let a pending account wait, not act', async (p) => {
    r = await createRestApp({ settings: { REGISTRATION_MODE: 'approval' } });
    const created = expectDocumented(
      'register',
      await r.post(`${p}/auth/register`, { json: body() }),
      201,
    );
    expect(created.user.status).toBe('pending');
    const token = created.token as string;
    const me = expectDocumented('getMe', await r.get(`${p}/auth/me`, { token }), 200);
    expect(me).toMatchObject({ status: 'pending', isModerator: false });
    expect((await r.get(`${p}/auth/verify`, { token })).body).toEqual({ valid: true });
    const cat = await r.registerCat((await r.signIn()).token);
    const write = await r.post(`${p}/users/favorites`, { token, json: { catId: cat._id } });
    expect(write.status).toBe(403);
    expect(write.body.msg).toMatch(/^Sua conta está aguardando aprovação/);
    expect((await r.get(`${p}/cats/${String(cat._id)}`, { token })).status).toBe(200);

    r.db.update(users).set({ status: 'declined' }).where(eq(users.id, me._id)).run();
    const login = expectDocumented(
      'login',
      await r.post(`${p}/auth/login`, { json: { email: me.email, password: 'segredo123' } }),
      403,
    );
    expect(login.msg).toBe(
      'O cadastro desta conta não foi aprovado pelos administradores do grupo.',
    );
  });

  it('open: registration answers active accounts', async () => {
    r = await createRestApp();
    const ok = expectDocumented(
      'register',
      await r.post('/api/auth/register', { json: body() }),
      201,
    );
    expect(ok.user).toMatchObject({ status: 'active', isAdmin: false, isModerator: false });
  });
});
