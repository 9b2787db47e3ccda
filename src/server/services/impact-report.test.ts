import { and, gte, inArray, lte } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../db/schema.js';
import { checkins } from '../db/schema.js';
import { tnrSteps } from '../db/tnr-schema.js';
import { rejection } from '../test/expect.js';
import { checkIn, HOME, insertCat, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

/**
 * A colony of three cats (A, B, C) and a cat outside it (D), in São Paulo time (UTC−3), with
 * check-ins either side of both edges of November, TNR steps, two emergencies helped after 30
 * and 90 minutes, and an adoption dated after the period.
 */
async function seed() {
  h = createHarness();
  const cora = h.createUser({ name: 'Cora' });
  const caio = h.createUser({ name: 'Caio' });
  const sara = h.createUser({ name: 'Sara' });
  const admin = h.createUser({ name: 'Adm', isAdmin: true });
  h.clock.set('2026-10-31T12:00:00Z');
  const a = await registerCat(h, cora, { name: 'A' });
  const b = await registerCat(h, cora, { name: 'B' });
  const c = await registerCat(h, cora, { name: 'C', isSterilized: true });
  const cor = h.callerFor(cora);
  const { _id: colonyId } = await cor.colonies.create({ name: 'Praça', ...HOME });
  for (const cat of [a, b, c]) await cor.colonies.addCat({ colonyId, catId: cat._id });
  // Caio coordinates another colony; he is no coordinator of this one.
  await h.callerFor(caio).colonies.create({ name: 'Outra', ...HOME });

  const at = async (iso: string, user: User, cat: typeof a, over = {}) => {
    h.clock.set(iso);
    await checkIn(h, user, cat, over);
  };
  await at('2026-11-01T02:30:00Z', cora, a); // 31/10 23:30 local: before the period
  await at('2026-11-01T03:30:00Z', cora, a, { actions: ['Alimentou', 'Deu água'] }); // 01/11 00:30
  await at('2026-11-10T12:00:00Z', cora, b, { healthStatus: 'Emergência' });
  h.clock.set('2026-11-10T12:30:00Z');
  await h.callerFor(caio).help.claim({ catId: b._id });
  // Cora, who cares for B, accepts it: an accepted offer is help.
  h.clock.set('2026-11-10T12:35:00Z');
  await cor.help.accept({ catId: b._id, userId: caio.id });
  await at('2026-11-12T12:00:00Z', cora, c, { healthStatus: 'Precisa de atenção' });
  await at('2026-11-12T13:30:00Z', sara, c, { actions: ['Verificou bem-estar'] });
  h.clock.set('2026-11-20T12:00:00Z');
  const d = await registerCat(h, sara, { name: 'D', health: 'Emergência' });
  await at('2026-12-01T02:30:00Z', sara, a, { actions: ['Alimentou', 'Castrou'] }); // 30/11 23:30
  await at('2026-12-01T03:30:00Z', sara, a); // 01/12 00:30 local: after the period

  h.clock.set('2026-12-02T12:00:00Z');
  await cor.tnr.record({ catId: a._id, step: 'capturado', doneOn: '2026-11-03' });
  await cor.tnr.record({ catId: a._id, step: 'castrado', doneOn: '2026-11-05' });
  await cor.tnr.record({ catId: b._id, step: 'capturado', doneOn: '2026-10-31' });
  await cor.tnr.record({ catId: b._id, step: 'castrado', doneOn: '2026-12-01' });
  await cor.tnr.adopt({ catId: b._id, adoptedOn: '2026-12-02', note: '' });
  return { cora, caio, sara, admin, colonyId, cats: { a, b, c, d } };
}

describe('impact report', () => {
  it('counts the rows of the period in the community time zone, for a colony and the community', async () => {
    const { cora, admin, colonyId, cats } = await seed();
    const report = await h.callerFor(cora).reports.impact({ colonyId, ...NOVEMBER });

    expect(report.colony).toEqual({ _id: colonyId, name: 'Praça' });
    // B was adopted on 02/12: at the end of November it was still active.
    expect(report.catsByStatus).toEqual({ Ativo: 3, Adotado: 0, Inativo: 0 });
    // A castrado in the period, C registered sterilized; B's castrado step is after the period.
    expect(report.sterilized).toEqual({ active: 3, sterilized: 2, percent: 66.7 });
    expect(report.tnrSteps).toMatchObject({ capturado: 1, castrado: 1, devolvido: 0 });
    expect(report.checkins.total).toBe(5);
    expect(report.checkins.byAction).toMatchObject({
      Alimentou: 4,
      'Deu água': 1,
      'Verificou bem-estar': 1,
      Castrou: 1,
      Vacinou: 0,
    });
    expect(report.emergencies).toEqual({ count: 2, helped: 2, medianMinutesToHelp: 60 });

    // The same figures recounted from the rows.
    const ids = [cats.a._id, cats.b._id, cats.c._id];
    const rows = h.db
      .select()
      .from(checkins)
      .where(
        and(
          inArray(checkins.catId, ids),
          gte(checkins.day, NOVEMBER.from),
          lte(checkins.day, NOVEMBER.to),
        ),
      )
      .all();
    expect(report.checkins.total).toBe(rows.length);
    for (const [action, n] of Object.entries(report.checkins.byAction)) {
      expect(n, action).toBe(rows.filter((r) => (r.actions as string[]).includes(action)).length);
    }
    const steps = h.db
      .select()
      .from(tnrSteps)
      .where(
        and(
          inArray(tnrSteps.catId, ids),
          gte(tnrSteps.doneOn, NOVEMBER.from),
          lte(tnrSteps.doneOn, NOVEMBER.to),
        ),
      )
      .all();
    expect(Object.values(report.tnrSteps).reduce((s, n) => s + n, 0)).toBe(steps.length);

    // The community: D too (registered as an emergency, nobody helped yet).
    const all = await h.callerFor(admin).reports.impact(NOVEMBER);
    expect(all.colony).toBeNull();
    expect(all.catsByStatus.Ativo).toBe(4);
    expect(all.sterilized).toEqual({ active: 4, sterilized: 2, percent: 50 });
    expect(all.emergencies).toEqual({ count: 3, helped: 2, medianMinutesToHelp: 60 });

    // A period ending after the adoption counts B as adopted, and its castrado step.
    const later = await h
      .callerFor(admin)
      .reports.impact({ colonyId, from: '2026-12-01', to: '2026-12-02' });
    expect(later.catsByStatus).toEqual({ Ativo: 2, Adotado: 1, Inativo: 0 });
    expect(later.tnrSteps.castrado).toBe(1);
    expect(later.checkins.total).toBe(1);
    expect(later.emergencies.count).toBe(0);

    // Cats count from the day they were registered (31/10 local time), not before.
    const october = { colonyId, from: '2026-10-01', to: '2026-10-30' };
    expect((await h.callerFor(cora).reports.impact(october)).catsByStatus.Ativo).toBe(0);
    const lastDay = await h.callerFor(cora).reports.impact({ ...october, to: '2026-10-31' });
    expect(lastDay.catsByStatus.Ativo).toBe(3);
    expect(lastDay.tnrSteps.capturado).toBe(1);
    // The check-in of 01/11 02:30 UTC is 31/10 in São Paulo.
    expect(lastDay.checkins.total).toBe(1);
  });

  it('is for the colony coordinators and admins; the community report for admins', async () => {
    const { cora, caio, sara, admin, colonyId } = await seed();
    await h.callerFor(sara).colonies.join({ colonyId });
    await h.callerFor(cora).colonies.decide({ colonyId, userId: sara.id, decision: 'approve' });
    const input = { colonyId, ...NOVEMBER };
    await expect(h.callerFor(admin).reports.impact(input)).resolves.toMatchObject({
      colony: { _id: colonyId },
      from: input.from,
      to: input.to,
    });
    // A carer of the colony and a coordinator of another colony: refused.
    for (const user of [sara, caio]) {
      const error = await rejection(h.callerFor(user).reports.impact(input), 'FORBIDDEN');
      expect(error.message).toBe('reportColonyForbidden');
    }
    const community = await rejection(h.callerFor(cora).reports.impact(NOVEMBER), 'FORBIDDEN');
    expect(community.message).toBe('reportCommunityForbidden');
    await rejection(h.anon.reports.impact(input), 'UNAUTHORIZED');
    await rejection(h.callerFor(admin).reports.impact({ ...NOVEMBER, colonyId: 'x' }), 'NOT_FOUND');
  });

  it('gives % castrados per area of about 1 km only for areas of at least 5 cats, unlocated', async () => {
    h = createHarness();
    h.clock.set('2026-11-10T12:00:00Z');
    const admin = h.callerFor(h.createUser({ isAdmin: true }));
    const at = (lat: number, lng: number, isSterilized = false) =>
      insertCat(h, { lat, lng, isSterilized });
    // Six cats within a few metres (one area), two sterilized; five in another, all sterilized;
    // four scattered 5 km away (areas of 1 and 3 cats); and an adopted one that does not count.
    for (let i = 0; i < 6; i++) at(-23.5555 + i * 0.0001, -46.6333, i < 2);
    for (let i = 0; i < 5; i++) at(-23.5205, -46.6033 + i * 0.0001, true);
    at(-23.6005, -46.6833);
    for (let i = 0; i < 3; i++) at(-23.6405, -46.7233);
    insertCat(h, { lat: -23.5505, lng: -46.6333, status: 'Adotado' });

    const report = await admin.reports.impact(NOVEMBER);
    expect(report.areas).toEqual([
      { index: 1, active: 6, sterilized: 2, percent: 33.3 },
      { index: 2, active: 5, sterilized: 5, percent: 100 },
    ]);
    expect(report.areasHiddenCats).toBe(4);
    // Nothing in the answer is a coordinate or a cell.
    expect(JSON.stringify(report)).not.toMatch(/-?\d{1,3}\.\d{3,}/);
  });

  it('refuses bad days, a reversed period and one longer than 366 days', async () => {
    h = createHarness();
    const admin = h.callerFor(h.createUser({ isAdmin: true }));
    const messageOf = async (input: { from: string; to: string }) =>
      (await rejection(admin.reports.impact(input), 'BAD_REQUEST')).message;
    expect(await messageOf({ from: '2026-02-30', to: '2026-03-01' })).toContain(
      'reportDateInvalid',
    );
    expect(await messageOf({ from: '01/11/2026', to: '2026-11-30' })).toContain(
      'reportDateInvalid',
    );
    expect(await messageOf({ from: '2026-11-30', to: '2026-11-01' })).toContain(
      'reportPeriodReversed',
    );
    expect(await messageOf({ from: '2025-01-01', to: '2026-01-02' })).toContain(
      'reportPeriodTooLong',
    );
    // 366 days (a leap year) is allowed.
    await expect(
      admin.reports.impact({ from: '2024-01-01', to: '2024-12-31' }),
    ).resolves.toMatchObject({ colony: null, from: '2024-01-01', to: '2024-12-31' });
  });
});

describe('impact report: feeding regularity', () => {
  /**
   * São Paulo time (UTC−3). Shift S (Sunday 00:00–01:00) exists since October; shift M (Monday
   * 23:00–24:00) since 05/11, so Monday 02/11 does not count; a removed shift never counts. Feedings
   * on both edges of the windows, by a non-member and without Alimentou.
   */
  async function seedRota() {
    h = createHarness();
    const cora = h.createUser({ name: 'Cora' });
    const caio = h.createUser({ name: 'Caio' });
    const sara = h.createUser({ name: 'Sara' });
    const admin = h.createUser({ name: 'Adm', isAdmin: true });
    h.clock.set('2026-10-20T12:00:00Z');
    const a = await registerCat(h, cora, { name: 'A' });
    const b = await registerCat(h, cora, { name: 'B' });
    const cor = h.callerFor(cora);
    const { _id: colonyId } = await cor.colonies.create({ name: 'Praça', ...HOME });
    for (const cat of [a, b]) await cor.colonies.addCat({ colonyId, catId: cat._id });
    await h.callerFor(caio).colonies.join({ colonyId });
    await cor.colonies.decide({ colonyId, userId: caio.id, decision: 'approve' });
    await cor.rota.addShift({ colonyId, weekday: 6, startMinute: 0, endMinute: 60 });
    const { _id: gone } = await cor.rota.addShift({
      colonyId,
      weekday: 2,
      startMinute: 600,
      endMinute: 660,
    });
    h.clock.set('2026-11-05T12:00:00Z');
    await cor.rota.addShift({ colonyId, weekday: 0, startMinute: 23 * 60, endMinute: 24 * 60 });

    const at = async (iso: string, user: User, cat: typeof a, over = {}) => {
      h.clock.set(iso);
      await checkIn(h, user, cat, over);
    };
    await at('2026-10-25T03:30:00Z', cora, a); // Sun 25/10 00:30: done, before the period
    await at('2026-11-01T03:00:00Z', cora, a); // Sun 01/11 00:00: the start, done
    await at('2026-11-03T02:30:00Z', caio, b); // Mon 02/11 23:30: M did not exist yet
    await at('2026-11-08T04:00:00Z', cora, a); // Sun 08/11 01:00: the end, missed
    await at('2026-11-10T02:30:00Z', sara, b); // Mon 09/11 23:30: not a member, missed
    await at('2026-11-17T02:30:00Z', cora, b, { actions: ['Deu água'] }); // 16/11: no Alimentou
    await at('2026-11-22T03:59:00Z', caio, b); // Sun 22/11 00:59: done
    await at('2026-12-01T02:59:00Z', caio, a); // Mon 30/11 23:59: done, ends with the period
    await at('2026-12-06T03:30:00Z', cora, a); // Sun 06/12: after the period
    h.clock.set('2026-12-10T12:00:00Z');
    await cor.rota.removeShift({ shiftId: gone });
    return { cora, admin, caio, colonyId, catIds: [a.id, b.id] };
  }

  it('counts the shifts that ended in the period, judged as the rota judges them', async () => {
    const { cora, admin, caio, colonyId, catIds } = await seedRota();
    const report = await h.callerFor(cora).reports.impact({ colonyId, ...NOVEMBER });

    // Recount by hand: the windows in UTC and the members' Alimentou check-ins inside them.
    const windows = [
      ...['01', '08', '15', '22', '29'].map((d) => [
        `2026-11-${d}T03:00:00Z`,
        `2026-11-${d}T04:00:00Z`,
      ]),
      ...[
        ['2026-11-10T02:00:00Z', '2026-11-10T03:00:00Z'],
        ['2026-11-17T02:00:00Z', '2026-11-17T03:00:00Z'],
        ['2026-11-24T02:00:00Z', '2026-11-24T03:00:00Z'],
        ['2026-12-01T02:00:00Z', '2026-12-01T03:00:00Z'],
      ],
      // The Wednesday shift removed after the period: its occurrences until then still count.
      ...['04', '11', '18', '25'].map((d) => [`2026-11-${d}T13:00:00Z`, `2026-11-${d}T14:00:00Z`]),
    ].map(([s, e]) => [Date.parse(s!), Date.parse(e!)] as const);
    const members = new Set([cora.id, caio.id]);
    const fed = h.db
      .select()
      .from(checkins)
      .where(inArray(checkins.catId, catIds))
      .all()
      .filter((c) => members.has(c.userId) && c.actions.includes('Alimentou'))
      .map((c) => c.createdAt.getTime());
    const done = windows.filter(([s, e]) => fed.some((t) => t >= s && t < e)).length;
    expect(done).toBe(3);
    expect(report.feeding).toEqual({
      occurrences: windows.length,
      done,
      percent: Math.round((done / windows.length) * 1000) / 10,
    });
    expect(report.feeding).toEqual({ occurrences: 13, done: 3, percent: 23.1 });

    // The community: the same colony is the only one with shifts.
    const community = await h.callerFor(admin).reports.impact(NOVEMBER);
    expect(community.feeding).toEqual(report.feeding);

    const { csv } = await h.callerFor(cora).reports.impactCsv({ colonyId, ...NOVEMBER });
    expect(csv).toContain('Regularidade da alimentação;Turnos no período;13\r\n');
    expect(csv).toContain('Regularidade da alimentação;% de turnos feitos;23,1\r\n');
    // The steps by the names the app shows in pt-BR.
    expect(csv).toMatch(/;Etapas TNR;Orelha marcada;\d+\r\n/);
    expect(csv).toMatch(/;Etapas TNR;Testado FIV\/FeLV;\d+\r\n/);

    // Mid-period: only windows ended by now count (Sunday 08/11 00:30: that window is running;
    // Sunday 01/11 done, Wednesday 04/11 missed).
    h.clock.set('2026-11-08T03:30:00Z');
    const early = await h.callerFor(cora).reports.impact({ colonyId, ...NOVEMBER });
    expect(early.feeding).toEqual({ occurrences: 2, done: 1, percent: 50 });

    // No shifts in the period: no percentage.
    h.clock.set('2026-12-10T12:00:00Z');
    const before = await h
      .callerFor(cora)
      .reports.impact({ colonyId, from: '2026-09-01', to: '2026-09-30' });
    expect(before.feeding).toEqual({ occurrences: 0, done: 0, percent: null });
  });
});

describe('impact report: treatment rounds', () => {
  /**
   * São Paulo time (UTC−3). The colony Praça has Mingau and Tigre; Fora is a cat of another
   * colony. Rounds: Mingau in October (before the period); Tigre 02–03/11 once a day at 08:00, both
   * doses given (finished); Tigre from 10/11 until ended, ended on 12/11 with no dose given;
   * Mingau from 20/11 every 12 h at 20:00 for 30 days, the 1st and 3rd doses given, the 2nd
   * (21/11 08:00) missed; Fora from 05/11. The clock ends on 22/11 at 09:00 (12:00 UTC).
   */
  async function seedRounds() {
    h = createHarness();
    const cora = h.createUser({ name: 'Cora' });
    const caio = h.createUser({ name: 'Caio' });
    h.clock.set('2026-10-20T12:00:00Z');
    const mingau = await registerCat(h, cora, { name: 'Mingau' });
    const tigre = await registerCat(h, cora, { name: 'Tigre' });
    const fora = await registerCat(h, caio, { name: 'Fora' });
    const cor = h.callerFor(cora);
    const { _id: colonyId } = await cor.colonies.create({ name: 'Praça', ...HOME });
    for (const cat of [mingau, tigre]) await cor.colonies.addCat({ colonyId, catId: cat._id });
    const { _id: other } = await h.callerFor(caio).colonies.create({ name: 'Outra', ...HOME });
    await h.callerFor(caio).colonies.addCat({ colonyId: other, catId: fora._id });
    // Once a day unless a round says otherwise.
    const itraconazol = { medicine: 'Itraconazol', dose: '1 cápsula de 100 mg', everyHours: 24 };
    await cor.treatments.start({
      catId: mingau._id,
      ...itraconazol,
      startDay: '2026-10-21',
      startMinute: 8 * 60,
      days: 3,
    });

    h.clock.set('2026-11-01T12:00:00Z');
    const { _id: finished } = await cor.treatments.start({
      catId: tigre._id,
      ...itraconazol,
      startDay: '2026-11-02',
      startMinute: 8 * 60,
      days: 2,
    });
    for (const doseAt of ['2026-11-02T11:00:00Z', '2026-11-03T11:00:00Z']) {
      h.clock.set(new Date(Date.parse(doseAt) + 10 * 60_000).toISOString());
      await cor.treatments.give({ treatmentId: finished, doseAt });
    }
    h.clock.set('2026-11-05T12:00:00Z');
    await h.callerFor(caio).treatments.start({
      catId: fora._id,
      ...itraconazol,
      startDay: '2026-11-05',
      startMinute: 20 * 60,
      days: 60,
    });
    h.clock.set('2026-11-10T10:00:00Z');
    const { _id: ended } = await cor.treatments.start({
      catId: tigre._id,
      ...itraconazol,
      startDay: '2026-11-10',
      startMinute: 8 * 60,
      days: null,
    });
    h.clock.set('2026-11-12T12:00:00Z');
    await cor.treatments.end({ treatmentId: ended });

    h.clock.set('2026-11-20T12:00:00Z');
    const { _id: ongoing } = await cor.treatments.start({
      catId: mingau._id,
      ...itraconazol,
      everyHours: 12,
      startDay: '2026-11-20',
      startMinute: 20 * 60,
      days: 30,
    });
    h.clock.set('2026-11-20T23:10:00Z');
    await cor.treatments.give({ treatmentId: ongoing, doseAt: '2026-11-20T23:00:00Z' });
    h.clock.set('2026-11-21T23:10:00Z');
    await cor.treatments.give({ treatmentId: ongoing, doseAt: '2026-11-21T23:00:00Z' });
    h.clock.set('2026-11-22T12:00:00Z');
    return { cora, colonyId, mingau };
  }

  it('lists the colony’s rounds of the period with the cat page’s progress, never the medicine', async () => {
    const { cora, colonyId, mingau } = await seedRounds();
    const report = await h.callerFor(cora).reports.impact({ colonyId, ...NOVEMBER });
    // Neither October's round nor the round of a cat of another colony.
    expect(report.treatments).toEqual([
      {
        catName: 'Tigre',
        startDay: '2026-11-02',
        progress: { day: 2, days: 2, given: 2, missed: 0 },
        state: 'finished',
      },
      {
        catName: 'Tigre',
        startDay: '2026-11-10',
        progress: { day: 3, days: null, given: 0, missed: 3 },
        state: 'ended',
      },
      {
        catName: 'Mingau',
        startDay: '2026-11-20',
        progress: { day: 3, days: 30, given: 2, missed: 1 },
        state: 'ongoing',
      },
    ]);
    // The period has not ended: the progress is today's, as the cat page shows it.
    const page = await h.callerFor(cora).treatments.forCat({ catId: mingau._id });
    expect(page.treatments[0]!.progress).toEqual(report.treatments[2]!.progress);
    expect(JSON.stringify(report)).not.toContain('Itraconazol');

    const { csv } = await h.callerFor(cora).reports.impactCsv({ colonyId, ...NOVEMBER });
    expect(csv).toContain(';Tratamentos;Em andamento;1\r\n');
    expect(csv).toContain(';Tratamentos;Concluídos;1\r\n');
    expect(csv).toContain(';Tratamentos;Encerrados antes do fim;1\r\n');
    const lines = csv.split('\r\n').filter((line) => line.includes(';Tratamentos;Tigre'));
    expect(lines).toEqual([
      'Colônia Praça;01/11/2026;30/11/2026;Tratamentos;Tigre: início em 02/11/2026, dia 2 de 2, 0 doses perdidas (concluído);',
      'Colônia Praça;01/11/2026;30/11/2026;Tratamentos;Tigre: início em 10/11/2026, dia 3, 3 doses perdidas (encerrado);',
    ]);
    expect(csv).toContain(
      ';Tratamentos;Mingau: início em 20/11/2026, dia 3 de 30, 1 dose perdida (em andamento);\r\n',
    );
    expect(csv).not.toContain('Fora');
    expect(csv).not.toContain('Itraconazol');
  });

  it('words each round as it stood at the end of a past period', async () => {
    const { cora, colonyId } = await seedRounds();
    // Up to the end of 21/11 (22/11 00:00 local): Mingau's second day, its 08:00 dose missed
    // and its 20:00 dose given; the round that ended on 12/11 ran in the period too.
    const early = await h
      .callerFor(cora)
      .reports.impact({ colonyId, from: '2026-11-11', to: '2026-11-21' });
    expect(early.treatments.map((r) => [r.catName, r.startDay, r.progress, r.state])).toEqual([
      ['Tigre', '2026-11-10', { day: 3, days: null, given: 0, missed: 3 }, 'ended'],
      ['Mingau', '2026-11-20', { day: 2, days: 30, given: 2, missed: 1 }, 'ongoing'],
    ]);
    // Before Mingau's round began, it was not running yet.
    const before = await h
      .callerFor(cora)
      .reports.impact({ colonyId, from: '2026-11-13', to: '2026-11-19' });
    expect(before.treatments).toEqual([]);
  });
});
