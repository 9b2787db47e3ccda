import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../db/schema.js';
import { coordinatesOf, near, stored } from '../test/cat-helpers.js';
import { rejection, messageOf } from '../test/expect.js';
import { checkIn, HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;

async function setUp() {
  h = createHarness();
  const ana = h.createUser({ name: 'Ana' });
  const bia = h.createUser({ name: 'Bia' });
  const cai = h.createUser({ name: 'Caio' });
  const cat = await registerCat(h, ana, { location: near(40) });
  return { ana, bia, cai, cat, row: stored(h, cat._id) };
}

/** The position of the cat in every read path the caller has, and whether each is exact. */
async function seenBy(user: User, catId: string) {
  const caller = h.callerFor(user);
  const found = [
    (await caller.cats.byId({ id: catId })).cat,
    ...(await caller.cats.nearby(HOME)),
    ...(await caller.cats.list({})).cats,
    ...(await caller.cats.list({ ...HOME })).cats,
  ].filter((cat) => cat._id === catId);
  expect(found).toHaveLength(4);
  return found.map((dto) => ({ exact: dto.exactLocation, ...coordinatesOf(dto) }));
}

describe('carer requests', () => {
  it('asking, seeing the request, approving: the new carer sees the exact position', async () => {
    const { ana, bia, cat, row } = await setUp();
    const exact = { exact: true, latitude: row.lat, longitude: row.lng };
    const shifted = { exact: false, latitude: row.publicLat, longitude: row.publicLng };
    expect(await seenBy(bia, cat._id)).toEqual(Array(4).fill(shifted));

    const asked = await h.callerFor(bia).carers.request({ catId: cat._id, message: ' De manhã ' });
    expect(asked).toEqual({
      catId: cat._id,
      status: 'pending',
      requestedAt: h.clock.now().toISOString(),
    });
    const own = await h.callerFor(bia).carers.forCat({ catId: cat._id });
    expect(own).toMatchObject({ role: 'none', request: { status: 'pending', askAgainAt: null } });
    expect(own.carersCount).toBe(1);
    expect(own.carers).toEqual([]);
    expect(own.pending).toEqual([]);
    const twice = await rejection(h.callerFor(bia).carers.request({ catId: cat._id }), 'CONFLICT');
    expect(messageOf(twice)).toBe(
      'Você já pediu para cuidar deste gato: o pedido está aguardando aprovação.',
    );

    const pending = {
      userId: bia.id,
      name: 'Bia',
      profilePicture: bia.profilePicture,
      catId: cat._id,
      catName: 'Mingau',
      message: 'De manhã',
      requestedAt: h.clock.now().toISOString(),
    };
    const forAna = await h.callerFor(ana).carers.forCat({ catId: cat._id });
    expect(forAna.role).toBe('registrar');
    expect(forAna.pending).toEqual([pending]);
    expect(forAna.carers.map((c) => [c.name, c.role, c.canRevoke])).toEqual([
      ['Ana', 'registrar', false],
    ]);
    expect(await h.callerFor(ana).carers.pendingForMe()).toEqual([pending]);
    expect(await h.callerFor(bia).carers.pendingForMe()).toEqual([]);

    const approved = await h
      .callerFor(ana)
      .carers.decide({ catId: cat._id, userId: bia.id, decision: 'approve' });
    expect(approved).toEqual({ catId: cat._id, userId: bia.id, status: 'approved' });
    expect(await seenBy(bia, cat._id)).toEqual(Array(4).fill(exact));
    const after = await h.callerFor(ana).carers.forCat({ catId: cat._id });
    expect(after.pending).toEqual([]);
    expect(after.carersCount).toBe(2);
    expect(after.carers.map((c) => [c.name, c.role, c.canRevoke])).toEqual([
      ['Ana', 'registrar', false],
      ['Bia', 'carer', true],
    ]);
    expect(await h.callerFor(bia).carers.forCat({ catId: cat._id })).toMatchObject({
      role: 'carer',
      carersCount: 2,
    });
    await rejection(h.callerFor(bia).carers.request({ catId: cat._id }), 'CONFLICT');
    await rejection(h.callerFor(ana).carers.request({ catId: cat._id }), 'CONFLICT');
  });

  it('only carers and admins decide; an approved carer may approve and revoke others', async () => {
    const { ana, bia, cai, cat } = await setUp();
    const dan = h.createUser({ name: 'Dan' });
    const admin = h.createUser({ isAdmin: true });
    for (const user of [bia, cai, dan]) {
      await h.callerFor(user).carers.request({ catId: cat._id });
      h.clock.advance(60_000);
    }
    const refused = await rejection(
      h.callerFor(cai).carers.decide({ catId: cat._id, userId: bia.id, decision: 'approve' }),
      'FORBIDDEN',
    );
    expect(messageOf(refused, 'en')).toBe('Only people who care for this cat can do this.');
    await rejection(
      h.callerFor(cai).carers.revoke({ catId: cat._id, userId: ana.id }),
      'FORBIDDEN',
    );
    expect(await h.callerFor(cai).carers.pendingForMe()).toEqual([]);
    expect((await h.callerFor(admin).carers.pendingForMe()).map((p) => p.userId)).toEqual([
      bia.id,
      cai.id,
      dan.id,
    ]);

    await h.callerFor(admin).carers.decide({ catId: cat._id, userId: bia.id, decision: 'approve' });
    const forAdmin = await h.callerFor(admin).carers.forCat({ catId: cat._id });
    expect(forAdmin.role).toBe('admin');
    expect(forAdmin.carers.map((c) => c.userId)).toEqual([ana.id, bia.id]);
    expect(forAdmin.pending.map((p) => p.userId)).toEqual([cai.id, dan.id]);
    // Bia, now a carer, sees and answers the others' requests.
    expect((await h.callerFor(bia).carers.pendingForMe()).map((p) => p.userId)).toEqual([
      cai.id,
      dan.id,
    ]);
    await h.callerFor(bia).carers.decide({ catId: cat._id, userId: cai.id, decision: 'approve' });
    await h.callerFor(bia).carers.decide({ catId: cat._id, userId: dan.id, decision: 'decline' });
    await rejection(
      h.callerFor(bia).carers.decide({ catId: cat._id, userId: dan.id, decision: 'approve' }),
      'NOT_FOUND',
    );

    const kept = await rejection(
      h.callerFor(bia).carers.revoke({ catId: cat._id, userId: ana.id }),
      'FORBIDDEN',
    );
    expect(messageOf(kept)).toBe('Quem cadastrou o gato continua sempre como cuidador(a).');
    await rejection(
      h.callerFor(admin).carers.revoke({ catId: cat._id, userId: ana.id }),
      'FORBIDDEN',
    );
    await rejection(
      h.callerFor(bia).carers.revoke({ catId: cat._id, userId: dan.id }),
      'NOT_FOUND',
    );
    expect(await h.callerFor(cai).carers.revoke({ catId: cat._id, userId: bia.id })).toEqual({
      catId: cat._id,
      userId: bia.id,
      status: 'revoked',
    });
    // Bia is no carer now: she can no longer act on the cat's carers.
    await rejection(
      h.callerFor(bia).carers.revoke({ catId: cat._id, userId: cai.id }),
      'FORBIDDEN',
    );
    expect((await h.callerFor(ana).carers.forCat({ catId: cat._id })).carersCount).toBe(2);
  });

  it('a revoked carer loses the exact position and may ask again only after 7 days', async () => {
    const { ana, bia, cat, row } = await setUp();
    await h.callerFor(bia).carers.request({ catId: cat._id });
    await h.callerFor(ana).carers.decide({ catId: cat._id, userId: bia.id, decision: 'approve' });
    expect((await seenBy(bia, cat._id)).every((p) => p.exact)).toBe(true);

    await h.callerFor(ana).carers.revoke({ catId: cat._id, userId: bia.id });
    const shifted = { exact: false, latitude: row.publicLat, longitude: row.publicLng };
    expect(await seenBy(bia, cat._id)).toEqual(Array(4).fill(shifted));
    const revokedAt = h.clock.now();
    expect((await h.callerFor(bia).carers.forCat({ catId: cat._id })).request).toEqual({
      status: 'revoked',
      requestedAt: revokedAt.toISOString(),
      decidedAt: revokedAt.toISOString(),
      askAgainAt: new Date(revokedAt.getTime() + 7 * DAY).toISOString(),
    });

    h.clock.advance(6 * DAY);
    const early = await rejection(
      h.callerFor(bia).carers.request({ catId: cat._id }),
      'TOO_MANY_REQUESTS',
    );
    expect(messageOf(early)).toBe(
      'Seu pedido anterior foi recusado ou revogado há pouco. Você poderá pedir de novo em 1 dia(s).',
    );
    expect(messageOf(early, 'es')).toContain('Podrás pedir de nuevo en 1 día(s)');
    h.clock.advance(DAY);
    await h.callerFor(bia).carers.request({ catId: cat._id });
    expect((await h.callerFor(bia).carers.forCat({ catId: cat._id })).request).toMatchObject({
      status: 'pending',
      decidedAt: null,
      askAgainAt: null,
    });
  });

  it('a declined user waits 7 days too', async () => {
    const { ana, bia, cat } = await setUp();
    await h.callerFor(bia).carers.request({ catId: cat._id });
    await h.callerFor(ana).carers.decide({ catId: cat._id, userId: bia.id, decision: 'decline' });
    h.clock.advance(DAY);
    const early = await rejection(
      h.callerFor(bia).carers.request({ catId: cat._id }),
      'TOO_MANY_REQUESTS',
    );
    expect(messageOf(early, 'en')).toBe(
      'Your previous request was declined or revoked recently. You can ask again in 6 day(s).',
    );
    h.clock.advance(6 * DAY);
    await expect(h.callerFor(bia).carers.request({ catId: cat._id })).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('a check-in at the public point, or right at the cat, grants nothing', async () => {
    const { bia, cai, cat, row } = await setUp();
    const publicPoint = { latitude: row.publicLat, longitude: row.publicLng };
    await checkIn(h, bia, cat, { location: publicPoint });
    await checkIn(h, cai, cat, { location: { latitude: row.lat, longitude: row.lng } });
    for (const user of [bia, cai]) {
      expect((await seenBy(user, cat._id)).some((p) => p.exact)).toBe(false);
      expect(await h.callerFor(user).carers.forCat({ catId: cat._id })).toMatchObject({
        role: 'none',
        request: null,
        carers: [],
        pending: [],
      });
    }
  });

  it('refuses unknown cats, long messages and unknown fields with clear 4xx', async () => {
    const { bia, cat } = await setUp();
    const missing = await rejection(
      h.callerFor(bia).carers.request({ catId: 'nope' }),
      'NOT_FOUND',
    );
    expect(messageOf(missing)).toBe('Gato não encontrado');
    await rejection(h.callerFor(bia).carers.forCat({ catId: 'nope' }), 'NOT_FOUND');
    const long = await rejection(
      h.callerFor(bia).carers.request({ catId: cat._id, message: 'x'.repeat(281) }),
      'BAD_REQUEST',
    );
    expect(messageOf(long)).toBe('Texto longo demais (máximo 280 caracteres)');
    await rejection(
      h.callerFor(bia).carers.decide({
        catId: cat._id,
        userId: bia.id,
        decision: 'maybe' as 'approve',
      }),
      'BAD_REQUEST',
    );
    await rejection(h.anon.carers.forCat({ catId: cat._id }), 'UNAUTHORIZED');
  });
});
