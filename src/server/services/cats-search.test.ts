import { afterEach, describe, expect, it } from 'vitest';
import type { CreateCatInput } from '../../shared/schemas/cats.js';
import type { User } from '../db/schema.js';
import { HOUR, near } from '../test/cat-helpers.js';
import { rejection } from '../test/expect.js';
import { catForm, HOME, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import type { CatDto } from './cat-dto.js';

let h: Harness;
afterEach(() => h?.close());

describe('searching', () => {
  /** Cats registered by `owner` at the given distances north of home (exact positions). */
  async function cats_(owner: User, spots: { north: number; over?: Partial<CreateCatInput> }[]) {
    const out: CatDto[] = [];
    for (const [i, spot] of spots.entries()) {
      h.clock.advance(60_000);
      out.push(
        await registerCat(h, owner, {
          name: `Gato ${i}`,
          location: near(spot.north),
          ...spot.over,
        }),
      );
    }
    return out;
  }

  it('nearby: active cats nearest first within the radius, with distances, up to the limit', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [a, b, c, d, e] = await cats_(ana, [
      { north: 3000 },
      { north: 0 },
      { north: 1000 },
      { north: 6000 },
      { north: 500 },
    ]);
    const adopted = await cats_(ana, [{ north: 50 }]);
    await h.callerFor(ana).cats.update(catForm({ id: adopted[0]!._id, status: 'Adotado' }, null));

    const caller = h.callerFor(ana);
    const all = await caller.cats.nearby(HOME);
    expect(all.map((cat) => cat._id)).toEqual([b!._id, e!._id, c!._id, a!._id]);
    expect(all.map((cat) => cat.distance)).toEqual([0, 500, 1000, 3000]);
    const wide = await caller.cats.nearby({ ...HOME, radius: 10_000, limit: 2 });
    expect(wide.map((cat) => cat._id)).toEqual([b!._id, e!._id]);
    const far = await caller.cats.nearby({ ...HOME, radius: 10_000 });
    expect(far.map((cat) => cat._id)).toContain(d!._id);
    const tight = await caller.cats.nearby({ ...HOME, radius: 999 });
    expect(tight.map((cat) => cat.distance)).toEqual([0, 500]);
    // Query strings from the REST shim arrive as text.
    const asText = await caller.cats.nearby({
      latitude: String(HOME.latitude),
      longitude: String(HOME.longitude),
      radius: '999',
    });
    expect(asText).toHaveLength(2);
  });

  it('emergencies: urgent active cats, most recently updated first', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [sick, fine, urgent, gone] = await cats_(ana, [
      { north: 10, over: { health: 'Precisa de atenção' } },
      { north: 20, over: { health: 'Bom' } },
      { north: 30, over: { health: 'Emergência' } },
      { north: 40, over: { health: 'Emergência' } },
    ]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: gone!._id, status: 'Inativo' }, null));
    expect((await h.anon.cats.emergencies()).map((c) => c._id)).toEqual([urgent!._id, sick!._id]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: sick!._id, description: 'Mancando' }, null));
    const res = await h.anon.cats.emergencies({ limit: 5 });
    expect(res.map((c) => c._id)).toEqual([sick!._id, urgent!._id]);
    expect(res.map((c) => c._id)).not.toContain(fine!._id);
    expect(await h.anon.cats.emergencies({ limit: 1 })).toHaveLength(1);
  });

  it('list: every filter is applied, in arrays or comma-separated, with pagination', async () => {
    h = createHarness();
    const ana = h.createUser();
    const made = await cats_(ana, [
      { north: 10, over: { health: 'Bom', gender: 'Macho', estimatedAge: 'Filhote' } },
      { north: 20, over: { health: 'Emergência', gender: 'Fêmea', estimatedAge: 'Adulto' } },
      { north: 30, over: { health: 'Precisa de atenção', gender: 'Fêmea', estimatedAge: 'Idoso' } },
      { north: 40, over: { health: 'Bom', gender: 'Desconhecido', estimatedAge: 'Adulto' } },
      { north: 50, over: { health: 'Regular', gender: 'Macho', estimatedAge: 'Jovem' } },
    ]);
    await h.callerFor(ana).cats.update(catForm({ id: made[3]!._id, status: 'Adotado' }, null));
    const ids = (res: { cats: CatDto[] }) => res.cats.map((c) => c.name).sort();
    const list = (input: Parameters<typeof h.anon.cats.list>[0]) => h.anon.cats.list(input);

    expect(ids(await list({ health: 'Precisa de atenção,Emergência' }))).toEqual([
      'Gato 1',
      'Gato 2',
    ]);
    expect(ids(await list({ health: ['Bom'] }))).toEqual(['Gato 0', 'Gato 3']);
    expect(ids(await list({ status: 'Ativo', health: ['Bom'] }))).toEqual(['Gato 0']);
    expect(ids(await list({ status: ['Adotado'] }))).toEqual(['Gato 3']);
    expect(ids(await list({ gender: 'Fêmea' }))).toEqual(['Gato 1', 'Gato 2']);
    expect(ids(await list({ gender: ['Macho', 'Desconhecido'] }))).toEqual([
      'Gato 0',
      'Gato 3',
      'Gato 4',
    ]);
    expect(ids(await list({ estimatedAge: 'Adulto' }))).toEqual(['Gato 1', 'Gato 3']);
    expect(ids(await list({ estimatedAge: ['Jovem'], gender: ['Fêmea'] }))).toEqual([]);

    const page1 = await list({ limit: 2 });
    expect(page1).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    const page3 = await list({ limit: 2, page: '3' });
    expect(page3.cats).toHaveLength(1);
    const pages = [page1, await list({ limit: 2, page: 2 }), page3].flatMap((p) => p.cats);
    expect(new Set(pages.map((c) => c._id)).size).toBe(5);
    expect((await list({ limit: 2, page: 9 })).cats).toEqual([]);
  });

  it('list sorts by updatedAt, createdAt, name or distance', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [a, b, c] = await cats_(ana, [
      { north: 300, over: { name: 'bolinha' } },
      { north: 100, over: { name: 'Amora' } },
      { north: 200, over: { name: 'Chico' } },
    ]);
    h.clock.advance(HOUR);
    await h.callerFor(ana).cats.update(catForm({ id: a!._id, color: 'Cinza' }, null));
    const order = async (input: Parameters<typeof h.anon.cats.list>[0]) =>
      (await h.callerFor(ana).cats.list(input)).cats.map((cat) => cat._id);

    expect(await order({})).toEqual([a!._id, c!._id, b!._id]);
    expect(await order({ sort: '-createdAt' })).toEqual([c!._id, b!._id, a!._id]);
    expect(await order({ sort: 'name' })).toEqual([b!._id, a!._id, c!._id]);
    expect(await order({ ...HOME })).toEqual([b!._id, c!._id, a!._id]);
    const measured = await h.callerFor(ana).cats.list({ ...HOME, sort: 'name' });
    expect(measured.cats.map((cat) => cat.distance)).toEqual([100, 300, 200]);
  });

  it('similar: active cats within 300 m of the point', async () => {
    h = createHarness();
    const ana = h.createUser();
    const [close, , adopted] = await cats_(ana, [{ north: 250 }, { north: 400 }, { north: 100 }]);
    await h.callerFor(ana).cats.update(catForm({ id: adopted!._id, status: 'Adotado' }, null));
    const res = await h.callerFor(ana).cats.similar(HOME);
    expect(res.map((c) => [c._id, c.distance])).toEqual([[close!._id, 250]]);
    await rejection(h.anon.cats.similar(HOME), 'UNAUTHORIZED');
  });
});
