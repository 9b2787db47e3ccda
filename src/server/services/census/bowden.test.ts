import { describe, expect, it } from 'vitest';
import { bowden } from './bowden.js';

describe('bowden', () => {
  it('computes N̂, its variance and the interval with the formulas of docs/colonies.md', () => {
    // T = 4 marked cats seen 2, 4, 6, 8 times in 10 occasions; 15 unmarked sightings.
    const result = bowden({
      sightings: [2, 4, 6, 8],
      unmarked: 15,
      occasions: 10,
      largestCount: 3,
    });
    // f̄ = 5, s² = (9+1+1+9)/4 = 5, s²/f̄² = 0.2; N̂ = (35/5 + 0.2)/(1 + 0.05) = 7.2/1.05.
    const size = 7.2 / 1.05;
    const variance = (size ** 2 * (1 / 4 - 1 / size) * 0.2) / 1.05 ** 2;
    // t(0.975, 3) = 3.1824.
    const C = Math.exp(3.182446 * Math.sqrt(Math.log(1 + variance / size ** 2)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.size).toBeCloseTo(size, 10);
    expect(result.variance).toBeCloseTo(variance, 10);
    expect(result.high).toBeCloseTo(size * C, 4);
    // The floor: 4 marked cats and 3 others seen at once are at least 7 cats.
    expect(size / C).toBeLessThan(7);
    expect(result.low).toBe(7);
  });

  it('gives exactly T when nobody unmarked was ever seen', () => {
    const result = bowden({ sightings: [1, 3, 5], unmarked: 0, occasions: 6, largestCount: 0 });
    expect(result.ok && result.size).toBeCloseTo(3, 10);
    expect(result.ok && [result.low, result.high]).toEqual([3, 3]);
  });

  it('says why there is no estimate', () => {
    const input = { sightings: [2, 3, 4], unmarked: 4, occasions: 5, largestCount: 1 };
    expect(bowden({ ...input, sightings: [2, 3] })).toEqual({ ok: false, reason: 'fewMarked' });
    expect(bowden({ ...input, occasions: 4 })).toEqual({ ok: false, reason: 'fewOccasions' });
    expect(bowden({ ...input, sightings: [3, 3, 3] })).toEqual({
      ok: false,
      reason: 'noVariation',
    });
    expect(bowden({ ...input, sightings: [0, 0, 0] })).toEqual({
      ok: false,
      reason: 'noVariation',
    });
    expect(bowden(input).ok).toBe(true);
  });
});
