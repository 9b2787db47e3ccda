import type { Point } from './location-probes.js';

/**
 * The attacks of issue 30 on the public answers about cats that live at one spot, in a local
 * east/north plane in metres around an origin (a few kilometres: the plane's error is far below a
 * metre). Each returns the attacker's best estimate of the spot.
 */

const M_PER_DEG_LAT = 111_195;

export interface Plane {
  toXY: (p: Point) => [number, number];
  toPoint: (x: number, y: number) => Point;
}

export function planeAround(origin: Point): Plane {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((origin.latitude * Math.PI) / 180);
  return {
    toXY: (p) => [
      (p.longitude - origin.longitude) * mPerDegLng,
      (p.latitude - origin.latitude) * M_PER_DEG_LAT,
    ],
    toPoint: (x, y) => ({
      latitude: origin.latitude + y / M_PER_DEG_LAT,
      longitude: origin.longitude + x / mPerDegLng,
    }),
  };
}

/** The averaging attack: the mean of every public point seen of the spot's cats. */
export function averaging(plane: Plane, points: readonly Point[]): Point {
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    const [x, y] = plane.toXY(p);
    sx += x;
    sy += y;
  }
  return plane.toPoint(sx / points.length, sy / points.length);
}

/**
 * The ring attack: the point that best fits every distance answered (from a point the attacker
 * sent to a cat of the spot), by linearised least squares over all the rings.
 */
export function rings(plane: Plane, circles: readonly { at: Point; radius: number }[]): Point {
  const c = circles.map(({ at, radius }) => {
    const [x, y] = plane.toXY(at);
    return { x, y, r: radius };
  });
  const c0 = c[0]!;
  // (x - xi)² + (y - yi)² = ri², minus the first: linear in x and y. Normal equations.
  let aa = 0;
  let ab = 0;
  let bb = 0;
  let ak = 0;
  let bk = 0;
  for (const ci of c.slice(1)) {
    const a = 2 * (ci.x - c0.x);
    const b = 2 * (ci.y - c0.y);
    const k = c0.r ** 2 - ci.r ** 2 + ci.x ** 2 - c0.x ** 2 + ci.y ** 2 - c0.y ** 2;
    aa += a * a;
    ab += a * b;
    bb += b * b;
    ak += a * k;
    bk += b * k;
  }
  const det = aa * bb - ab * ab;
  return plane.toPoint((ak * bb - ab * bk) / det, (aa * bk - ab * ak) / det);
}

const CELL = 500;
const STEP = 20;

/** Pairs of distinct points sharing a cell of the grid offset by `offset` along one axis. */
function collisions(values: readonly number[], offset: number): number {
  const seen = new Map<number, number>();
  let n = 0;
  for (const v of values) {
    const cell = Math.floor((v - offset) / CELL);
    const count = seen.get(cell) ?? 0;
    n += count;
    seen.set(cell, count + 1);
  }
  return n;
}

/** The offsets (0–500 m, 20 m steps) with the fewest collisions. */
function bestOffsets(values: readonly number[]): number[] {
  let best = Infinity;
  let out: number[] = [];
  for (let offset = 0; offset < CELL; offset += STEP) {
    const n = collisions(values, offset);
    if (n < best) {
      best = n;
      out = [offset];
    } else if (n === best) out.push(offset);
  }
  return out;
}

/**
 * The grid-inference attack: every cat of a cell shares its cell's point, so no cell of the true
 * grid holds two different public points. Find the row offset at which no row band of 500 m holds
 * two points on top of each other... then, in the target's row, the column offset at which no
 * 500 m cell holds two points, and guess the centre of the target's cell (averaged over the
 * offsets that fit equally well).
 */
export function gridInference(plane: Plane, all: readonly Point[], target: Point): Point {
  const [tx, ty] = plane.toXY(target);
  // The neighbourhood is what tells: distinct points within 2.5 km of the target's.
  const xy = [
    ...new Map(all.map((p) => [`${p.latitude} ${p.longitude}`, plane.toXY(p)])).values(),
  ].filter(([x, y]) => Math.hypot(x - tx, y - ty) < 2500);
  // Rows: a row offset fits when, in each row band, the columns can still be told apart; the
  // attacker scores an offset by the collisions of the best column offset in each of its rows.
  let bestScore = Infinity;
  let centres: [number, number][] = [];
  for (let oy = 0; oy < CELL; oy += STEP) {
    const rows = new Map<number, number[]>();
    for (const [x, y] of xy) {
      const row = Math.floor((y - oy) / CELL);
      const list = rows.get(row);
      if (list) list.push(x);
      else rows.set(row, [x]);
    }
    let score = 0;
    for (const xs of rows.values()) score += collisions(xs, bestOffsets(xs)[0]!);
    if (score > bestScore) continue;
    const row = Math.floor((ty - oy) / CELL);
    const found: [number, number][] = bestOffsets(rows.get(row) ?? [tx]).map((ox) => [
      ox + CELL * Math.floor((tx - ox) / CELL) + CELL / 2,
      oy + CELL * row + CELL / 2,
    ]);
    if (score < bestScore) {
      bestScore = score;
      centres = found;
    } else centres.push(...found);
  }
  const x = centres.reduce((s, c) => s + c[0], 0) / centres.length;
  const y = centres.reduce((s, c) => s + c[1], 0) / centres.length;
  return plane.toPoint(x, y);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
