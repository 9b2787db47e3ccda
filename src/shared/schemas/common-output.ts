import { BONUS_TYPES } from '../points.js';
import { z } from '../validation.js';

/**
 * Building blocks of the answers. Answers are strict objects: a field a service adds without
 * adding it here fails output validation (a 500 in the tests) instead of reaching clients
 * undocumented. `.meta({ id })` names a shape in the OpenAPI document.
 */
export const isoDate = z.iso.datetime();
export const urlPath = z.string().describe('A URL path from the server root, fetchable as is.');
export const count = z.number().int();

/** A position as the API sends it: GeoJSON, longitude first. */
export const geoPointOutput = z.strictObject({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  address: z.string(),
});

/**
 * A cell of the privacy grid (docs/privacy.md): a square of about 500 m, as its edges in degrees.
 * `east` is `west` plus the width, so it may pass 180 at the antimeridian.
 */
export const cellAreaOutput = z.strictObject({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});

/** A bonus line as answered: its message written in the reader's language. */
export const bonusDetailOutput = z
  .strictObject({ type: z.enum(BONUS_TYPES), message: z.string(), points: z.number().int() })
  .meta({ id: 'BonusDetail' });
export type BonusDetail = z.infer<typeof bonusDetailOutput>;

/** The paging fields of every paginated list. */
export const pageFields = { total: count, page: count, totalPages: count };
