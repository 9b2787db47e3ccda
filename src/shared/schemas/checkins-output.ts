import { ACTIONS, HEALTH, NEEDS } from '../constants.js';
import { z } from '../validation.js';
import {
  bonusDetailOutput,
  geoPointOutput,
  isoDate,
  pageFields,
  urlPath,
} from './common-output.js';

export const checkinOutput = z
  .strictObject({
    _id: z.string(),
    user: z.strictObject({ _id: z.string(), name: z.string(), profilePicture: z.string() }),
    cat: z.strictObject({
      _id: z.string().nullable().describe('null when the cat was deleted since.'),
      name: z.string(),
      photoUrl: urlPath.nullable(),
      thumbnailUrl: urlPath.nullable(),
    }),
    actions: z.array(z.enum(ACTIONS)),
    actionsDescription: z.string(),
    healthStatus: z.enum(HEALTH),
    photos: z.array(
      z.strictObject({
        _id: z.string(),
        url: urlPath,
        thumbnailUrl: urlPath,
        hiddenReason: z
          .string()
          .nullable()
          .describe('Hidden by moderation (only its author and moderators get it at all).'),
      }),
    ),
    needs: z.array(z.enum(NEEDS)),
    needsDescription: z.string(),
    // Where a check-in happened gives away where the cat lives.
    location: geoPointOutput
      .optional()
      .describe("Only for its author, the cat's carers and admins."),
    createdAt: isoDate,
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetailOutput),
    hidden: z
      .strictObject({ reason: z.string() })
      .nullable()
      .describe('Hidden by moderation (only its author and moderators get it at all).'),
  })
  .meta({ id: 'CheckIn' });

export const checkinCreatedOutput = z
  .strictObject({
    checkIn: checkinOutput,
    healthReport: z
      .enum(['pending', 'confirmed'])
      .nullable()
      .optional()
      .describe(
        "Someone who is not the cat's carer reported an urgent state (or a better one while the " +
          "cat is urgent): the cat's health waits for confirmation ('pending', its carers are " +
          "told), or a second person's report confirmed it ('confirmed').",
      ),
    pointsEarned: z.number().int(),
    bonusDetails: z.array(bonusDetailOutput),
    user: z
      .strictObject({ points: z.number().int(), level: z.number().int() })
      .describe("The author's totals after this check-in."),
  })
  .meta({ id: 'CheckInCreated' });

export const checkinListOutput = z
  .strictObject({ checkIns: z.array(checkinOutput), ...pageFields })
  .meta({ id: 'CheckInList' });
