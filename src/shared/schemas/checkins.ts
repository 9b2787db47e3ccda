import { ACTIONS, HEALTH, LIMITS, NEEDS } from '../constants.js';
import type { ErrorKey } from '../messages.js';
import { z } from '../validation.js';
import { offlineFields } from './offline.js';

/** `requiredKey` when the field is missing; any other problem keeps its default message. */
const requiredOr = (requiredKey: ErrorKey) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? requiredKey : undefined;

const unique = <T>(items: T[]): T[] => [...new Set(items)];

const text = z.string().trim().max(LIMITS.textMax).default('');

/** Where the user stands when checking in (the client's geolocation). */
const checkinLocation = z.strictObject(
  {
    latitude: z
      .number({ error: requiredOr('checkinLocationRequired') })
      .min(-90)
      .max(90),
    longitude: z
      .number({ error: requiredOr('checkinLocationRequired') })
      .min(-180)
      .max(180),
    address: z.string().trim().max(LIMITS.textMax).optional(),
  },
  { error: requiredOr('checkinLocationRequired') },
);

/** The typed fields of a check-in (the `data` field of its FormData; photos travel as parts). */
export const createCheckinInput = z.strictObject({
  catId: z.string().trim().min(1).max(64),
  actions: z
    .array(z.enum(ACTIONS), { error: requiredOr('checkinActionsRequired') })
    .min(1, 'checkinActionsRequired')
    .max(ACTIONS.length * 2)
    .transform(unique),
  actionsDescription: text,
  healthStatus: z.enum(HEALTH, { error: requiredOr('checkinHealthRequired') }),
  needs: z
    .array(z.enum(NEEDS))
    .max(NEEDS.length * 2)
    .default([])
    .transform(unique),
  needsDescription: text,
  location: checkinLocation,
  ...offlineFields,
});
export type CreateCheckinInput = z.input<typeof createCheckinInput>;
export type CreateCheckinData = z.output<typeof createCheckinInput>;

/** The photos of a check-in: a selection beyond the limit is rejected as a whole, not trimmed. */
export const checkinPhotos = z
  .array(z.instanceof(Blob))
  .max(LIMITS.checkinPhotosMax, 'checkinTooManyPhotos');

const page = z.number().int().min(1).max(10_000).default(1);
const limit = z.number().int().min(1).max(100).default(20);

export const checkinsByCatInput = z.object({
  catId: z.string().trim().min(1).max(64),
  page,
  limit,
});

export const myCheckinsInput = z.object({ page, limit }).prefault({});
