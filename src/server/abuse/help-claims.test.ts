import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { helpClaims, notifications } from '../db/notifications-schema.js';
import { colonyApp, type Caller } from '../test/colony-http.js';
import { HOME } from '../test/fixtures.js';
import type { JsonBody } from '../test/harness.js';
import { checkinFields, createRestApp, form, type RestApp } from '../test/rest-client.js';
import { trpcCall } from './http.js';

// Issue 44, items 2 and 3 (docs/abuse.md, "Offers of help" and "Notices bounded per cause"):
// "Eu vou ajudar" is an offer that gives nothing until a carer or the reporter accepts it, and
// one account's loops cannot flood another person's bell.

let r: RestApp;
afterEach(() => r?.close());

type Who = Awaited<ReturnType<RestApp['signIn']>>;

const trpc = (who: Who | null, path: string, input: unknown, mutation = false) =>
  trpcCall(r, who?.token, path, input, mutation);

/** A reporter sharing her WhatsApp number, and her cat in Emergência with a note. */
async function emergency(name: string, whatsapp: string) {
  const rita = await r.signIn({ name });
  expect((await trpc(rita, 'users.setContact', { whatsapp }, true)).status).toBe(200);
  const cat = await r.registerCat(rita.token, { name: `Gato de ${name}` });
  const report = await r.post('/api/checkins', {
    token: rita.token,
    form: form(
      checkinFields(cat._id as string, {
        healthStatus: 'Emergência',
        actionsDescription: 'Pata ferida, perto do portão azul',
      }),
    ),
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  return { rita, catId: cat._id as string };
}

const noticesTo = (userId: string) =>
  r.db.select().from(notifications).where(eq(notifications.userId, userId)).all();

describe('an offer of help gives nothing by itself', () => {
  it('harvesting 10 emergencies from a fresh account reads 0 numbers, and a retry is the same claim', async () => {
    r = await createRestApp();
    const emergencies = [];
    for (let i = 0; i < 10; i++) {
      emergencies.push(await emergency(`Rita ${i}`, `+55 11 98765-43${10 + i}`));
    }
    const eva = await r.signIn({ name: 'Eva' });
    let seen = '';
    for (const { catId } of emergencies) {
      const claim = await r.post(`/api/cats/${catId}/help`, { token: eva.token });
      expect(claim.status).toBe(200);
      expect(claim.body.helpers).toMatchObject([{ name: 'Eva', accepted: false }]);
      const brief = await trpc(eva, 'help.brief', { catId });
      expect(brief.status).toBe(403);
      expect(brief.message).toBe(
        'O recado e o contato de quem relatou aparecem só depois que quem cuida deste gato aceitar sua ajuda.',
      );
      // Give up and offer again: still nothing, and it is the same claim.
      const gone = await r.del(`/api/cats/${catId}/help`, { token: eva.token });
      expect(gone.status).toBe(200);
      const again = await r.post(`/api/cats/${catId}/help`, { token: eva.token });
      expect(again.status).toBe(200);
      const state = await trpc(eva, 'help.state', { catId });
      expect(state.data).toEqual({ mine: 'offered', canAccept: false, claims: [] });
      const answers = [
        JSON.stringify(claim.body),
        brief.raw,
        JSON.stringify(gone.body),
        JSON.stringify(again.body),
        (await trpc(eva, 'help.brief', { catId })).raw,
        state.raw,
        (await trpc(eva, 'cats.byId', { id: catId })).raw,
        JSON.stringify((await r.get(`/api/cats/${catId}`, { token: eva.token })).body),
      ];
      seen += answers.join('\n');
    }
    const numbers = seen.match(/\+?55\s?11\s?98765/g) ?? [];
    expect(numbers).toHaveLength(0);
    expect(seen).not.toContain('98765');

    // One claim per cat, and one notice to each reporter (the offer, back after the give-up).
    const claims = r.db.select().from(helpClaims).where(eq(helpClaims.userId, eva.user.id)).all();
    expect(claims).toHaveLength(10);
    for (const { rita, catId } of emergencies) {
      const told = noticesTo(rita.user.id).filter((n) => n.aboutUserId === eva.user.id);
      expect(told).toMatchObject([{ kind: 'helpOffered', catId }]);
    }
  });

  it('an accepted helper reads the brief and where to go; when the claim ends both are gone', async () => {
    r = await createRestApp();
    const { rita, catId } = await emergency('Rita', '+55 11 98765-4321');
    const bia = await r.signIn({ name: 'Bia' });
    const caio = await r.signIn({ name: 'Caio' });
    expect((await trpc(bia, 'help.claim', { catId }, true)).status).toBe(200);

    const [offer] = (await trpc(rita, 'notifications.list', {})).data.notifications as JsonBody[];
    expect(offer).toMatchObject({
      kind: 'helpOffered',
      userId: bia.user.id,
      catId,
      text: 'Bia quer ajudar Gato de Rita. Aceite na página do gato para mostrar o recado e onde ir.',
    });
    const ritaView = await trpc(rita, 'help.state', { catId });
    expect(ritaView.data).toMatchObject({
      mine: 'none',
      canAccept: true,
      claims: [{ _id: bia.user.id, name: 'Bia', accepted: false, spot: null }],
    });

    // Only the cat's carers and its reporter accept; nobody accepts their own offer.
    const spot = 'Portão azul da escola, ao lado da banca';
    for (const who of [caio, bia]) {
      const refused = await trpc(who, 'help.accept', { catId, userId: bia.user.id, spot }, true);
      expect(refused.status).toBe(403);
      expect(refused.message).toBe('Só quem cuida deste gato ou quem relatou pode aceitar ajuda.');
    }
    const accepted = await trpc(rita, 'help.accept', { catId, userId: bia.user.id, spot }, true);
    expect(accepted.status).toBe(200);
    expect(accepted.data.helpers).toMatchObject([{ name: 'Bia', accepted: true }]);
    const [told] = (await trpc(bia, 'notifications.list', {})).data.notifications as JsonBody[];
    expect(told).toMatchObject({
      kind: 'helpAccepted',
      text: 'Rita aceitou sua ajuda para Gato de Rita: veja o recado e onde ir.',
    });

    const brief = await trpc(bia, 'help.brief', { catId });
    expect(brief).toMatchObject({
      status: 200,
      data: {
        reporter: { name: 'Rita' },
        note: 'Pata ferida, perto do portão azul',
        whatsapp: '+5511987654321',
        spot,
      },
    });
    // The accepter changes where to go; a stranger still reads nothing.
    await trpc(rita, 'help.accept', { catId, userId: bia.user.id, spot: 'Na praça' }, true);
    expect((await trpc(bia, 'help.brief', { catId })).data.spot).toBe('Na praça');
    expect((await trpc(caio, 'help.brief', { catId })).status).toBe(403);

    expect((await trpc(bia, 'help.giveUp', { catId }, true)).status).toBe(200);
    expect((await trpc(bia, 'help.brief', { catId })).status).toBe(403);
    const row = r.db.select().from(helpClaims).where(eq(helpClaims.userId, bia.user.id)).get();
    expect(row).toMatchObject({ endReason: 'gaveUp', spot: null });
    // Taking it back is an offer again, to be accepted again.
    expect((await trpc(bia, 'help.claim', { catId }, true)).status).toBe(200);
    expect((await trpc(bia, 'help.brief', { catId })).status).toBe(403);
  });

  it('with nobody to accept, the offer stands accepted at once and the brief carries no contact', async () => {
    r = await createRestApp();
    const { rita, catId } = await emergency('Rita', '+55 11 98765-4321');
    expect((await trpc(rita, 'users.deleteAccount', { confirm: true }, true)).status).toBe(200);
    const bia = await r.signIn({ name: 'Bia' });
    const claim = await trpc(bia, 'help.claim', { catId }, true);
    expect(claim.data.helpers).toMatchObject([{ name: 'Bia', accepted: true }]);
    const brief = await trpc(bia, 'help.brief', { catId });
    expect(brief.data).toMatchObject({
      reporter: { name: 'Usuário removido' },
      note: 'Pata ferida, perto do portão azul',
      whatsapp: null,
      spot: null,
    });
  });
});

describe('notices are bounded per cause', () => {
  it('six join/leave loops and six claim/give-up loops from one account give a coordinator 2 notices', async () => {
    const app = await colonyApp();
    r = app.r;
    const { cora, colonyId } = await app.colonyOf(0);
    const cat = await r.registerCat(cora.token, { name: 'Nina', health: 'Emergência' });
    expect((await app.mutate(cora, 'colonies.addCat', { colonyId, catId: cat._id })).status).toBe(
      200,
    );
    const before = noticesTo(cora.user.id).length;
    const eva: Caller = await app.person('Eva');
    for (let i = 0; i < 6; i++) {
      expect((await app.mutate(eva, 'colonies.join', { colonyId })).status).toBe(200);
      expect((await app.mutate(eva, 'colonies.leave', { colonyId })).status).toBe(200);
      r.clock.advance(60_000);
    }
    for (let i = 0; i < 6; i++) {
      expect((await app.mutate(eva, 'help.claim', { catId: cat._id })).status).toBe(200);
      expect((await app.mutate(eva, 'help.giveUp', { catId: cat._id })).status).toBe(200);
      r.clock.advance(60_000);
    }
    const fromEva = noticesTo(cora.user.id).filter((n) => n.aboutUserId === eva.user.id);
    expect(noticesTo(cora.user.id).length - before).toBe(2);
    expect(fromEva.map((n) => n.kind).sort()).toEqual(['colonyRequest', 'helpWithdrawn']);

    // A day later, one more request is news again.
    r.clock.advance(24 * 60 * 60 * 1000);
    expect((await app.mutate(eva, 'colonies.join', { colonyId })).status).toBe(200);
    expect(noticesTo(cora.user.id).length - before).toBe(3);
  });

  it('past 5 notices a day from one account the rest are one digest; nearby emergency alerts always go', async () => {
    r = await createRestApp();
    const cora = await r.signIn({ name: 'Cora' });
    expect((await trpc(cora, 'notifications.setRegion', HOME, true)).status).toBe(200);
    const cats = [];
    for (let i = 0; i < 8; i++) {
      cats.push(await r.registerCat(cora.token, { name: `Gato ${i}`, health: 'Emergência' }));
    }
    const eva = await r.signIn({ name: 'Eva' });
    for (const cat of cats) {
      expect((await trpc(eva, 'help.claim', { catId: cat._id }, true)).status).toBe(200);
    }
    const fromEva = () =>
      r.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, cora.user.id), eq(notifications.aboutUserId, eva.user.id)),
        )
        .all();
    expect(fromEva().map((n) => n.kind)).toEqual([
      ...Array<string>(5).fill('helpOffered'),
      'moreFromUser',
    ]);
    const list = (await trpc(cora, 'notifications.list', {})).data.notifications as JsonBody[];
    expect(list.find((n) => n.kind === 'moreFromUser')).toMatchObject({
      userId: eva.user.id,
      text: 'Mais 3 avisos de Eva hoje, juntados aqui para não lotar seu sino. Veja seus gatos e colônias.',
    });
    // Giving them all up changes the notices already there and writes none.
    for (const cat of cats) {
      expect((await trpc(eva, 'help.giveUp', { catId: cat._id }, true)).status).toBe(200);
    }
    expect(fromEva()).toHaveLength(6);

    // Eva registers a cat of her own in Emergência near Cora's region: its alert reaches Cora.
    await r.registerCat(eva.token, { name: 'Tigre', health: 'Emergência' });
    const alerts = noticesTo(cora.user.id).filter((n) => n.kind === 'nearbyAlert');
    expect(alerts).toMatchObject([{ params: { catName: 'Tigre', health: 'Emergência' } }]);
  });
});
