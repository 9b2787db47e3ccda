import { afterEach, describe, expect, it } from 'vitest';
import { colonyOfCat, healthForm, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { rejection } from '../test/expect.js';

let h: Harness;
afterEach(() => h?.close());

// The clock starts on 2026-11-18 at 12:00 in São Paulo (UTC−3).
async function colony() {
  h = createHarness();
  const cora = h.createUser({ name: 'Cora' });
  const caio = h.createUser({ name: 'Caio' });
  const stranger = h.createUser({ name: 'Estela' });
  const mingau = await registerCat(h, cora, { name: 'Mingau' });
  const colonyId = await colonyOfCat(h, cora, mingau._id, [caio]);
  const pipoca = await registerCat(h, cora, { name: 'Pipoca' });
  await h.callerFor(cora).colonies.addCat({ colonyId, catId: pipoca._id });
  return { cora, caio, stranger, mingau, pipoca, colonyId };
}

describe('"Hoje" of a colony', () => {
  it('counts today’s doses not given (and the reader’s), health items due and unseen cats', async () => {
    const { cora, caio, mingau, colonyId } = await colony();
    const counts = async (user = caio) => {
      const {
        colonyId: _id,
        name: _name,
        ...rest
      } = await h.callerFor(user).colonies.today({ colonyId });
      return rest;
    };
    expect(await counts()).toEqual({ doses: 0, mine: 0, due: 0, overdue: 0, unseen: 0 });

    // Every 6 h from 00:00: today's 06:00 (late, not given), 12:00 and 18:00 are to give.
    const { _id: treatmentId } = await h.callerFor(cora).treatments.start({
      catId: mingau._id,
      medicine: 'Itraconazol',
      dose: '100 mg',
      everyHours: 6,
      startDay: '2026-11-18',
      startMinute: 0,
      days: 10,
    });
    await h.callerFor(caio).treatments.takeDay({ treatmentId, day: '2026-11-18' });
    // Caio took the day: the doses still to come are his (the 06:00 one is late, nobody's).
    expect(await counts()).toMatchObject({ doses: 3, mine: 2 });
    expect((await counts(cora)).mine).toBe(0);

    // A deworming whose next dose was due a week ago.
    await h.callerFor(cora).healthRecord.add(
      healthForm({
        catId: mingau._id,
        kind: 'vermifugo',
        doneOn: '2026-08-01',
        dueOn: '2026-11-11',
      }),
    );
    expect(await counts()).toMatchObject({ due: 1, overdue: 1 });

    // Eight days on, nobody has seen either cat; the round has ended for nobody.
    h.clock.set('2026-11-26T15:00:00Z');
    expect((await counts()).unseen).toBe(2);

    // The home lists the colony for its members, and nothing for someone in no colony.
    const mine = await h.callerFor(caio).colonies.myToday();
    expect(mine.colonies.map((c) => [c.colonyId, c.unseen])).toEqual([[colonyId, 2]]);
  });

  it('is for the colony’s members: others get 403, no colony 404', async () => {
    const { stranger, colonyId } = await colony();
    const refused = await rejection(
      h.callerFor(stranger).colonies.today({ colonyId }),
      'FORBIDDEN',
    );
    expect(refused.message).toBe('todayMembersOnly');
    await rejection(h.callerFor(stranger).colonies.today({ colonyId: 'nada' }), 'NOT_FOUND');
    expect((await h.callerFor(stranger).colonies.myToday()).colonies).toEqual([]);
  });
});
