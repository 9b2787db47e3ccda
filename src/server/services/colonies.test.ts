import { afterEach, describe, expect, it } from 'vitest';
import { colonies } from '../db/colonies-schema.js';
import { cats } from '../db/schema.js';
import { expectNoCoordinateOf, rejection } from '../test/expect.js';
import { checkIn, HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { distanceMeters } from '../../shared/geo.js';
import { cellArea, privacyCell } from './privacy.js';

let h: Harness;
afterEach(() => h?.close());

const HOUR = 60 * 60 * 1000;

async function setUp() {
  h = createHarness();
  const coordinator = h.createUser({ name: 'Cora' });
  const carer = h.createUser({ name: 'Caio' });
  const stranger = h.createUser({ name: 'Sara' });
  const cat = await registerCat(h, coordinator, { name: 'Mingau' });
  const { _id: colonyId } = await h.callerFor(coordinator).colonies.create({
    name: 'Colônia da Praça',
    description: 'Gatos do coreto',
    ...HOME,
  });
  await h.callerFor(coordinator).colonies.addCat({ colonyId, catId: cat._id });
  return { coordinator, carer, stranger, cat, colonyId };
}

describe('colonies', () => {
  it('joining takes a coordinator: a pending carer sees no more than a stranger until approved', async () => {
    const { coordinator, carer, stranger, cat, colonyId } = await setUp();
    const caio = h.callerFor(carer);
    await caio.colonies.join({ colonyId });
    expect((await rejection(caio.colonies.join({ colonyId }), 'CONFLICT')).message).toBe(
      'colonyRequestPending',
    );
    // Only a coordinator decides, not the requester nor a stranger.
    const decision = { colonyId, userId: carer.id, decision: 'approve' } as const;
    expect((await rejection(caio.colonies.decide(decision), 'FORBIDDEN')).message).toBe(
      'colonyCoordinatorOnly',
    );
    await rejection(h.callerFor(stranger).colonies.decide(decision), 'FORBIDDEN');

    const pending = await caio.colonies.byId({ colonyId });
    expect(pending.colony.me).toEqual({ role: 'carer', status: 'pending' });
    expect([pending.members, pending.cats, pending.lastFeedingAt]).toEqual([null, null, null]);
    // The coordinator sees the request; the card counts only approved members.
    const seen = await h.callerFor(coordinator).colonies.byId({ colonyId });
    expect(seen.members!.map((m) => [m.name, m.role, m.status])).toEqual([
      ['Cora', 'coordinator', 'approved'],
      ['Caio', 'carer', 'pending'],
    ]);
    expect(seen.colony.memberCount).toBe(1);

    await h.callerFor(coordinator).colonies.decide(decision);
    const member = await caio.colonies.byId({ colonyId });
    expect(member.colony.me).toEqual({ role: 'carer', status: 'approved' });
    expect(member.cats!.map((c) => c.name)).toEqual(['Mingau']);
    // A carer does not see requests to join.
    await h.callerFor(stranger).colonies.join({ colonyId });
    const again = await caio.colonies.byId({ colonyId });
    expect(again.members!.map((m) => m.name)).toEqual(['Cora', 'Caio']);
    // Declined: the request goes, and the person may ask again.
    await h
      .callerFor(coordinator)
      .colonies.decide({ colonyId, userId: stranger.id, decision: 'decline' });
    await h.callerFor(stranger).colonies.join({ colonyId });
    void cat;
  });

  it('members are carers of every cat of the colony: exact positions, as long as they are members', async () => {
    const { coordinator, carer, stranger, cat, colonyId } = await setUp();
    const row = h.db
      .select()
      .from(cats)
      .all()
      .find((c) => c.id === cat._id)!;
    const exact = [row.lng, row.lat];
    const shifted = [row.publicLng, row.publicLat];
    const seenBy = async (user: typeof carer) =>
      (await h.callerFor(user).cats.byId({ id: cat._id })).cat.location.coordinates;

    expect(await seenBy(carer)).toEqual(shifted);
    await h.callerFor(carer).colonies.join({ colonyId });
    expect(await seenBy(carer)).toEqual(shifted); // pending is nothing yet
    await h
      .callerFor(coordinator)
      .colonies.decide({ colonyId, userId: carer.id, decision: 'approve' });
    expect(await seenBy(carer)).toEqual(exact);
    const nearby = await h.callerFor(carer).cats.nearby({ ...HOME, radius: 5000 });
    expect(nearby.map((c) => c.location.coordinates)).toEqual([exact]);
    // The colony page lists the cats as each reader may see them.
    expect(
      (await h.callerFor(carer).colonies.byId({ colonyId })).cats![0]!.location.coordinates,
    ).toEqual(exact);
    expect(await seenBy(stranger)).toEqual(shifted);

    // A member may record what carers record (a check-in counts them as its carer, not "too far").
    await checkIn(h, carer, { id: cat._id, lat: row.lat, lng: row.lng });

    await h.callerFor(carer).colonies.leave({ colonyId });
    expect(await seenBy(carer)).toEqual(shifted);
    // Taking the cat out of the colony ends the access of its members too.
    await h.callerFor(carer).colonies.join({ colonyId });
    await h
      .callerFor(coordinator)
      .colonies.decide({ colonyId, userId: carer.id, decision: 'approve' });
    await h.callerFor(coordinator).colonies.removeCat({ colonyId, catId: cat._id });
    expect(await seenBy(carer)).toEqual(shifted);
  });

  it('visitors get the card only: the privacy cells of its cats, counts and no member list', async () => {
    const { coordinator, colonyId, cat } = await setUp();
    const card = await h.anon.colonies.byId({ colonyId });
    expect(card.members).toBeNull();
    expect(card.cats).toBeNull();
    expect(card.lastFeedingAt).toBeNull();
    expect(card.colony).toMatchObject({
      name: 'Colônia da Praça',
      catCount: 1,
      memberCount: 1,
      sterilizedPercent: 0,
      me: null,
    });
    // The area is the cell its cat is in: the square the cat's page shows, around the cat.
    const row = h.db
      .select()
      .from(cats)
      .all()
      .find((c) => c.id === cat._id)!;
    const { cat: seen } = await h.anon.cats.byId({ id: cat._id });
    expect(card.colony.area.cells).toEqual([seen.publicArea]);
    const [cell] = card.colony.area.cells;
    expect(row.lat).toBeGreaterThanOrEqual(cell!.south);
    expect(row.lat).toBeLessThan(cell!.north);
    expect(row.lng).toBeGreaterThanOrEqual(cell!.west);
    expect(row.lng).toBeLessThan(cell!.east);
    expect(distanceMeters(cell!.south, cell!.west, cell!.north, cell!.west)).toBeCloseTo(500, 0);
    // The point its creator gave is not stored anywhere: only its cell's public point.
    const stored = h.db.select().from(colonies).get()!;
    const home = privacyCell(h.deps.tokens.secret, HOME.latitude, HOME.longitude);
    expect([stored.publicLat, stored.publicLng]).toEqual([home.latitude, home.longitude]);
    expectNoCoordinateOf(stored, HOME);
    expect((await h.anon.colonies.list()).map((c) => c.name)).toEqual(['Colônia da Praça']);

    // Without cats, the area is the cell of the point given at creation.
    await h.callerFor(coordinator).colonies.removeCat({ colonyId, catId: cat._id });
    const empty = await h.anon.colonies.byId({ colonyId });
    expect(empty.colony.area.cells).toEqual([cellArea(home)]);
  });

  it('a cat joins a colony only by someone who coordinates it and already cares for the cat; one colony at most', async () => {
    const { coordinator, carer, stranger, cat, colonyId } = await setUp();
    // Sara coordinates her own colony but does not care for Mingau.
    const { _id: other } = await h.callerFor(stranger).colonies.create({ name: 'Outra', ...HOME });
    const taken = await rejection(
      h.callerFor(stranger).colonies.addCat({ colonyId: other, catId: cat._id }),
      'FORBIDDEN',
    );
    expect(taken.message).toBe('colonyCatCarerOnly');
    // Caio cares for Mingau... no: he is no coordinator of this colony.
    await rejection(h.callerFor(carer).colonies.addCat({ colonyId, catId: cat._id }), 'FORBIDDEN');
    // Cora cares for Mingau and coordinates "Outra"? She is not in it.
    await h.callerFor(coordinator).colonies.join({ colonyId: other });
    await h
      .callerFor(stranger)
      .colonies.decide({ colonyId: other, userId: coordinator.id, decision: 'approve' });
    await h
      .callerFor(stranger)
      .colonies.setRole({ colonyId: other, userId: coordinator.id, role: 'coordinator' });
    const elsewhere = await rejection(
      h.callerFor(coordinator).colonies.addCat({ colonyId: other, catId: cat._id }),
      'CONFLICT',
    );
    expect(elsewhere.message).toBe('colonyCatElsewhere');
    expect(await h.anon.colonies.ofCat({ catId: cat._id })).toEqual({
      _id: colonyId,
      name: 'Colônia da Praça',
    });
  });

  it('the last coordinator hands over before leaving; three new colonies a day at most', async () => {
    const { coordinator, carer, colonyId } = await setUp();
    const cora = h.callerFor(coordinator);
    expect((await rejection(cora.colonies.leave({ colonyId }), 'CONFLICT')).message).toBe(
      'colonyLastCoordinator',
    );
    await h.callerFor(carer).colonies.join({ colonyId });
    await cora.colonies.decide({ colonyId, userId: carer.id, decision: 'approve' });
    await rejection(
      cora.colonies.setRole({ colonyId, userId: coordinator.id, role: 'carer' }),
      'CONFLICT',
    );
    await cora.colonies.setRole({ colonyId, userId: carer.id, role: 'coordinator' });
    await cora.colonies.leave({ colonyId });
    expect((await h.callerFor(carer).colonies.byId({ colonyId })).members!.length).toBe(1);

    await cora.colonies.create({ name: 'B', ...HOME });
    await cora.colonies.create({ name: 'C', ...HOME });
    const limited = await rejection(
      cora.colonies.create({ name: 'D', ...HOME }),
      'TOO_MANY_REQUESTS',
    );
    expect(limited.message).toBe('colonyCreateLimit');
    h.clock.advance(25 * HOUR);
    await cora.colonies.create({ name: 'D', ...HOME });
  });

  it('refuses bad input with the field named', async () => {
    h = createHarness();
    const user = h.createUser();
    const missing = await rejection(
      h.callerFor(user).colonies.create({ name: '  ', ...HOME }),
      'BAD_REQUEST',
    );
    expect(missing.message).toContain('colonyNameRequired');
    await rejection(
      h.callerFor(user).colonies.create({ name: 'A', latitude: 91, longitude: 0 }),
      'BAD_REQUEST',
    );
  });
});

describe('the colony page', () => {
  it('shows members when the cats were last fed', async () => {
    const { coordinator, cat, colonyId } = await setUp();
    const row = h.db
      .select()
      .from(cats)
      .all()
      .find((c) => c.id === cat._id)!;
    const at = { id: cat._id, lat: row.lat, lng: row.lng };
    await checkIn(h, coordinator, at, { actions: ['Deu água'] });
    expect((await h.callerFor(coordinator).colonies.byId({ colonyId })).lastFeedingAt).toBeNull();
    h.clock.advance(5 * HOUR);
    await checkIn(h, coordinator, at, { actions: ['Alimentou'] });
    expect((await h.callerFor(coordinator).colonies.byId({ colonyId })).lastFeedingAt).toBe(
      h.clock.now().toISOString(),
    );
  });
});

describe('personal data', () => {
  it('the export lists the colonies one is in; deleting the account takes the person out of them', async () => {
    const { coordinator, carer, cat, colonyId } = await setUp();
    await h.callerFor(carer).colonies.join({ colonyId });
    const exported = await h.callerFor(carer).users.exportData();
    expect(exported.colonies).toEqual([
      {
        colonyId,
        name: 'Colônia da Praça',
        role: 'carer',
        status: 'pending',
        requestedAt: h.clock.now().toISOString(),
      },
    ]);
    await h
      .callerFor(coordinator)
      .colonies.decide({ colonyId, userId: carer.id, decision: 'approve' });
    await h.callerFor(carer).users.deleteAccount({ confirm: true });
    const page = await h.callerFor(coordinator).colonies.byId({ colonyId });
    expect(page.members!.map((m) => m.name)).toEqual(['Cora']);
    expect(page.colony.memberCount).toBe(1);
    void cat;
  });
});
