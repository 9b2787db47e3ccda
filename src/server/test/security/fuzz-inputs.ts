import fc from 'fast-check';

/** What the fuzz tests generate: field names, edge values, inputs and broken JSON bodies. */

/** The id of a real row (the seeded cat or its owner), read when a value is generated. */
type RealId = (which: 'cat' | 'owner') => string;

/** The field names of the procedures' inputs, and names that trip up naive object handling. */
export const KEYS = [
  'id',
  'catId',
  'userId',
  'latitude',
  'longitude',
  'lat',
  'lng',
  'radius',
  'limit',
  'page',
  'status',
  'health',
  'healthStatus',
  'gender',
  'estimatedAge',
  'sort',
  'search',
  'period',
  'email',
  'password',
  'name',
  'bio',
  'idToken',
  'token',
  'avatarId',
  'confirm',
  'decision',
  'message',
  'nearbyAlerts',
  'favoriteUpdates',
  'achievementAlerts',
  'location',
  'address',
  'actions',
  'needs',
  'personalityTraits',
  'removeAdditionalPhotos',
  'description',
  'color',
  '__proto__',
  'constructor',
  'prototype',
  '',
];

/** Values that break naive code: extremes, wrong types, odd text, real ids in odd places. */
const edgeValue = (realId: RealId): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1e308,
      -1e308,
      2 ** 53,
      Number.MAX_SAFE_INTEGER + 2,
      0.1,
      -91,
      181,
      '',
      ' ',
      '\u0000',
      '\uFEFF',
      '𝕮𝖆𝖙',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '%00',
      'NaN',
      'Infinity',
      '1e400',
      '0x10',
      '-23.55',
      'true',
      '[]',
      '{}',
      'Ativo',
      'Bom',
      'Emergência',
      'Alimentou',
      'distance',
      'week',
      'a@b.c',
      'x'.repeat(5000),
      [],
      {},
      { type: 'Point', coordinates: [-46.63, -23.55] },
      { latitude: -23.55, longitude: -46.63 },
      { latitude: '1', longitude: null },
      ['Alimentou', 'Alimentou'],
    ),
    fc.constantFrom('cat' as const, 'owner' as const).map(realId),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 8 }),
    fc.jsonValue({ maxDepth: 3 }),
  );

/** An input: mostly objects with the real field names, sometimes anything at all. */
export const fuzzInputOf = (realId: RealId): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(fc.constantFrom(...KEYS), edgeValue(realId), { maxKeys: 6 }),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: edgeValue(realId) },
  );

/** Bodies that are not JSON, or JSON of the wrong shape. */
export const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"admin":true}}', '\u0000'),
);
