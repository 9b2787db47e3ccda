import { UNSEEN } from '../unseen-cats.js';
import { typeError, z } from '../validation.js';

const id = z.string().trim().min(1).max(64);

export const unseenCatsInput = z.strictObject({ colonyId: id });

/** The colony's "Gatos sumidos" setting, set by its coordinators. */
export const unseenDaysInput = z.strictObject({
  colonyId: id,
  days: z
    .number({ error: typeError('unseenDaysRequired') })
    .int({ error: 'unseenDaysWhole' })
    .min(UNSEEN.minDays)
    .max(UNSEEN.maxDays),
});

/** A colony cat's last sighting: when, by whom (a name), and whether it counts as unseen. */
export const catSightingOutput = z.strictObject({
  _id: z.string(),
  name: z.string(),
  lastSeenAt: z.string(),
  /** Who saw it last: their public name. */
  seenBy: z.string(),
  /** Whole days since it was last seen, by the server's clock. */
  daysAgo: z.number().int(),
  unseen: z.boolean(),
});
export type CatSighting = z.output<typeof catSightingOutput>;

export const unseenCatsOutput = z.strictObject({
  days: z.number().int(),
  canEdit: z.boolean(),
  cats: z.array(catSightingOutput),
});
export type UnseenCats = z.output<typeof unseenCatsOutput>;

export const unseenDaysOutput = z.strictObject({ done: z.literal(true) });
