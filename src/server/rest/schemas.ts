import { z } from 'zod';
import { SIGNED_OUT } from '../../shared/accounts.js';
import { LIMITS } from '../../shared/constants.js';
import { count } from '../../shared/schemas/common-output.js';
import { rankingPageOutput } from '../../shared/schemas/ranking-output.js';

/**
 * Shapes only the REST shim has. The answers of procedures are their own output schemas
 * (src/shared/schemas/*-output.ts); `.meta({ id })` names each one in the OpenAPI document.
 */

/** How a multipart body carries a position: GeoJSON text in one field. */
export const geoPointField = z
  .strictObject({
    type: z.literal('Point'),
    coordinates: z
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
      .describe('[longitude, latitude]'),
    address: z.string().max(LIMITS.textMax).optional(),
  })
  .meta({ id: 'GeoPoint', description: 'A GeoJSON point.' });

const fieldError = z.strictObject({
  param: z.string().describe('The field, dotted for nested ones (e.g. location.latitude).'),
  msg: z.string().describe("The message, in the caller's language."),
});

export const errorBody = z
  .strictObject({
    msg: z
      .string()
      .describe("What went wrong, in the caller's language (x-lang, else Accept-Language)."),
    errors: z.array(fieldError).optional(),
    reason: z
      .literal(SIGNED_OUT)
      .optional()
      .describe(
        'On a 401 only: the token is genuine and unexpired, but its session was ended elsewhere ' +
          '(sign out of all devices, a password change or reset). Without it, a 401 means no ' +
          'token or an expired one.',
      ),
  })
  .meta({ id: 'Error' });

export const health = z
  .strictObject({
    status: z.literal('ok'),
    version: z.string().describe("The app's version (package.json's)."),
    commit: z
      .string()
      .nullable()
      .describe('The commit the running image was built from; null when not given at build time.'),
  })
  .meta({ id: 'Health' });

export const healthDown = z
  .strictObject({ status: z.literal('error'), msg: z.string() })
  .meta({ id: 'HealthDown' });

export const openApiAnswer = z
  .looseObject({ openapi: z.string() })
  .meta({ id: 'OpenApiDocument', description: 'This document.' });

/**
 * The ranking as the original's client reads it: the caller's place as a plain number (it prints
 * it as text), with the period's points beside it.
 */
export const rankingAnswer = rankingPageOutput
  .omit({ userRank: true })
  .extend({
    userRank: count
      .nullable()
      .describe(
        "The caller's position in this period; null without a token or without points in it.",
      ),
    userPoints: count
      .nullable()
      .describe("The caller's points in this period (0 without any); null without a token."),
  })
  .meta({ id: 'Ranking' });
