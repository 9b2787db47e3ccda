import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/constants.js';
import { carerRequests, type User } from '../db/schema.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { healthForm, HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { handlingAdviceText, hasSporotrichosis } from './sporotrichosis.js';

let h: Harness;
afterEach(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
/** The harness clock starts 2026-11-18 15:00 UTC: the 18th in São Paulo. */
const TODAY = '2026-11-18';

async function setUp() {
  h = createHarness();
  const registrar = h.createUser({ name: 'Ana' });
  const carer = h.createUser({ name: 'Bia' });
  const member = h.createUser({ name: 'Caio' });
  const stranger = h.createUser({ name: 'Sara' });
  const admin = h.createUser({ name: 'Dora', isAdmin: true });
  const cat = await registerCat(h, registrar, { name: 'Mingau' });
  h.db
    .insert(carerRequests)
    .values({ catId: cat._id, userId: carer.id, status: 'approved', requestedAt: h.clock.now() })
    .run();
  const ana = h.callerFor(registrar);
  const { _id: colonyId } = await ana.colonies.create({ name: 'Praça', ...HOME });
  await ana.colonies.addCat({ colonyId, catId: cat._id });
  await h.callerFor(member).colonies.join({ colonyId });
  await ana.colonies.decide({ colonyId, userId: member.id, decision: 'approve' });
  return { registrar, carer, member, stranger, admin, catId: cat._id, colonyId };
}

const add = (user: User | null, data: Record<string, unknown>, locale?: Locale) =>
  h.callerFor(user, locale).healthRecord.add(healthForm({ doneOn: TODAY, ...data }));

describe('the health record of a cat', () => {
  it('its carers, its colony’s members and admins write and read it; anyone else gets nothing', async () => {
    const { registrar, carer, member, stranger, admin, catId } = await setUp();
    const kinds = ['vermifugo', 'veterinario', 'exame', 'cirurgia'] as const;
    for (const [i, user] of [registrar, carer, member, admin].entries()) {
      expect(await add(user, { catId, kind: kinds[i], note: `nota ${i}` })).toMatchObject({
        kind: kinds[i],
        author: { userId: user.id, name: user.name },
        canEdit: true,
        hasPhoto: false,
      });
    }
    const refused = await rejection(add(stranger, { catId, kind: 'vermifugo' }), 'FORBIDDEN');
    expect(messageOf(refused)).toBe('Só quem cuida deste gato pode fazer isso.');
    await rejection(add(null, { catId, kind: 'vermifugo' }), 'UNAUTHORIZED');

    const seen = await h.callerFor(carer).healthRecord.ofCat({ catId });
    expect(seen.canRead).toBe(true);
    expect(seen.entries.map((e) => e.author.name).sort()).toEqual(['Ana', 'Bia', 'Caio', 'Dora']);
    expect(seen.entries.filter((e) => e.canEdit).map((e) => e.author.name)).toEqual(['Bia']);

    // A stranger and a visitor: no entry, no note, no due date.
    for (const caller of [h.callerFor(stranger), h.anon]) {
      const answer = await caller.healthRecord.ofCat({ catId });
      expect(answer).toEqual({ catId, canRead: false, entries: [], handlingAdvice: false });
      expect(JSON.stringify(answer)).not.toContain('nota');
    }
    await rejection(h.callerFor(stranger).healthRecord.due({ catId }), 'FORBIDDEN');
    await rejection(h.anon.healthRecord.due({ catId }), 'UNAUTHORIZED');
  });

  it('refuses what does not fit a kind, in the caller’s language', async () => {
    const { registrar, catId } = await setUp();
    const noVaccine = await rejection(add(registrar, { catId, kind: 'vacina' }), 'BAD_REQUEST');
    expect(fieldErrors(noVaccine)).toEqual([{ param: 'vaccine', msg: 'Escolha qual vacina.' }]);
    const noDiagnosis = await rejection(
      add(registrar, { catId, kind: 'diagnostico' }, 'en'),
      'BAD_REQUEST',
    );
    expect(fieldErrors(noDiagnosis, 'en')).toEqual([
      { param: 'diagnosis', msg: 'Choose the diagnosis.' },
    ]);
    const stray = await rejection(
      add(registrar, { catId, kind: 'vermifugo', vaccine: 'v4' }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(stray)[0]!.param).toBe('vaccine');
    const early = await rejection(
      add(registrar, { catId, kind: 'vermifugo', dueOn: TODAY }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(early)).toEqual([
      { param: 'dueOn', msg: 'O vencimento precisa ser depois da data do registro.' },
    ]);
    const far = await rejection(
      add(registrar, { catId, kind: 'vermifugo', dueOn: '2030-01-01' }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(far)[0]!.param).toBe('dueOn');
    const future = await rejection(
      add(registrar, { catId, kind: 'vermifugo', doneOn: '2026-11-19' }),
      'BAD_REQUEST',
    );
    expect(messageOf(future)).toBe('A data não pode estar no futuro.');
    const unknown = await rejection(add(registrar, { catId, kind: 'banho' }), 'BAD_REQUEST');
    expect(fieldErrors(unknown)[0]).toEqual({
      param: 'kind',
      msg: 'Escolha um tipo de registro da lista.',
    });
  });

  it('lists what is due: the latest entry of each series, overdue once its day has passed', async () => {
    const { registrar, carer, stranger, catId } = await setUp();
    await add(registrar, { catId, kind: 'vacina', vaccine: 'v4', dueOn: '2026-11-25' });
    await add(registrar, { catId, kind: 'vacina', vaccine: 'raiva', dueOn: '2027-11-18' });
    await add(registrar, { catId, kind: 'vermifugo', doneOn: '2026-08-01', dueOn: '2026-11-01' });
    await add(registrar, { catId, kind: 'veterinario' });
    const bia = h.callerFor(carer).healthRecord;
    expect((await bia.due({ catId })).map((d) => [d.kind, d.vaccine, d.dueOn, d.state])).toEqual([
      ['vermifugo', null, '2026-11-01', 'overdue'],
      ['vacina', 'v4', '2026-11-25', 'soon'],
      ['vacina', 'raiva', '2027-11-18', 'later'],
    ]);
    // The deworming given settles it and sets the next; a week later the V4 booster is overdue.
    await add(carer, { catId, kind: 'vermifugo', dueOn: '2027-02-16' });
    h.clock.advance(8 * DAY);
    expect((await bia.due({ catId })).map((d) => [d.kind, d.dueOn, d.state])).toEqual([
      ['vacina', '2026-11-25', 'overdue'],
      ['vermifugo', '2027-02-16', 'later'],
      ['vacina', '2027-11-18', 'later'],
    ]);
    await rejection(h.callerFor(stranger).healthRecord.due({ catId }), 'FORBIDDEN');
  });

  it('its author or an admin edits and deletes an entry; other carers may not', async () => {
    const { registrar, carer, stranger, admin, catId } = await setUp();
    const entry = await add(registrar, { catId, kind: 'vermifugo', dueOn: '2027-02-16' });
    const edit = (user: User, over: Record<string, unknown> = {}) =>
      h.callerFor(user).healthRecord.edit(
        healthForm({
          id: entry.id,
          kind: 'antipulgas',
          doneOn: TODAY,
          note: 'Bravecto',
          ...over,
        }),
      );
    expect(await edit(registrar)).toMatchObject({
      kind: 'antipulgas',
      note: 'Bravecto',
      dueOn: null,
    });
    const other = await rejection(edit(carer), 'FORBIDDEN');
    expect(messageOf(other)).toBe(
      'Só quem fez o registro ou um(a) administrador(a) pode alterá-lo.',
    );
    await rejection(edit(stranger), 'NOT_FOUND');
    expect(await edit(admin, { note: 'corrigido' })).toMatchObject({ note: 'corrigido' });
    await rejection(h.callerFor(carer).healthRecord.remove({ id: entry.id }), 'FORBIDDEN');
    await rejection(h.callerFor(stranger).healthRecord.remove({ id: entry.id }), 'NOT_FOUND');
    expect(await h.callerFor(registrar).healthRecord.remove({ id: entry.id })).toEqual({
      id: entry.id,
      deleted: true,
    });
    expect((await h.callerFor(registrar).healthRecord.ofCat({ catId })).entries).toEqual([]);
  });

  it('a sporotrichosis diagnosis shows everyone the handling advice, never the diagnosis', async () => {
    const { registrar, stranger, catId } = await setUp();
    await add(registrar, { catId, kind: 'diagnostico', diagnosis: 'fiv', note: 'FIV+' });
    expect((await h.anon.healthRecord.ofCat({ catId })).handlingAdvice).toBe(false);
    expect(hasSporotrichosis(h.db, catId)).toBe(false);
    await add(registrar, { catId, kind: 'diagnostico', diagnosis: 'esporotricose' });
    expect(hasSporotrichosis(h.db, catId)).toBe(true);
    for (const caller of [h.anon, h.callerFor(stranger)]) {
      const answer = await caller.healthRecord.ofCat({ catId });
      expect(answer).toEqual({ catId, canRead: false, entries: [], handlingAdvice: true });
      expect(JSON.stringify(answer)).not.toMatch(/fiv|esporotricose/i);
    }
    expect(handlingAdviceText('pt-BR')).toContain('luvas');
    expect(handlingAdviceText('en')).toContain('gloves');
    expect(handlingAdviceText('es')).toContain('guantes');
  });

  it('the colony’s due items: for its members; the impact CSV lists them', async () => {
    const { registrar, member, stranger, catId, colonyId } = await setUp();
    await add(registrar, { catId, kind: 'vacina', vaccine: 'v4', dueOn: '2026-11-25' });
    await add(registrar, { catId, kind: 'vermifugo', dueOn: '2027-02-16' });
    const due = await h.callerFor(member).healthRecord.colonyDue({ colonyId });
    expect(due.map((d) => [d.catName, d.kind, d.vaccine, d.state])).toEqual([
      ['Mingau', 'vacina', 'v4', 'soon'],
    ]);
    const refused = await rejection(
      h.callerFor(stranger).healthRecord.colonyDue({ colonyId }),
      'FORBIDDEN',
    );
    expect(messageOf(refused, 'en')).toBe(
      'Only the colony’s members see what is due for its cats.',
    );
    await rejection(h.callerFor(member).healthRecord.colonyDue({ colonyId: 'x' }), 'NOT_FOUND');

    const { csv } = await h
      .callerFor(registrar)
      .reports.impactCsv({ from: '2026-11-01', to: TODAY, colonyId });
    expect(csv).toContain('Saúde: o que vence;Atrasados;0');
    expect(csv).toContain('Saúde: o que vence;Nos próximos 14 dias;1');
    expect(csv).toContain('Mingau: Vacina: V4 (quádrupla felina) (vence em 25/11/2026)');
  });

  it('the export holds one’s own entries; a deleted account’s entries stay as "Usuário removido"', async () => {
    const { registrar, carer, catId } = await setUp();
    await add(carer, {
      catId,
      kind: 'vacina',
      vaccine: 'raiva',
      dueOn: '2027-11-18',
      note: 'posto',
    });
    await add(registrar, { catId, kind: 'vermifugo' });
    const exported = await h.callerFor(carer).users.exportData();
    expect(exported.healthEntries).toEqual([
      expect.objectContaining({
        catId,
        catName: 'Mingau',
        kind: 'vacina',
        vaccine: 'raiva',
        note: 'posto',
        dueOn: '2027-11-18',
        hasPhoto: false,
      }),
    ]);
    await h.callerFor(carer).users.deleteAccount({ confirm: true });
    const record = await h.callerFor(registrar).healthRecord.ofCat({ catId });
    expect(record.entries.map((e) => e.author.name).sort()).toEqual(['Ana', 'Usuário removido']);
  });
});
