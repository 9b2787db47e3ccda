import { CENSUS, type CensusReason } from '../../../shared/census.js';
import { studentTQuantile } from './student-t.js';

/**
 * Bowden's estimator of a population's size from resightings of individually known (marked)
 * animals seen at different rates (Bowden & Kufeld 1995, as in NOREMARK and MARK), with the
 * formulas of docs/colonies.md ("Census"): a pure function, the one the census procedure and the
 * simulation test both run.
 */
export interface BowdenInput {
  /** f_i: on how many occasions each marked cat was seen (one entry per marked cat, zeros too). */
  sightings: readonly number[];
  /** u: the unmarked sightings, summed over the occasions. */
  unmarked: number;
  /** How many occasions. */
  occasions: number;
  /** The largest unmarked count of a single occasion (the interval's floor is T + this). */
  largestCount: number;
}

export type BowdenResult =
  | { ok: true; size: number; variance: number; low: number; high: number }
  | { ok: false; reason: CensusReason };

export function bowden({
  sightings,
  unmarked,
  occasions,
  largestCount,
}: BowdenInput): BowdenResult {
  const T = sightings.length;
  if (T < CENSUS.minMarked) return { ok: false, reason: 'fewMarked' };
  if (occasions < CENSUS.minOccasions) return { ok: false, reason: 'fewOccasions' };
  const total = sightings.reduce((sum, f) => sum + f, 0);
  const mean = total / T;
  const s2 = sightings.reduce((sum, f) => sum + (f - mean) ** 2, 0) / T;
  if (s2 === 0) return { ok: false, reason: 'noVariation' };
  const spread = s2 / mean ** 2;
  const damping = 1 + spread / T;
  const size = ((total + unmarked) / mean + spread) / damping;
  const variance = (size ** 2 * (1 / T - 1 / size) * spread) / damping ** 2;
  const C = Math.exp(
    studentTQuantile(0.975, T - 1) * Math.sqrt(Math.log(1 + variance / size ** 2)),
  );
  const floor = T + largestCount;
  const low = Math.max(size / C, floor);
  return { ok: true, size, variance, low, high: Math.max(size * C, low) };
}
