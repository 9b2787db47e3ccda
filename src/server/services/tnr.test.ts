import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { carerRequests, cats, type User } from '../db/schema.js';
import { catAdoptions } from '../db/tnr-schema.js';
import { rejection, fieldErrors, messageOf } from '../test/expect.js';
import { catForm, HOME, insertCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
/** The harness clock starts 2026-11-18 15:00 UTC: the 18th in São Paulo. */
const TODAY = '2026-11-18';

function setUp() {
  h = createHarness();
  const registrar = h.createUser({ name: 'Ana' });
  const carer = h.createUser({ name: 'Bia' });
  const stranger = h.createUser({ name: 'Caio' });
  const admin = h.createUser({ name: 'Dora', isAdmin: true });
  const cat = insertCat(h, { discoveredById: registrar.id });
  h.db
    .insert(carerRequests)
    .values({ catId: cat.id, userId: carer.id, status: 'approved', requestedAt: h.clock.now() })
    .run();
  return { registrar, carer, stranger, admin, cat };
}

const record = (user: User | null, catId: string, over: Record<string, unknown> = {}) =>
  h.callerFor(user).tnr.record({ catId, step: 'capturado', doneOn: TODAY, ...over } as never);

const sterilized = (catId: string) =>
  h.db.select({ v: cats.isSterilized }).from(cats).where(eq(cats.id, catId)).get()!.v;

describe('TNR steps', () => {
  it('the registrar, an approved carer and an admin record; a stranger and anonymous may not', async () => {
    const { registrar, carer, stranger, admin, cat } = setUp();
    for (const user of [registrar, carer, admin]) {
      expect(await record(user, cat.id)).toMatchObject({
        step: 'capturado',
        doneOn: TODAY,
        recordedBy: { userId: user.id, name: user.name },
        canDelete: true,
      });
    }
    const refused = await rejection(record(stranger, cat.id), 'FORBIDDEN');
    expect(messageOf(refused)).toBe('Só quem cuida deste gato pode fazer isso.');
    expect(messageOf(refused, 'en')).toBe('Only people who care for this cat can do this.');
    await rejection(record(null, cat.id), 'UNAUTHORIZED');

    // Everyone reads the timeline with the recorders' names; only carers may record.
    const seen = await h.anon.tnr.forCat({ catId: cat.id });
    expect(seen.steps.map((s) => s.recordedBy.name).sort()).toEqual(['Ana', 'Bia', 'Dora']);
    expect(seen).toMatchObject({ canRecord: false, canAdopt: false, adoption: null });
    expect(seen.steps.every((s) => !s.canDelete)).toBe(true);
    expect(await h.callerFor(stranger).tnr.forCat({ catId: cat.id })).toMatchObject({
      canRecord: false,
    });
    expect(await h.callerFor(carer).tnr.forCat({ catId: cat.id })).toMatchObject({
      canRecord: true,
      canAdopt: false,
    });
    expect(await h.callerFor(registrar).tnr.forCat({ catId: cat.id })).toMatchObject({
      canRecord: true,
      canAdopt: true,
    });
    await rejection(h.anon.tnr.forCat({ catId: 'nope' }), 'NOT_FOUND');
  });

  it('the timeline is newest first by day, then by when it was recorded', async () => {
    const { registrar, cat } = setUp();
    h.clock.advance(3 * DAY);
    await record(registrar, cat.id, { step: 'devolvido', doneOn: '2026-11-20' });
    await record(registrar, cat.id, { step: 'capturado', doneOn: '2026-11-18' });
    h.clock.advance(1000);
    await record(registrar, cat.id, { step: 'castrado', doneOn: '2026-11-20' });
    const { steps } = await h.anon.tnr.forCat({ catId: cat.id });
    expect(steps.map((s) => s.step)).toEqual(['castrado', 'devolvido', 'capturado']);
  });

  it('checks the detail of each step', async () => {
    const { registrar, cat } = setUp();
    const bad = async (over: Record<string, unknown>, message: string) => {
      const error = await rejection(record(registrar, cat.id, over), 'BAD_REQUEST');
      expect(fieldErrors(error)).toEqual([{ param: 'detail', msg: message }]);
    };
    await bad({ step: 'na-clinica' }, 'Informe o nome da clínica.');
    await bad({ step: 'na-clinica', detail: '   ' }, 'Informe o nome da clínica.');
    await bad({ step: 'vacinado' }, 'Informe qual vacina.');
    await bad(
      { step: 'testado-fiv-felv', detail: 'talvez' },
      'Escolha o resultado do teste FIV/FeLV.',
    );
    await bad(
      { step: 'microchip', detail: '12-34' },
      'Número de microchip inválido: de 9 a 15 letras ou algarismos.',
    );
    await bad(
      { step: 'castrado', detail: 'Clínica X' },
      'Esta etapa não tem detalhe: deixe o campo vazio.',
    );
    const unknown = await rejection(record(registrar, cat.id, { step: 'sumiu' }), 'BAD_REQUEST');
    expect(messageOf(unknown, 'es')).toBe('Elige una etapa de la lista.');

    const ok = [
      { step: 'na-clinica', detail: ' Clínica Vida Animal ' },
      { step: 'vacinado', detail: 'V4 e antirrábica' },
      { step: 'testado-fiv-felv', detail: 'negativo' },
      { step: 'microchip', detail: '985112003456789' },
      { step: 'orelha-marcada' },
    ];
    for (const over of ok) await record(registrar, cat.id, over);
    const { steps } = await h.anon.tnr.forCat({ catId: cat.id });
    expect(steps.map((s) => [s.step, s.detail]).sort()).toEqual(
      [
        ['na-clinica', 'Clínica Vida Animal'],
        ['vacinado', 'V4 e antirrábica'],
        ['testado-fiv-felv', 'negativo'],
        ['microchip', '985112003456789'],
        ['orelha-marcada', ''],
      ].sort(),
    );
  });

  it('refuses days in the future, before the cat was registered, or not a day at all', async () => {
    const { registrar, cat } = setUp();
    const future = await rejection(
      record(registrar, cat.id, { doneOn: '2026-11-19' }),
      'BAD_REQUEST',
    );
    expect(messageOf(future)).toBe('A data não pode estar no futuro.');
    const early = await rejection(
      record(registrar, cat.id, { doneOn: '2026-11-17' }),
      'BAD_REQUEST',
    );
    expect(messageOf(early, 'en')).toBe('The date cannot be before the cat was registered.');
    for (const doneOn of ['2026-02-30', '18/11/2026', '']) {
      const error = await rejection(record(registrar, cat.id, { doneOn }), 'BAD_REQUEST');
      expect(fieldErrors(error)[0]?.param).toBe('doneOn');
    }
    // 02:00 UTC on the 19th is still the 18th in São Paulo: the 19th is the future there.
    h.clock.set('2026-11-19T02:00:00Z');
    await rejection(record(registrar, cat.id, { doneOn: '2026-11-19' }), 'BAD_REQUEST');
    expect(await record(registrar, cat.id, { doneOn: TODAY })).toMatchObject({ doneOn: TODAY });
  });

  it('isSterilized follows the castrado step', async () => {
    const { registrar, carer, cat } = setUp();
    expect(sterilized(cat.id)).toBe(false);
    const first = await record(carer, cat.id, { step: 'castrado' });
    expect(sterilized(cat.id)).toBe(true);
    expect((await h.anon.cats.byId({ id: cat.id })).cat.isSterilized).toBe(true);
    const second = await record(registrar, cat.id, { step: 'castrado' });
    await h.callerFor(carer).tnr.remove({ id: first.id });
    expect(sterilized(cat.id)).toBe(true);
    await h.callerFor(registrar).tnr.remove({ id: second.id });
    expect(sterilized(cat.id)).toBe(false);
  });

  it('a step is deleted by its recorder or an admin only', async () => {
    const { registrar, carer, stranger, admin, cat } = setUp();
    const byCarer = await record(carer, cat.id);
    const byRegistrar = await record(registrar, cat.id);
    for (const user of [registrar, stranger]) {
      const error = await rejection(h.callerFor(user).tnr.remove({ id: byCarer.id }), 'FORBIDDEN');
      expect(messageOf(error)).toBe(
        'Só quem registrou a etapa ou um(a) administrador(a) pode excluí-la.',
      );
    }
    await rejection(h.anon.tnr.remove({ id: byCarer.id }), 'UNAUTHORIZED');
    const mine = await h.callerFor(carer).tnr.forCat({ catId: cat.id });
    expect(Object.fromEntries(mine.steps.map((s) => [s.id, s.canDelete]))).toEqual({
      [byCarer.id]: true,
      [byRegistrar.id]: false,
    });
    expect(await h.callerFor(carer).tnr.remove({ id: byCarer.id })).toEqual({
      id: byCarer.id,
      deleted: true,
    });
    await h.callerFor(admin).tnr.remove({ id: byRegistrar.id });
    expect((await h.anon.tnr.forCat({ catId: cat.id })).steps).toEqual([]);
    const gone = await rejection(h.callerFor(admin).tnr.remove({ id: byCarer.id }), 'NOT_FOUND');
    expect(messageOf(gone)).toBe('Etapa não encontrada.');
  });
});

describe('adoption', () => {
  it('stores the date and note with the status; the cat leaves nearby, the map list and emergencies', async () => {
    h = createHarness();
    const registrar = h.createUser({ name: 'Ana' });
    const carer = h.createUser({ name: 'Bia' });
    const admin = h.createUser({ name: 'Dora', isAdmin: true });
    const cat = await registerCat(h, registrar, { health: 'Emergência' });
    const other = await registerCat(h, registrar, { name: 'Outro' });
    h.db
      .insert(carerRequests)
      .values({ catId: cat.id, userId: carer.id, status: 'approved', requestedAt: h.clock.now() })
      .run();
    const ids = async () => ({
      nearby: (await h.anon.cats.nearby(HOME)).map((c) => c._id),
      map: (await h.anon.cats.list({ ...HOME, status: ['Ativo'] })).cats.map((c) => c._id),
      emergencies: (await h.anon.cats.emergencies({})).map((c) => c._id),
    });
    expect((await ids()).nearby.sort()).toEqual([cat.id, other.id].sort());
    expect((await ids()).emergencies).toEqual([cat.id]);

    // A carer who is not the registrar cannot change the status.
    const refused = await rejection(
      h.callerFor(carer).tnr.adopt({ catId: cat.id, adoptedOn: TODAY }),
      'FORBIDDEN',
    );
    expect(messageOf(refused)).toMatch(/editar|cadastrou/i);
    await rejection(
      h.callerFor(registrar).tnr.adopt({ catId: cat.id, adoptedOn: '2026-11-19' }),
      'BAD_REQUEST',
    );
    expect(
      await h
        .callerFor(registrar)
        .tnr.adopt({ catId: cat.id, adoptedOn: TODAY, note: ' Foi para um lar no bairro ' }),
    ).toEqual({
      catId: cat.id,
      status: 'Adotado',
      adoption: { adoptedOn: TODAY, note: 'Foi para um lar no bairro' },
    });
    expect(
      h.db.select().from(catAdoptions).where(eq(catAdoptions.catId, cat.id)).get(),
    ).toMatchObject({
      adoptedOn: TODAY,
      note: 'Foi para um lar no bairro',
      recordedById: registrar.id,
    });
    expect((await h.anon.cats.byId({ id: cat.id })).cat.status).toBe('Adotado');
    expect((await h.anon.tnr.forCat({ catId: cat.id })).adoption).toEqual({
      adoptedOn: TODAY,
      note: 'Foi para um lar no bairro',
    });
    expect(await ids()).toEqual({ nearby: [other.id], map: [other.id], emergencies: [] });

    // An admin may correct it; the note stays one row per cat.
    await h.callerFor(admin).tnr.adopt({ catId: cat.id, adoptedOn: TODAY, note: 'Corrigido' });
    expect(h.db.select().from(catAdoptions).all()).toHaveLength(1);
    expect((await h.anon.tnr.forCat({ catId: cat.id })).adoption?.note).toBe('Corrigido');

    // Taken back to Ativo through the edit form: the adoption's day and note go with the status.
    await h.callerFor(registrar).cats.update(catForm({ id: cat.id, status: 'Ativo' }));
    expect(h.db.select().from(catAdoptions).all()).toEqual([]);
    expect((await h.anon.tnr.forCat({ catId: cat.id })).adoption).toBeNull();
    expect((await ids()).nearby.sort()).toEqual([cat.id, other.id].sort());
  });
});

describe('data export', () => {
  it("holds the steps and adoptions the user recorded, and nobody else's", async () => {
    const { registrar, carer, cat } = setUp();
    const step = await record(carer, cat.id, { step: 'vacinado', detail: 'V4' });
    await record(registrar, cat.id);
    await h.callerFor(registrar).tnr.adopt({ catId: cat.id, adoptedOn: TODAY, note: 'Lar novo' });
    const bia = await h.callerFor(carer).users.exportData();
    expect(bia.tnrSteps).toEqual([
      {
        _id: step.id,
        catId: cat.id,
        catName: 'Mingau',
        step: 'vacinado',
        detail: 'V4',
        doneOn: TODAY,
        createdAt: h.clock.now().toISOString(),
      },
    ]);
    expect(bia.adoptionsRecorded).toEqual([]);
    const ana = await h.callerFor(registrar).users.exportData();
    expect(ana.tnrSteps.map((s) => s.step)).toEqual(['capturado']);
    expect(ana.adoptionsRecorded).toEqual([
      { catId: cat.id, catName: 'Mingau', adoptedOn: TODAY, note: 'Lar novo' },
    ]);
  });
});
