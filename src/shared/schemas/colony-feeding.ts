import { FEEDING_MAX_OTHER_CATS } from '../census.js';
import { z } from '../validation.js';
import { bonusDetailOutput } from './common-output.js';
import { offlineFields } from './offline.js';

/** Why a ticked cat was not fed: it left the colony, was hidden, adopted or is inactive. */
export const FEEDING_SKIPS = ['notInColony', 'hidden', 'adopted', 'inactive'] as const;
export type FeedingSkip = (typeof FEEDING_SKIPS)[number];

/** At most this many cats in one feeding (a colony has far fewer). */
export const FEEDING_MAX_CATS = 100;

/**
 * "Outros gatos vistos (sem cadastro)", the census count (docs/colonies.md, "Census"): a whole
 * number; 0 is an answer, absence is none.
 */
export const otherCatsCount = z
  .number({ error: 'otherCatsInvalid' })
  .int('otherCatsInvalid')
  .min(0, 'otherCatsInvalid')
  .max(FEEDING_MAX_OTHER_CATS, 'otherCatsInvalid');

/**
 * "Alimentei a colônia": the colony, the cats ticked (seen and fed), where the member stands (the
 * check-ins' fair play) and, from the outbox, one clientId and capturedAt for the whole feeding.
 */
export const colonyFeedingInput = z.strictObject({
  colonyId: z.string().trim().min(1).max(64),
  catIds: z
    .array(z.string().trim().min(1).max(64), { error: 'feedingCatsRequired' })
    .min(1, 'feedingCatsRequired')
    .max(FEEDING_MAX_CATS)
    .transform((ids) => [...new Set(ids)]),
  location: z.strictObject(
    {
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    },
    { error: 'checkinLocationRequired' },
  ),
  otherCats: otherCatsCount
    .nullable()
    .optional()
    .describe(
      'Other cats seen, not registered (the colony census): a whole number from 0 to 100. ' +
        'Absent or null: not answered, and the feeding is no census occasion (older clients).',
    ),
  ...offlineFields,
});
export type ColonyFeedingInput = z.input<typeof colonyFeedingInput>;
export type ColonyFeedingData = z.output<typeof colonyFeedingInput>;

/** One ticked cat: fed (its check-in and points) or skipped (why). */
export const feedingCatOutput = z.strictObject({
  catId: z.string(),
  /** Null for a cat the caller may not see any more (hidden): the phone names it from its list. */
  catName: z.string().nullable(),
  checkinId: z.string().nullable(),
  skipped: z.enum(FEEDING_SKIPS).nullable(),
  pointsEarned: z.number().int(),
  bonusDetails: z.array(bonusDetailOutput),
});

export const colonyFeedingOutput = z.strictObject({
  feedingId: z.string(),
  colonyId: z.string(),
  /** When the feeding was made (capturedAt, or its arrival). */
  madeAt: z.string(),
  /** The census count as stored (null: not answered). */
  otherCats: z.number().int().nullable(),
  pointsEarned: z.number().int(),
  cats: z.array(feedingCatOutput),
  user: z.strictObject({ points: z.number().int(), level: z.number().int() }),
});
export type ColonyFeedingResult = z.output<typeof colonyFeedingOutput>;
