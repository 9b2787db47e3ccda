import { CENSUS_REASONS } from '../census.js';
import { z } from '../validation.js';

export const censusInput = z.strictObject({ colonyId: z.string().trim().min(1).max(64) });

const count = z.number().int().min(0);

/**
 * A colony's census over the last CENSUS.windowDays days (docs/colonies.md, "Census"): figures
 * only, never a position.
 */
export const censusOutput = z.strictObject({
  /** Occasions: feedings whose count was answered, merged within a shift or 2 h. */
  occasions: count,
  /** Registered (marked) cats: active, in the colony before the first occasion. */
  marked: count,
  /** Bowden's estimate of the colony's size and its 95 % interval; null with `reason`. */
  estimate: z.strictObject({ size: z.number(), low: count, high: count }).nullable(),
  reason: z.enum(CENSUS_REASONS).nullable(),
  /**
   * Neutered registered cats ÷ the estimate, in whole percent ("pelo menos", since unregistered
   * cats may be neutered too), its range from the interval; null without an estimate.
   */
  coverage: z.strictObject({ neutered: count, percent: count, low: count, high: count }).nullable(),
  /**
   * Newcomers: how much the largest "outros gatos" count of the last 14 days exceeds the largest
   * of the 46 days before (0 when not), and cats registered in the colony since the first occasion.
   */
  newcomers: z.strictObject({ unregistered: count, registered: count }),
});
export type Census = z.output<typeof censusOutput>;
