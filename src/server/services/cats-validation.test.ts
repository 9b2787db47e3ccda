import { afterEach, describe, expect, it } from 'vitest';
import { TRAITS } from '../../shared/constants.js';
import { filesIn } from '../test/cat-helpers.js';
import { fieldErrors, messageOf, rejection } from '../test/expect.js';
import { catData, catForm, HOME, image } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
afterEach(() => h?.close());

describe('validation', () => {
  const attempt = async (data: unknown, photo = true) => {
    const form = catForm(data, photo ? await image('jpeg') : null);
    return rejection(h.callerFor(h.createUser()).cats.create(form), 'BAD_REQUEST');
  };

  it.each([
    [{ name: undefined }, 'name', 'Nome é obrigatório'],
    [{ name: '   ' }, 'name', 'Nome é obrigatório'],
    [{ description: undefined }, 'description', 'Descrição é obrigatória'],
    [{ color: '' }, 'color', 'Cor é obrigatória'],
    [{ location: undefined }, 'location', 'Localização não disponível'],
    [
      { location: { latitude: 91, longitude: 0 } },
      'location.latitude',
      'Valor alto demais (máximo 90)',
    ],
    [
      { location: { latitude: 0, longitude: -180.5 } },
      'location.longitude',
      'Valor baixo demais (mínimo -180)',
    ],
    [{ location: { latitude: '12', longitude: 0 } }, 'location.latitude', 'Tipo de valor inválido'],
    [{ health: 'Ótimo' }, 'health', 'Valor inválido'],
    [{ gender: 'Macha' }, 'gender', 'Valor inválido'],
    [{ estimatedAge: 'Velho' }, 'estimatedAge', 'Valor inválido'],
    [{ personalityTraits: ['Bravo'] }, 'personalityTraits.0', 'Valor inválido'],
    [{ needs: 'Água' }, 'needs', 'Tipo de valor inválido'],
    [{ isSterilized: 'sim' }, 'isSterilized', 'Valor inválido'],
    [{ name: 'x'.repeat(101) }, 'name', 'Texto longo demais (máximo 100 caracteres)'],
    [
      { description: 'x'.repeat(2001) },
      'description',
      'Texto longo demais (máximo 2000 caracteres)',
    ],
    [{ owner: 'me' }, 'owner', 'Campo desconhecido: owner'],
  ])('%j → %s: "%s"', async (over, param, message) => {
    h = createHarness();
    const error = await attempt({ ...catData(), ...over });
    expect(fieldErrors(error)).toContainEqual({ param, msg: message });
    expect(filesIn(h.uploadsDir)).toEqual([]);
  });

  it('counts a list that is too long in items, not characters, in each language', async () => {
    h = createHarness();
    const traits = [...TRAITS, ...TRAITS, ...TRAITS];
    const error = await attempt({ ...catData(), personalityTraits: traits });
    const max = TRAITS.length * 2;
    expect(fieldErrors(error)).toEqual([
      { param: 'personalityTraits', msg: `Lista longa demais (máximo ${max} itens)` },
    ]);
    expect(fieldErrors(error, 'en')).toEqual([
      { param: 'personalityTraits', msg: `List too long (at most ${max} items)` },
    ]);
    expect(fieldErrors(error, 'es')).toEqual([
      { param: 'personalityTraits', msg: `Lista demasiado larga (máximo ${max} elementos)` },
    ]);
  });

  it('requires the main photo', async () => {
    h = createHarness();
    const error = await attempt(catData(), false);
    expect(fieldErrors(error)).toEqual([{ param: 'photo', msg: 'Foto principal é obrigatória' }]);
  });

  it('says "fill in all required fields" first when all of them are missing', async () => {
    h = createHarness();
    const error = await attempt({ location: HOME }, false);
    const errors = fieldErrors(error);
    expect(errors[0]).toEqual({
      param: '',
      msg: 'Por favor, preencha todos os campos obrigatórios',
    });
    expect(errors.map((e) => e.param).sort()).toEqual([
      '',
      'color',
      'description',
      'name',
      'photo',
    ]);
  });

  it('rejects malformed JSON in the data field', async () => {
    h = createHarness();
    const error = await attempt('{"name": "Mingau",');
    expect(messageOf(error, 'pt-BR')).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('rejects bad search input with the field named', async () => {
    h = createHarness();
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: Number.NaN, longitude: 0 }, 'latitude'],
      [{ latitude: 0, longitude: Number.POSITIVE_INFINITY }, 'longitude'],
      [{ latitude: -91, longitude: 0 }, 'latitude'],
      [{ latitude: 0, longitude: 0, radius: 50_001 }, 'radius'],
      [{ latitude: 0, longitude: 0, radius: 0 }, 'radius'],
      [{ latitude: 0, longitude: 0, limit: 201 }, 'limit'],
      [{ latitude: 0, longitude: 0, limit: 1e9 }, 'limit'],
      [{ latitude: 0, longitude: 0, limit: 2.5 }, 'limit'],
      [{ longitude: 0 }, 'latitude'],
    ];
    for (const [input, param] of cases) {
      const error = await rejection(h.anon.cats.nearby(input as never), 'BAD_REQUEST');
      expect(fieldErrors(error).map((e) => e.param)).toEqual([param]);
    }
    const listCases: [Record<string, unknown>, string][] = [
      [{ health: 'Bom,Ótimo' }, 'health.1'],
      [{ status: ['Perdido'] }, 'status.0'],
      [{ limit: 500 }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ sort: 'price' }, 'sort'],
      [{ latitude: 10 }, 'longitude'],
    ];
    for (const [input, param] of listCases) {
      const error = await rejection(h.anon.cats.list(input), 'BAD_REQUEST');
      expect(fieldErrors(error).map((e) => e.param)).toEqual([param]);
    }
    const missing = await rejection(h.anon.cats.nearby({ longitude: 0 } as never), 'BAD_REQUEST');
    expect(fieldErrors(missing)[0]!.msg).toBe('Localização não disponível');
  });
});
