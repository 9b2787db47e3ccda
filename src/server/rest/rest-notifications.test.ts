import { afterEach, describe, expect, it } from 'vitest';
import { createRestApp, expectDocumented, pluck, type RestApp } from '../test/rest-client.js';

let r: RestApp;
afterEach(() => r?.close());

/** Favourites a cat registered by someone else, who then edits it: one notification each time. */
async function withNotifications(count: number) {
  r = await createRestApp();
  const ana = await r.signIn();
  const rui = await r.signIn({ name: 'Rui' });
  for (let i = 0; i < count; i++) {
    const cat = await r.registerCat(rui.token, { name: `Gato ${i}` });
    await r.post('/api/users/favorites', { token: ana.token, json: { catId: cat._id } });
    r.clock.advance(60_000);
    const edit = await r.put(`/api/cats/${cat._id}`, {
      token: rui.token,
      json: { name: `Gato ${i}!` },
    });
    expect(edit.status).toBe(200);
  }
  return { ana, rui };
}

describe('REST notifications', () => {
  it('GET /api/notifications: the caller’s, newest first, paginated, as documented', async () => {
    const { ana } = await withNotifications(3);
    const page = await r.get('/api/notifications?page=1&limit=2', { token: ana.token });
    expectDocumented('listNotifications', page, 200);
    expect(page.body).toMatchObject({ total: 3, totalPages: 2, page: 1, unread: 3 });
    expect(pluck(page.body.notifications, 'text')).toEqual([
      'O perfil de Gato 2!, um dos seus favoritos, foi atualizado.',
      'O perfil de Gato 1!, um dos seus favoritos, foi atualizado.',
    ]);
    expect(page.body.notifications[0]).toMatchObject({ kind: 'favoriteEdit', read: false });
    expect(page.body.notifications[0].catId).toEqual(expect.any(String));
    const english = await r.get('/api/notifications?page=2&limit=2', {
      token: ana.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.notifications[0].text).toBe(
      'The profile of Gato 0!, one of your favourites, was updated.',
    );
  });

  it('POST /api/notifications/read marks some or all read', async () => {
    const { ana } = await withNotifications(2);
    const list = await r.get('/api/notifications', { token: ana.token });
    const first = list.body.notifications[0]._id as string;
    const some = await r.post('/api/notifications/read', {
      token: ana.token,
      json: { ids: [first] },
    });
    expectDocumented('markNotificationsRead', some, 200);
    expect(some.body).toEqual({ unread: 1 });
    expect((await r.post('/api/notifications/read', { token: ana.token, json: {} })).body).toEqual({
      unread: 0,
    });
  });

  it('answers bad input with a clear 400 in the caller’s language, and 401 without a token', async () => {
    const { ana } = await withNotifications(1);
    expect((await r.get('/api/notifications')).status).toBe(401);
    const badPage = await r.get('/api/notifications?page=0', { token: ana.token });
    expectDocumented('listNotifications', badPage, 400);
    const badIds = await r.post('/api/notifications/read', {
      token: ana.token,
      json: { ids: 'all' },
      headers: { 'x-lang': 'en' },
    });
    expect(badIds.status).toBe(400);
    expect(badIds.body).toEqual({
      msg: 'Invalid value type',
      errors: [{ param: 'ids', msg: 'Invalid value type' }],
    });
    const unknown = await r.post('/api/notifications/read', {
      token: ana.token,
      json: { everything: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('everything');
    const wellCat = await r.registerCat(ana.token);
    const claim = await r.post(`/api/cats/${wellCat._id}/help`, { token: ana.token });
    expectDocumented('claimHelp', claim, 409);
    expect(claim.body.msg).toBe('Este gato não está em Emergência nem Precisa de atenção agora.');
  });

  it('POST and DELETE /api/cats/{id}/help on a cat in need', async () => {
    r = await createRestApp();
    const ana = await r.signIn();
    const cat = await r.registerCat(ana.token, { health: 'Emergência' });
    const claim = await r.post(`/api/cats/${cat._id}/help`, { token: ana.token });
    expectDocumented('claimHelp', claim, 200);
    expect(pluck(claim.body.helpers, 'name')).toEqual(['Ana']);
    const again = await r.post(`/api/cats/${cat._id}/help`, { token: ana.token });
    expect(again.status).toBe(409);
    const gone = await r.del(`/api/cats/${cat._id}/help`, { token: ana.token });
    expectDocumented('giveUpHelp', gone, 200);
    expect(gone.body.helpers).toEqual([]);
    expect((await r.del(`/api/cats/${cat._id}/help`, { token: ana.token })).status).toBe(404);
  });
});
