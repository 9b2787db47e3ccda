/** The colony census (docs/colonies.md, "Census"): its window, rules and the coverage line. */
export const CENSUS = {
  /** The estimate reads the feedings of the last 60 days. */
  windowDays: 60,
  /** Newcomers: the last 14 days against the 46 before them. */
  recentDays: 14,
  /** Feedings this close (or in the same rota shift) are one occasion. */
  mergeHours: 2,
  /** No estimate with fewer registered (marked) cats… */
  minMarked: 3,
  /** …or fewer occasions. */
  minOccasions: 5,
  /** Below about 70 % neutered a colony keeps growing. */
  coverageLine: 70,
} as const;

/** Why the census gives no estimate. */
export const CENSUS_REASONS = ['fewMarked', 'fewOccasions', 'noVariation'] as const;
export type CensusReason = (typeof CENSUS_REASONS)[number];

/** At most this many other (unregistered) cats counted at one feeding. */
export const FEEDING_MAX_OTHER_CATS = 100;

/**
 * "Outros gatos vistos" as typed in the feeding's field: the count, or why it is not one (an empty
 * field is no answer, not 0). Plain code, no zod: the home's first load carries the feeding form.
 */
export function readOtherCats(typed: string): number | 'empty' | 'invalid' {
  const text = typed.trim();
  if (text === '') return 'empty';
  if (!/^\d{1,3}$/.test(text)) return 'invalid';
  const count = Number(text);
  return count <= FEEDING_MAX_OTHER_CATS ? count : 'invalid';
}
