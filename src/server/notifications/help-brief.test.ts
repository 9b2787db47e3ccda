import { afterEach, describe, expect, it } from 'vitest';
import { HOUR } from '../test/cat-helpers.js';
import { checkinFields, createRestApp, form, type RestApp } from '../test/rest-client.js';
import { trpcCall } from '../abuse/http.js';

// The reporter's contact for helpers (issue 32, section 3), over the real app: a WhatsApp number
// the reporter chose to share reaches only the people whose open claim on that emergency a carer
// or the reporter accepted (issue 44).

let r: RestApp;
afterEach(() => r?.close());

type Who = Awaited<ReturnType<RestApp['signIn']>>;

const NUMBER = '+55 11 98765-4321';
const STORED = '+5511987654321';

const trpc = (who: Who | null, path: string, input: unknown, mutation = false) =>
  trpcCall(r, who?.token, path, input, mutation);

/** `who` offers to help and Rita, the cat's registrar and reporter, accepts in one tap. */
async function claimAccepted(who: Who, rita: Who, catId: string) {
  expect((await trpc(who, 'help.claim', { catId }, true)).status).toBe(200);
  const accepted = await trpc(rita, 'help.accept', { catId, userId: who.user.id }, true);
  expect(accepted.status).toBe(200);
}

/** Rita registers a cat and reports it in Emergência with a note and needs; she shares her number. */
async function emergency() {
  r = await createRestApp();
  const rita = await r.signIn({ name: 'Rita' });
  const set = await trpc(rita, 'users.setContact', { whatsapp: NUMBER }, true);
  expect(set).toMatchObject({ status: 200, data: { whatsapp: STORED } });
  const cat = await r.registerCat(rita.token, { name: 'Nina' });
  const report = await r.post('/api/checkins', {
    token: rita.token,
    form: form(
      checkinFields(cat._id as string, {
        healthStatus: 'Emergência',
        actions: JSON.stringify(['Verificou bem-estar']),
        actionsDescription: 'Pata traseira ferida, perto do portão azul',
        needs: JSON.stringify(['Tratamento médico']),
        needsDescription: 'Caixa de transporte',
      }),
    ),
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  return { rita, catId: cat._id as string };
}

/** Every answer the person can get about the cat and the reporter (besides the brief), as text. */
async function everythingSeenBy(who: Who | null, catId: string, ritaId: string) {
  const auth = who ? { token: who.token } : {};
  const trpcAnswers = [
    await trpc(who, 'cats.byId', { id: catId }),
    await trpc(who, 'users.publicProfile', { userId: ritaId }),
    await trpc(who, 'checkins.byCat', { catId }),
    await trpc(who, 'cats.nearby', { latitude: -23.5505, longitude: -46.6333 }),
  ];
  const restAnswers = [
    await r.get(`/api/cats/${catId}`, auth),
    await r.get('/cats/nearby?lat=-23.5505&lng=-46.6333', auth),
  ];
  for (const a of [...trpcAnswers, ...restAnswers]) expect(a.status).toBe(200);
  if (who) {
    const profile = await r.get('/api/users/profile', auth);
    expect(profile.status).toBe(200);
    restAnswers.push(profile);
  }
  return [...trpcAnswers.map((a) => a.raw), ...restAnswers.map((a) => JSON.stringify(a.body))].join(
    '\n',
  );
}

describe('the reporter’s WhatsApp number', () => {
  it('reaches a helper whose claim was accepted, with the note and needs; nobody else ever', async () => {
    const { rita, catId } = await emergency();
    const bia = await r.signIn({ name: 'Bia' });
    const stranger = await r.signIn({ name: 'Caio' });

    // Before any claim: nobody sees it, not even Bia.
    for (const who of [bia, stranger, null]) {
      expect(await everythingSeenBy(who, catId, rita.user.id)).not.toContain('98765');
    }
    const early = await trpc(bia, 'help.brief', { catId });
    expect(early.status).toBe(403);
    expect(early.message).toBe(
      'O recado e o contato de quem relatou aparecem só depois que quem cuida deste gato aceitar sua ajuda.',
    );

    // An offer alone reads nothing.
    expect((await trpc(bia, 'help.claim', { catId }, true)).status).toBe(200);
    expect((await trpc(bia, 'help.brief', { catId })).status).toBe(403);
    expect(await everythingSeenBy(bia, catId, rita.user.id)).not.toContain('98765');
    expect((await trpc(rita, 'help.accept', { catId, userId: bia.user.id }, true)).status).toBe(
      200,
    );
    const brief = await trpc(bia, 'help.brief', { catId });
    expect(brief).toMatchObject({
      status: 200,
      data: {
        reporter: { _id: rita.user.id, name: 'Rita' },
        note: 'Pata traseira ferida, perto do portão azul',
        needs: ['Tratamento médico'],
        needsDescription: 'Caixa de transporte',
        whatsapp: STORED,
        spot: null,
      },
    });
    // Someone else is still a stranger to it.
    expect(await everythingSeenBy(stranger, catId, rita.user.id)).not.toContain('98765');
    expect(await everythingSeenBy(null, catId, rita.user.id)).not.toContain('98765');

    // "Não vou mais": gone.
    expect((await trpc(bia, 'help.giveUp', { catId }, true)).status).toBe(200);
    expect((await trpc(bia, 'help.brief', { catId })).status).toBe(403);
    expect(await everythingSeenBy(bia, catId, rita.user.id)).not.toContain('98765');
  });

  it('is gone after the claim lapses (3 h) and after the helper’s check-in closes it', async () => {
    const { rita, catId } = await emergency();
    const bia = await r.signIn({ name: 'Bia' });
    await claimAccepted(bia, rita, catId);
    expect((await trpc(bia, 'help.brief', { catId })).data.whatsapp).toBe(STORED);
    r.clock.advance(3 * HOUR + 60_000);
    await r.app.scheduler.tick();
    expect((await trpc(bia, 'help.brief', { catId })).status).toBe(403);

    const caio = await r.signIn({ name: 'Caio' });
    await claimAccepted(caio, rita, catId);
    expect((await trpc(caio, 'help.brief', { catId })).status).toBe(200);
    const visit = await r.post('/api/checkins', {
      token: caio.token,
      form: form(checkinFields(catId, { healthStatus: 'Emergência' })),
    });
    expect(visit.status).toBe(201);
    expect((await trpc(caio, 'help.brief', { catId })).status).toBe(403);
  });

  it('is off by default: a helper sees the note and no number', async () => {
    r = await createRestApp();
    const rita = await r.signIn({ name: 'Rita' });
    expect((await trpc(rita, 'users.contact', undefined)).data).toEqual({ whatsapp: null });
    const cat = await r.registerCat(rita.token, { name: 'Nina', health: 'Emergência' });
    const bia = await r.signIn({ name: 'Bia' });
    await claimAccepted(bia, rita, cat._id as string);
    const brief = await trpc(bia, 'help.brief', { catId: cat._id });
    expect(brief.data).toMatchObject({ reporter: { name: 'Rita' }, whatsapp: null });
  });

  it('is checked as a phone number, with a clear message in the user’s language; empty stops sharing', async () => {
    r = await createRestApp();
    const rita = await r.signIn({ name: 'Rita' });
    for (const bad of ['11 98765-4321', '+55 abc', '+1234', '+0 11 98765 4321', 'x'.repeat(40)]) {
      const answer = await trpc(rita, 'users.setContact', { whatsapp: bad }, true);
      expect(answer.status, bad).toBe(400);
      expect(answer.raw).toContain('Digite o número do WhatsApp com + e o código do país');
    }
    const english = await r.app.inject({
      method: 'POST',
      url: '/trpc/users.setContact',
      headers: {
        'x-auth-token': rita.token,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      payload: JSON.stringify({ whatsapp: '98765' }),
    });
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('Enter the WhatsApp number with + and the country code');
    await trpc(rita, 'users.setContact', { whatsapp: NUMBER }, true);
    expect((await trpc(rita, 'users.contact', undefined)).data).toEqual({ whatsapp: STORED });
    expect((await trpc(rita, 'users.setContact', { whatsapp: ' ' }, true)).data).toEqual({
      whatsapp: null,
    });
  });

  it('is in the data export and removed with the account', async () => {
    const { rita, catId } = await emergency();
    const exported = await trpc(rita, 'users.exportData', undefined);
    expect(exported.data.account.whatsapp).toBe(STORED);
    const bia = await r.signIn({ name: 'Bia' });
    await claimAccepted(bia, rita, catId);
    expect((await trpc(bia, 'help.brief', { catId })).data.whatsapp).toBe(STORED);

    const deleted = await trpc(rita, 'users.deleteAccount', { confirm: true }, true);
    expect(deleted.status).toBe(200);
    const brief = await trpc(bia, 'help.brief', { catId });
    expect(brief.data).toMatchObject({ whatsapp: null, reporter: { name: 'Usuário removido' } });
    const row = r.db.$client
      .prepare('select whatsapp from users where id = ?')
      .get(rita.user.id) as { whatsapp: string | null };
    expect(row.whatsapp).toBeNull();
  });
});
