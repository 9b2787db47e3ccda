import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetPoint } from '../../shared/geo.js';
import {
  alertRegions,
  helpClaims,
  notifications,
  pushDeliveries,
  pushSubscriptions,
} from '../db/notifications-schema.js';
import type { User } from '../db/schema.js';
import { HOUR, stored } from '../test/cat-helpers.js';
import { messageOf, rejection } from '../test/expect.js';
import { startFakePushService, type FakePushService } from '../test/fake-push-service.js';
import { checkIn, HOME, insertCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { lapseClaims } from './help.js';
import { notificationTasks, sendDigests } from './tasks.js';

let h: Harness;
let push: FakePushService;
afterEach(async () => {
  await h?.deps.push.stop();
  h?.close();
  await push?.close();
});

async function setUp() {
  push = await startFakePushService();
  h = createHarness({ settings: { PUSH_SERVICES: [push.origin] } });
  return h;
}

/** A user with a device subscribed to the fake push service; returns the device id too. */
async function withDevice(user: User, locale: 'pt-BR' | 'en' | 'es' = 'pt-BR') {
  const { id, ...subscription } = push.subscription();
  await h.callerFor(user).notifications.subscribe({ ...subscription, locale });
  return id;
}

const kindsOf = async (user: User) =>
  (await h.callerFor(user).notifications.list({})).notifications.map((n) => n.kind);

/** Sends what was queued (the sender also runs on its own after each commit). */
const deliver = () => h.deps.push.sweep();

/** A point `meters` north of a position. */
const north = (p: { latitude: number; longitude: number }, meters: number) =>
  offsetPoint(p.latitude, p.longitude, meters, 0);

describe('nearby alerts', () => {
  it('reach the users whose region is within their radius, with alerts on, and no one else', async () => {
    await setUp();
    const reporter = h.createUser({ name: 'Rita' });
    // Rita cares for the cat (its registrar): her urgent state is the cat's at once.
    const cat = await registerCat(h, reporter, { name: 'Frajola', location: HOME });
    const row = stored(h, cat._id);
    const publicPoint = { latitude: row.publicLat, longitude: row.publicLng };

    const close = h.createUser({ name: 'Perto' });
    const far = h.createUser({ name: 'Longe' });
    const off = h.createUser({ name: 'Desligado', nearbyAlerts: false });
    const noRegion = h.createUser({ name: 'Sem região' });
    const smallRadius = h.createUser({ name: 'Raio 1 km', notificationRadius: 1000 });
    await h.callerFor(close).notifications.setRegion(north(publicPoint, 2500));
    await h.callerFor(far).notifications.setRegion(north(publicPoint, 12_000));
    await h.callerFor(off).notifications.setRegion(publicPoint);
    await h.callerFor(smallRadius).notifications.setRegion(north(publicPoint, 3000));
    await h.callerFor(reporter).notifications.setRegion(publicPoint);
    const device = await withDevice(close);

    await checkIn(h, reporter, row, { healthStatus: 'Emergência' });
    await deliver();

    expect(await kindsOf(close)).toEqual(['nearbyAlert']);
    for (const user of [far, off, noRegion, smallRadius, reporter]) {
      expect(await kindsOf(user)).not.toContain('nearbyAlert');
    }
    const [item] = (await h.callerFor(close).notifications.list({})).notifications;
    expect(item).toMatchObject({
      catId: cat._id,
      read: false,
      text: 'Frajola, perto da sua região, está em Emergência.',
      path: `/cat/${cat._id}`,
    });

    // The push: decrypted by the fake service after checking the VAPID signature.
    expect(push.refused).toEqual([]);
    expect(push.payloadsFor(device)).toEqual([
      {
        title: 'Frajola',
        body: 'Frajola, perto da sua região, está em Emergência.',
        url: `/cat/${cat._id}`,
        tag: item!._id,
        urgent: true,
      },
    ]);
    expect(push.received[0]).toMatchObject({ urgency: 'high' });

    // A second emergency check-in on the same cat is no news: no second alert.
    await checkIn(h, reporter, row, { healthStatus: 'Emergência' });
    expect(await kindsOf(close)).toEqual(['nearbyAlert']);
  });

  it('are measured from the public point only: the exact spot decides nothing', async () => {
    await setUp();
    // A cat whose public point is 3 km east of its exact spot (the test makes the shift large).
    const exact = { latitude: -23.55, longitude: -46.63 };
    const publicPoint = offsetPoint(exact.latitude, exact.longitude, 0, 3000);
    const carer = h.createUser();
    const cat = insertCat(h, {
      lat: exact.latitude,
      lng: exact.longitude,
      publicLat: publicPoint.latitude,
      publicLng: publicPoint.longitude,
      discoveredById: carer.id,
    });
    const atExact = h.createUser({ name: 'No ponto exato', notificationRadius: 1000 });
    const atPublic = h.createUser({ name: 'No ponto público', notificationRadius: 1000 });
    await h.callerFor(atExact).notifications.setRegion(exact);
    await h.callerFor(atPublic).notifications.setRegion(publicPoint);

    await checkIn(h, carer, cat, { healthStatus: 'Precisa de atenção' });

    expect(await kindsOf(atExact)).toEqual([]);
    expect(await kindsOf(atPublic)).toEqual(['nearbyAlert']);
  });

  it('keeps the region rounded to about 1 km, shown only to its user', async () => {
    await setUp();
    const user = h.createUser();
    const answer = await h
      .callerFor(user)
      .notifications.setRegion({ latitude: -23.556789, longitude: -46.634567 });
    expect(answer.region).toEqual({ latitude: -23.56, longitude: -46.63 });
    expect(await h.callerFor(h.createUser()).notifications.region()).toEqual({ region: null });
    expect(await h.callerFor(user).notifications.clearRegion()).toEqual({ region: null });
    const error = await rejection(
      h.callerFor(user).notifications.setRegion({ latitude: 91, longitude: 0 }),
      'BAD_REQUEST',
    );
    expect(messageOf(error)).toContain('Escolha um ponto válido no mapa.');
  });
});

describe('favourites, progress and carer requests', () => {
  it('tells favourite followers of check-ins at most once per cat per 6 h, when they want it', async () => {
    await setUp();
    const owner = h.createUser();
    const cat = await registerCat(h, owner, { name: 'Mimi' });
    const fan = h.createUser();
    const quietFan = h.createUser({ favoriteUpdates: false });
    await h.callerFor(fan).favorites.add({ catId: cat._id });
    await h.callerFor(quietFan).favorites.add({ catId: cat._id });
    const visitor = h.createUser();

    await checkIn(h, visitor, cat);
    h.clock.advance(HOUR);
    await checkIn(h, visitor, cat);
    expect(await kindsOf(fan)).toEqual(['favoriteCheckin']);
    h.clock.advance(6 * HOUR);
    await checkIn(h, visitor, cat);
    expect(await kindsOf(fan)).toEqual(['favoriteCheckin', 'favoriteCheckin']);
    expect(await kindsOf(quietFan)).toEqual([]);
    // The one who checked in is not told of their own check-in.
    await h.callerFor(visitor).favorites.add({ catId: cat._id });
    h.clock.advance(7 * HOUR);
    await checkIn(h, visitor, cat);
    expect(await kindsOf(visitor)).not.toContain('favoriteCheckin');
  });

  it('tells a user of their new achievements and level, unless achievement alerts are off', async () => {
    await setUp();
    const cat = insertCat(h);
    const keen = h.createUser();
    const quiet = h.createUser({ achievementAlerts: false });
    await checkIn(h, keen, cat);
    await checkIn(h, quiet, cat);
    const list = (await h.callerFor(keen).notifications.list({})).notifications;
    expect(list.map((n) => n.text)).toContain('Conquista desbloqueada: Primeiro Contato.');
    expect(await kindsOf(quiet)).toEqual([]);
  });

  it('tells the cat’s carers of a request, and the person asking of the answer', async () => {
    await setUp();
    const registrar = h.createUser();
    const cat = await registerCat(h, registrar, { name: 'Tom' });
    const asker = h.createUser({ name: 'Bia' });
    await h.callerFor(asker).carers.request({ catId: cat._id });
    const [request] = (await h.callerFor(registrar).notifications.list({})).notifications.filter(
      (n) => n.kind === 'carerRequest',
    );
    expect(request).toMatchObject({ text: 'Bia pediu para cuidar de Tom.', userId: asker.id });
    await h.callerFor(registrar).carers.decide({
      catId: cat._id,
      userId: asker.id,
      decision: 'approve',
    });
    expect(await kindsOf(asker)).toEqual(['carerApproved']);
    const other = h.createUser({ name: 'Caio' });
    await h.callerFor(other).carers.request({ catId: cat._id });
    await h.callerFor(registrar).carers.decide({
      catId: cat._id,
      userId: other.id,
      decision: 'decline',
    });
    const [declined] = (await h.callerFor(other).notifications.list({})).notifications;
    expect(declined!.text).toBe('Seu pedido para cuidar de Tom foi recusado.');
  });
});

describe('"Eu vou ajudar"', () => {
  async function emergency() {
    await setUp();
    const registrar = h.createUser({ name: 'Rui' });
    const cat = await registerCat(h, registrar, { name: 'Nina', health: 'Emergência' });
    const fan = h.createUser({ name: 'Fã' });
    await h.callerFor(fan).favorites.add({ catId: cat._id });
    const ana = h.createUser({ name: 'Ana' });
    const bia = h.createUser({ name: 'Bia' });
    h.clock.advance(60_000);
    return { registrar, cat, fan, ana, bia };
  }

  /** Rui, the cat's registrar, accepts the offer of `helper` in one tap. */
  const accept = (registrar: User, catId: string, helper: User) =>
    h.callerFor(registrar).help.accept({ catId, userId: helper.id });

  it('tells the carers of an offer; once accepted, the followers hear who is on the way', async () => {
    const { registrar, cat, fan, ana, bia } = await emergency();
    const fanDevice = await withDevice(fan);
    const claim = await h.callerFor(ana).help.claim({ catId: cat._id });
    expect(claim.helpers).toMatchObject([{ name: 'Ana', accepted: false }]);
    // An offer: the carers are told, the followers not yet.
    expect(await kindsOf(registrar)).toEqual(['helpOffered', 'achievement']);
    expect(await kindsOf(fan)).toEqual([]);
    expect(await h.callerFor(ana).help.state({ catId: cat._id })).toEqual({
      mine: 'offered',
      canAccept: false,
      claims: [],
    });

    await accept(registrar, cat._id, ana);
    expect(await kindsOf(ana)).toEqual(['helpAccepted']);
    expect(await kindsOf(fan)).toEqual(['helpClaimed']);
    // Rui's notice of the offer now says Ana is on the way: one notice about her.
    expect(await kindsOf(registrar)).toEqual(['helpClaimed', 'achievement']);

    h.clock.advance(60_000);
    await h.callerFor(bia).help.claim({ catId: cat._id });
    await accept(registrar, cat._id, bia);
    expect(await kindsOf(fan)).toEqual(['helpJoined', 'helpClaimed']);
    expect(await kindsOf(registrar)).toEqual(['helpJoined', 'helpClaimed', 'achievement']);
    expect(await kindsOf(ana)).toEqual(['helpJoined', 'helpAccepted']);
    const [joined] = (await h.callerFor(fan).notifications.list({})).notifications;
    expect(joined!.text).toBe('Bia também vai ajudar Nina.');

    // Everybody sees who is on the way, in the cat page and the lists.
    const seen = await h.anon.cats.byId({ id: cat._id });
    expect(seen.cat.helpers.map((x) => [x.name, x.accepted])).toEqual([
      ['Ana', true],
      ['Bia', true],
    ]);
    const listed = (await h.anon.cats.list({})).cats.find((c) => c._id === cat._id)!;
    expect(listed.helpers).toHaveLength(2);

    // The push names nobody but the cat.
    await deliver();
    // The two pushes go out together: the fake push service may receive them in either order.
    const bodies = push.payloadsFor(fanDevice).map((p) => (p as { body: string }).body);
    expect(bodies.sort()).toEqual([
      'Alguém está a caminho de Nina.',
      'Alguém também vai ajudar Nina.',
    ]);
  });

  it('ends the helper’s claim with their check-in, and everyone’s when the cat is well', async () => {
    const { registrar, cat, ana, bia } = await emergency();
    await h.callerFor(ana).help.claim({ catId: cat._id });
    await h.callerFor(bia).help.claim({ catId: cat._id });
    await checkIn(h, ana, stored(h, cat._id), { healthStatus: 'Emergência' });
    expect((await h.anon.cats.byId({ id: cat._id })).cat.helpers.map((x) => x.name)).toEqual([
      'Bia',
    ]);
    // Its carer says it is well (someone else's "Bom" is only a report: PRODUCT.md).
    await checkIn(h, registrar, stored(h, cat._id), { healthStatus: 'Bom' });
    expect((await h.anon.cats.byId({ id: cat._id })).cat.helpers).toEqual([]);
  });

  it('lists each cat of a page with its own helpers, among cats in need and well', async () => {
    const { registrar, cat, ana, bia } = await emergency();
    const other = await registerCat(h, registrar, { name: 'Tom', health: 'Precisa de atenção' });
    await registerCat(h, registrar, { name: 'Bem', health: 'Bom' });
    await registerCat(h, registrar, { name: 'Sem', health: 'Emergência' });
    await h.callerFor(ana).help.claim({ catId: cat._id });
    h.clock.advance(60_000);
    await h.callerFor(bia).help.claim({ catId: cat._id });
    await h.callerFor(bia).help.claim({ catId: other._id });

    const page = await h.anon.cats.nearby({ ...HOME, radius: 5000 });
    const helpersBy = Object.fromEntries(page.map((c) => [c.name, c.helpers.map((x) => x.name)]));
    expect(helpersBy).toEqual({ Nina: ['Ana', 'Bia'], Tom: ['Bia'], Bem: [], Sem: [] });
  });

  it('turns the notices about a helper who gives up, and writes no new one', async () => {
    const { registrar, cat, fan, ana } = await emergency();
    await h.callerFor(ana).help.claim({ catId: cat._id });
    await accept(registrar, cat._id, ana);
    h.clock.advance(60_000);
    expect((await h.callerFor(ana).help.giveUp({ catId: cat._id })).helpers).toEqual([]);
    const list = (await h.callerFor(fan).notifications.list({})).notifications;
    expect(list).toMatchObject([
      {
        kind: 'helpWithdrawn',
        read: false,
        text: 'Ana não vai mais até Nina: o gato ainda pode precisar de alguém.',
      },
    ]);
    expect(await kindsOf(registrar)).toEqual(['helpWithdrawn', 'achievement']);
  });

  it('lapses after 3 h without a check-in and tells the followers exactly once', async () => {
    const { registrar, cat, fan, ana, bia } = await emergency();
    await h.callerFor(ana).help.claim({ catId: cat._id });
    await accept(registrar, cat._id, ana);
    // Bia's offer is never accepted: only the notice of her offer turns.
    await h.callerFor(bia).help.claim({ catId: cat._id });
    h.clock.advance(3 * HOUR - 60_000);
    expect(lapseClaims(h.db, h.deps)).toBe(0);
    h.clock.advance(60_000);
    expect(lapseClaims(h.db, h.deps)).toBe(2);
    expect(lapseClaims(h.db, h.deps)).toBe(0);
    expect(await kindsOf(fan)).toEqual(['helpLapsed']);
    expect(await kindsOf(registrar)).toEqual(['helpLapsed', 'helpLapsed', 'achievement']);
    expect((await h.anon.cats.byId({ id: cat._id })).cat.helpers).toEqual([]);
  });

  it('refuses a claim on a cat that is well, twice, and giving up without a claim', async () => {
    const { cat, ana } = await emergency();
    const well = await registerCat(h, h.createUser(), { health: 'Bom' });
    const notNeeded = await rejection(h.callerFor(ana).help.claim({ catId: well._id }), 'CONFLICT');
    expect(messageOf(notNeeded)).toBe(
      'Este gato não está em Emergência nem Precisa de atenção agora.',
    );
    await h.callerFor(ana).help.claim({ catId: cat._id });
    const twice = await rejection(h.callerFor(ana).help.claim({ catId: cat._id }), 'CONFLICT');
    expect(messageOf(twice, 'en')).toBe('You already said you will help this cat.');
    await h.callerFor(ana).help.giveUp({ catId: cat._id });
    const none = await rejection(h.callerFor(ana).help.giveUp({ catId: cat._id }), 'NOT_FOUND');
    expect(messageOf(none, 'es')).toBe('No vas en camino hacia este gato.');
    await rejection(h.callerFor(ana).help.claim({ catId: 'nope' }), 'NOT_FOUND');
  });
});

describe('pushes', () => {
  it('hold back all but emergencies in the quiet hours and send one digest in the morning', async () => {
    await setUp();
    // 23:30 in São Paulo.
    h.clock.set('2026-11-19T02:30:00Z');
    const owner = h.createUser();
    const cat = await registerCat(h, owner, { name: 'Lua' });
    const fan = h.createUser();
    await h.callerFor(fan).favorites.add({ catId: cat._id });
    await h.callerFor(fan).notifications.setRegion(HOME);
    const device = await withDevice(fan, 'en');

    await checkIn(h, h.createUser(), cat, { healthStatus: 'Bom' });
    await checkIn(h, owner, cat, { healthStatus: 'Emergência' });
    await deliver();
    // The emergency went at once; the favourite update waits.
    expect(push.payloadsFor(device)).toMatchObject([{ urgent: true, title: 'Lua' }]);

    h.clock.set('2026-11-19T10:00:00Z'); // 07:00
    expect(sendDigests(h.db, h.deps)).toBe(1);
    expect(sendDigests(h.db, h.deps)).toBe(0);
    await deliver();
    expect(push.payloadsFor(device)).toHaveLength(2);
    expect(push.payloadsFor(device)[1]).toMatchObject({
      body: '1 new notification overnight. Tap to see.',
      url: '/notifications',
    });
  });

  it('send at most 10 a day per user, whatever the number of devices', async () => {
    await setUp();
    const user = h.createUser();
    const phone = await withDevice(user);
    const laptop = await withDevice(user);
    for (let i = 0; i < 12; i++) {
      const cat = await registerCat(h, h.createUser(), { name: `Gato ${i}` });
      await h.callerFor(user).favorites.add({ catId: cat._id });
      await checkIn(h, h.createUser(), cat);
    }
    await deliver();
    expect(push.payloadsFor(phone)).toHaveLength(10);
    expect(push.payloadsFor(laptop)).toHaveLength(10);
    expect(await kindsOf(user)).toHaveLength(12);
    const states = h.db
      .select({ push: notifications.push })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .all()
      .map((n) => n.push);
    expect(states.filter((s) => s === 'capped')).toHaveLength(2);
  });

  it('forgets a device the push service says is gone (410), and its queued pushes', async () => {
    await setUp();
    const user = h.createUser();
    const device = await withDevice(user);
    push.answer(device, 410);
    const cat = await registerCat(h, h.createUser());
    await h.callerFor(user).favorites.add({ catId: cat._id });
    await checkIn(h, h.createUser(), cat);
    await deliver();
    expect(h.db.select().from(pushSubscriptions).all()).toEqual([]);
    expect(h.db.select().from(pushDeliveries).all()).toEqual([]);
    // The notification itself stays in the bell.
    expect(await kindsOf(user)).toEqual(['favoriteCheckin']);
  });

  it('subscribes only to the configured push services, with keys a browser would make', async () => {
    await setUp();
    const user = h.createUser();
    const { id: _id, ...device } = push.subscription();
    const elsewhere = await rejection(
      h.callerFor(user).notifications.subscribe({
        ...device,
        endpoint: 'http://169.254.169.254/latest/meta-data',
      }),
      'BAD_REQUEST',
    );
    expect(messageOf(elsewhere)).toBe(
      'Este servidor não envia alertas para esse serviço de push. Use o Chrome, o Firefox, o Edge ou o Safari.',
    );
    const badKeys = await rejection(
      h.callerFor(user).notifications.subscribe({ ...device, keys: { p256dh: 'x', auth: 'y' } }),
      'BAD_REQUEST',
    );
    expect(messageOf(badKeys, 'en')).toContain('alert subscription is not valid');
    // Subscribing again from the same device, even as someone else, keeps one row.
    await h.callerFor(user).notifications.subscribe(device);
    await h.callerFor(h.createUser()).notifications.subscribe(device);
    expect(h.db.select().from(pushSubscriptions).all()).toHaveLength(1);
    await h.callerFor(user).notifications.unsubscribe({ endpoint: device.endpoint });
    expect(h.db.select().from(pushSubscriptions).all()).toHaveLength(1);
  });
});

describe('the list', () => {
  it('is newest first, paginated, marks read, and ignores other people’s ids', async () => {
    await setUp();
    const user = h.createUser();
    const other = h.createUser();
    for (let i = 0; i < 3; i++) {
      const cat = await registerCat(h, h.createUser(), { name: `Gato ${i}` });
      await h.callerFor(user).favorites.add({ catId: cat._id });
      await h.callerFor(other).favorites.add({ catId: cat._id });
      h.clock.advance(60_000);
      await checkIn(h, h.createUser(), cat);
    }
    const page1 = await h.callerFor(user).notifications.list({ limit: 2 });
    expect(page1).toMatchObject({ total: 3, totalPages: 2, page: 1, unread: 3 });
    expect(page1.notifications.map((n) => n.text)).toEqual([
      'Novo check-in em Gato 2, um dos seus favoritos.',
      'Novo check-in em Gato 1, um dos seus favoritos.',
    ]);
    const othersIds = (await h.callerFor(other).notifications.list({})).notifications.map(
      (n) => n._id,
    );
    expect(await h.callerFor(user).notifications.markRead({ ids: othersIds })).toEqual({
      unread: 3,
    });
    expect(
      await h.callerFor(user).notifications.markRead({ ids: [page1.notifications[0]!._id] }),
    ).toEqual({ unread: 2 });
    expect(await h.callerFor(user).notifications.markRead({})).toEqual({ unread: 0 });
    expect(await h.callerFor(other).notifications.unread()).toEqual({ unread: 3 });
  });
});

describe('personal data', () => {
  it('exports the region, devices, notifications and claims, and deletion removes them', async () => {
    await setUp();
    const ana = h.createUser({ name: 'Ana' });
    await h.callerFor(ana).notifications.setRegion(HOME);
    await withDevice(ana);
    const cat = await registerCat(h, h.createUser(), { name: 'Nina', health: 'Emergência' });
    await h.callerFor(ana).favorites.add({ catId: cat._id });
    await h.callerFor(ana).help.claim({ catId: cat._id });
    await checkIn(h, h.createUser(), cat, { healthStatus: 'Emergência' });

    const data = await h.callerFor(ana).users.exportData();
    expect(data.alertRegion).toEqual({ latitude: -23.55, longitude: -46.63 });
    expect(data.pushDevices).toEqual([
      { endpointHost: new URL(push.origin).host, createdAt: expect.any(String) },
    ]);
    expect(data.notifications.map((n) => n.kind).sort()).toEqual([
      'favoriteCheckin',
      'nearbyAlert',
    ]);
    expect(data.helpClaims).toMatchObject([{ catId: cat._id, endedAt: null }]);

    await h.callerFor(ana).users.deleteAccount({ confirm: true });
    for (const table of [alertRegions, pushSubscriptions, notifications, helpClaims]) {
      expect(h.db.select().from(table).where(eq(table.userId, ana.id)).all()).toEqual([]);
    }
    expect((await h.anon.cats.byId({ id: cat._id })).cat.helpers).toEqual([]);
  });
});

describe('housekeeping', () => {
  it('drops pushes done more than 30 days ago, keeping newer and pending ones', async () => {
    await setUp();
    const user = h.createUser();
    await withDevice(user);
    for (let i = 0; i < 2; i++) {
      const cat = await registerCat(h, h.createUser(), { name: `Gato ${i}` });
      await h.callerFor(user).favorites.add({ catId: cat._id });
      await checkIn(h, h.createUser(), cat);
      await deliver();
      // The first is 32 days old at the prune, the second one day old.
      h.clock.advance((i === 0 ? 31 : 1) * 24 * HOUR);
    }
    const cat = await registerCat(h, h.createUser(), { name: 'Pendente' });
    await h.callerFor(user).favorites.add({ catId: cat._id });
    push.answer(push.received[0]!.device, 503);
    await checkIn(h, h.createUser(), cat);
    await deliver();
    expect(h.db.select().from(pushDeliveries).all()).toHaveLength(3);
    const prune = notificationTasks(h.deps).find((t) => t.name === 'push-deliveries-prune')!;
    if (!('run' in prune)) throw new Error('prune runs in a transaction');
    prune.run(h.db, {
      due: h.clock.now(),
      now: h.clock.now(),
      stopping: new AbortController().signal,
    });
    const left = h.db.select().from(pushDeliveries).all();
    expect(left).toHaveLength(2);
    expect(left.filter((d) => d.doneAt === null)).toHaveLength(1);
  });
});
