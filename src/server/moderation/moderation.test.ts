import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { moderationLog } from '../db/moderation-schema.js';
import { users, type User } from '../db/schema.js';
import { HOME } from '../test/fixtures.js';
import { messageOf, rejection } from '../test/expect.js';
import { checkIn, jpeg, registerCat } from '../test/fixtures.js';
import { createHarness, createTestApp, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;

async function setUp() {
  h = createHarness();
  const owner = h.createUser({ name: 'Olga' });
  const cat = await registerCat(h, owner, { name: 'Falso', location: HOME });
  const moderator = h.createUser({ name: 'Mara', isModerator: true });
  const admin = h.createUser({ name: 'Adão', isAdmin: true });
  // Accounts old enough for their reports to hide things.
  const old = (name: string) =>
    h.createUser({ name, createdAt: new Date(h.clock.now().getTime() - 30 * DAY) });
  return { owner, cat, moderator, admin, old };
}

/** Every public path a cat can show up in, for this caller. */
async function catSeenBy(user: User | null, catId: string) {
  const caller = h.callerFor(user);
  const lists = [
    await caller.cats.nearby(HOME),
    (await caller.cats.list({})).cats,
    (await caller.cats.list({ ...HOME })).cats,
    await caller.cats.emergencies({}),
  ];
  const byId = await caller.cats.byId({ id: catId }).then(
    (page) => page.cat,
    () => null,
  );
  return { inLists: lists.map((list) => list.some((c) => c._id === catId)), byId };
}

describe('reports', () => {
  it('one open report per person and item; not of one’s own things; a missing item is a 404', async () => {
    const { owner, cat, old } = await setUp();
    const ana = old('Ana');
    const report = { targetType: 'cat' as const, targetId: cat._id, reason: 'fake' as const };
    expect(await h.callerFor(ana).moderation.report(report)).toMatchObject({ status: 'open' });
    const twice = await rejection(h.callerFor(ana).moderation.report(report), 'CONFLICT');
    expect(messageOf(twice)).toBe('Você já denunciou isto. A moderação vai analisar.');
    const own = await rejection(h.callerFor(owner).moderation.report(report), 'BAD_REQUEST');
    expect(messageOf(own, 'en')).toBe('You cannot report something of your own.');
    await rejection(
      h.callerFor(ana).moderation.report({ ...report, targetType: 'checkin' }),
      'NOT_FOUND',
    );
    const badReason = await rejection(
      h.callerFor(ana).moderation.report({ ...report, reason: 'boring' as 'fake' }),
      'BAD_REQUEST',
    );
    expect(messageOf(badReason)).toBeTruthy();
  });

  it('three reports from accounts older than 7 days hide the item; newer accounts do not count', async () => {
    const { cat, old } = await setUp();
    const report = { targetType: 'cat' as const, targetId: cat._id, reason: 'fake' as const };
    const fresh = [h.createUser(), h.createUser(), h.createUser()];
    for (const user of fresh) await h.callerFor(user).moderation.report(report);
    expect((await catSeenBy(null, cat._id)).byId).not.toBeNull();

    await h.callerFor(old('Ana')).moderation.report(report);
    await h.callerFor(old('Bia')).moderation.report(report);
    expect((await catSeenBy(null, cat._id)).byId).not.toBeNull();
    await h.callerFor(old('Caio')).moderation.report(report);
    expect(await catSeenBy(null, cat._id)).toEqual({
      inLists: [false, false, false, false],
      byId: null,
    });
    const log = h.db.select().from(moderationLog).all();
    expect(log).toMatchObject([{ action: 'autoHide', actorId: null, targetId: cat._id }]);
  });
});

describe('moderators', () => {
  it('alone may see the queue and act; others get 403 in their language', async () => {
    const { cat, old } = await setUp();
    const ana = old('Ana');
    await h
      .callerFor(ana)
      .moderation.report({ targetType: 'cat', targetId: cat._id, reason: 'fake' });
    const refused = await rejection(h.callerFor(ana).moderation.queue({}), 'FORBIDDEN');
    expect(messageOf(refused)).toBe('Só a moderação pode fazer isso.');
    await rejection(
      h.callerFor(ana).moderation.hide({ targetType: 'cat', targetId: cat._id, reason: 'Falso' }),
      'FORBIDDEN',
    );
    await rejection(
      h.callerFor(ana).moderation.suspend({ userId: ana.id, reason: 'Falso' }),
      'FORBIDDEN',
    );
  });

  it('hide: gone for everyone but the owner and moderators, points kept, reporters and owner told; restore brings it back', async () => {
    const { owner, cat, moderator, old } = await setUp();
    const ana = old('Ana');
    const pointsBefore = h.reload(owner).points;
    await h.callerFor(ana).moderation.report({
      targetType: 'cat',
      targetId: cat._id,
      reason: 'fake',
      text: 'Este gato não existe',
    });
    const queue = await h.callerFor(moderator).moderation.queue({});
    expect(queue.items).toMatchObject([
      {
        targetType: 'cat',
        targetId: cat._id,
        reportCount: 1,
        hidden: null,
        context: { title: 'Falso', owner: { name: 'Olga' }, link: `/cat/${cat._id}` },
        reports: [{ reason: 'fake', text: 'Este gato não existe', reporter: { name: 'Ana' } }],
      },
    ]);

    const hid = await h.callerFor(moderator).moderation.hide({
      targetType: 'cat',
      targetId: cat._id,
      reason: 'Foto de gato da internet',
    });
    expect(hid).toEqual({ done: true, resolvedReports: 1 });
    expect((await h.callerFor(moderator).moderation.queue({})).items).toEqual([]);
    for (const viewer of [null, ana]) {
      expect(await catSeenBy(viewer, cat._id)).toEqual({
        inLists: [false, false, false, false],
        byId: null,
      });
    }
    const ownView = (await catSeenBy(owner, cat._id)).byId;
    expect(ownView?.hidden).toEqual({ reason: 'Foto de gato da internet' });
    expect((await catSeenBy(moderator, cat._id)).byId?.hidden).not.toBeNull();
    expect(h.reload(owner).points).toBe(pointsBefore);
    const told = (await h.callerFor(ana).notifications.list({})).notifications;
    expect(told[0]!.text).toBe(
      'Sua denúncia foi analisada: o conteúdo foi ocultado. Obrigado por cuidar da comunidade.',
    );
    const ownerTold = (await h.callerFor(owner).notifications.list({})).notifications;
    expect(ownerTold.map((n) => n.text)).toContain(
      'Um conteúdo seu foi ocultado pela moderação: Foto de gato da internet',
    );

    await h.callerFor(moderator).moderation.restore({
      targetType: 'cat',
      targetId: cat._id,
      reason: 'Era um gato de verdade',
    });
    expect((await catSeenBy(null, cat._id)).byId).not.toBeNull();
    const log = await h.callerFor(moderator).moderation.log({});
    expect(log.entries.map((e) => e.action)).toEqual(['restore', 'hide']);
    expect(log.entries[1]).toMatchObject({
      actor: { name: 'Mara' },
      reason: 'Foto de gato da internet',
    });
  });

  it('a hidden cat takes no claims of help: missing for others, as for check-ins', async () => {
    const { owner, moderator } = await setUp();
    const cat = await registerCat(h, owner, { name: 'Nina', location: HOME });
    await checkIn(h, owner, cat, { healthStatus: 'Emergência' });
    await h.callerFor(moderator).moderation.hide({
      targetType: 'cat',
      targetId: cat._id,
      reason: 'Falso',
    });
    const stranger = h.createUser({ name: 'Ana' });
    const refused = await rejection(
      h.callerFor(stranger).help.claim({ catId: cat._id }),
      'NOT_FOUND',
    );
    const missing = await rejection(
      h.callerFor(stranger).help.claim({ catId: 'f'.repeat(24) }),
      'NOT_FOUND',
    );
    expect(messageOf(refused, 'en')).toBe(messageOf(missing, 'en'));
    const check = await rejection(checkIn(h, stranger, cat), 'NOT_FOUND');
    expect(check.code).toBe(refused.code);
    // Its registrar and moderators still can.
    const own = await h.callerFor(owner).help.claim({ catId: cat._id });
    expect(own.helpers.map((helper) => helper.name)).toEqual(['Olga']);
    await h.callerFor(moderator).help.claim({ catId: cat._id });
  });

  it('hides a check-in and a photo from every list and page', async () => {
    const { owner, cat, moderator } = await setUp();
    const visitor = h.createUser({ name: 'Vera' });
    const made = await checkIn(h, visitor, { id: cat._id, lat: cat.lat, lng: cat.lng }, {}, [
      await jpeg(3),
    ]);
    const checkinId = made.checkIn._id;
    const photoId = made.checkIn.photos[0]!._id;
    const catPhotoId = (await h.anon.cats.byId({ id: cat._id })).cat.photoId;

    await h.callerFor(moderator).moderation.hide({
      targetType: 'photo',
      targetId: photoId,
      reason: 'Foto imprópria',
    });
    const page = await h.anon.cats.byId({ id: cat._id });
    expect(page.recentCheckIns[0]!.photos).toEqual([]);
    const own = (await h.callerFor(visitor).checkins.mine({})).checkIns[0]!;
    expect(own.photos).toMatchObject([{ _id: photoId, hiddenReason: 'Foto imprópria' }]);

    await h.callerFor(moderator).moderation.hide({
      targetType: 'checkin',
      targetId: checkinId,
      reason: 'Check-in falso',
    });
    expect((await h.anon.cats.byId({ id: cat._id })).recentCheckIns).toEqual([]);
    // On the cat page: its author and moderators still see it, the cat's registrar does not.
    const recentSeenBy = async (user: typeof owner) =>
      (await h.callerFor(user).cats.byId({ id: cat._id })).recentCheckIns.map((c) => c._id);
    expect(await recentSeenBy(visitor)).toEqual([checkinId]);
    expect(await recentSeenBy(moderator)).toEqual([checkinId]);
    expect(await recentSeenBy(owner)).toEqual([]);
    expect((await h.anon.checkins.byCat({ catId: cat._id })).checkIns).toEqual([]);
    expect((await h.callerFor(visitor).checkins.mine({})).checkIns[0]!.hidden).toEqual({
      reason: 'Check-in falso',
    });

    await h.callerFor(moderator).moderation.hide({
      targetType: 'photo',
      targetId: catPhotoId,
      reason: 'Não é um gato',
    });
    const hiddenMain = (await h.anon.cats.byId({ id: cat._id })).cat;
    expect(hiddenMain.photoUrl).toBe('');
    expect(hiddenMain.photoId).toBe('');
    const ownerSees = (await h.callerFor(owner).cats.byId({ id: cat._id })).cat;
    expect(ownerSees.hiddenPhotos).toEqual([{ _id: catPhotoId, reason: 'Não é um gato' }]);
  });

  it('suspension ends the sessions, login says why, and only restoring lets the person in', async () => {
    const { moderator, admin } = await setUp();
    const t = await createTestApp();
    try {
      const { hashPassword } = await import('../services/auth.js');
      const sam = t.createUser({
        name: 'Sam',
        email: 'sam@gateiros.test',
        passwordHash: await hashPassword('segredo-forte-1'),
      });
      const mod = t.createUser({ name: 'Mara', isModerator: true });
      const token = await t.tokenFor(sam);
      const headers = { 'x-auth-token': token };
      expect((await t.query('auth.me', undefined, headers)).status).toBe(200);
      const modHeaders = {
        'x-auth-token': await t.tokenFor(mod),
        'content-type': 'application/json',
      };
      const suspend = await t.app.inject({
        method: 'POST',
        url: '/trpc/moderation.suspend',
        headers: modHeaders,
        payload: JSON.stringify({ userId: sam.id, reason: 'Cadastros falsos em série' }),
      });
      expect(suspend.statusCode).toBe(200);
      expect((await t.query('auth.me', undefined, headers)).status).toBe(401);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-lang': 'es' },
        payload: JSON.stringify({ email: 'sam@gateiros.test', password: 'segredo-forte-1' }),
      });
      expect(login.statusCode).toBe(403);
      expect(login.json<{ msg: string }>().msg).toBe(
        'Tu cuenta fue suspendida por la moderación. Motivo: Cadastros falsos em série',
      );

      await t.app.inject({
        method: 'POST',
        url: '/trpc/moderation.unsuspend',
        headers: modHeaders,
        payload: JSON.stringify({ userId: sam.id, reason: 'Falou com a gente' }),
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'sam@gateiros.test', password: 'segredo-forte-1' }),
      });
      expect(again.statusCode).toBe(200);
      // The old token stays dead: a suspension ends every session for good.
      expect((await t.query('auth.me', undefined, headers)).status).toBe(401);
    } finally {
      await t.close();
    }
    // Admins and oneself cannot be suspended.
    const refused = await rejection(
      h.callerFor(moderator).moderation.suspend({ userId: admin.id, reason: 'Teste' }),
      'FORBIDDEN',
    );
    expect(messageOf(refused)).toContain('Não é possível suspender');
    await rejection(
      h.callerFor(moderator).moderation.suspend({ userId: moderator.id, reason: 'Teste' }),
      'FORBIDDEN',
    );
    expect(h.db.select().from(users).where(eq(users.id, admin.id)).get()!.status).toBe('active');
  });
});
