/**
 * The bench's nearby load with a new centre each request (bench/run.ts, bench/nearby-ab.ts):
 * `cats.nearby` over tRPC, 5 km and 50 cats, as phones ask from wherever they are.
 */
import type { Request } from 'autocannon';
import { METRO, randomMetroPoint } from './data.js';
import { rng } from './stats.js';

/** `n` centres over the metropolitan area, the same ones for the same `seed`. */
export function centres(n: number, seed: number) {
  const random = rng(seed);
  return Array.from({ length: n }, () => randomMetroPoint(random, METRO.radiusM * 0.9));
}

/** Autocannon's request for `GET /trpc/cats.nearby`: the i-th from `points[i % points.length]`. */
export function nearbyRequest(points: readonly { latitude: number; longitude: number }[]) {
  let next = 0;
  return {
    setupRequest: (req: Request): Request => {
      const input = { ...points[next++ % points.length]!, radius: 5000, limit: 50 };
      return {
        ...req,
        path: `/trpc/cats.nearby?input=${encodeURIComponent(JSON.stringify(input))}`,
      };
    },
  };
}
