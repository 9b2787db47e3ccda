/**
 * A small seeded generator (mulberry32) for the demo data and for tests that want a random
 * history they can replay exactly. Not for anything secret.
 */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  /** A float in [0, 1). */
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A float in [lo, hi). */
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  /** 1 to `max` distinct items. */
  const some = <T>(items: readonly T[], max: number): T[] =>
    [...items].sort(() => next() - 0.5).slice(0, int(1, max));
  const weighted = <T>(items: [T, number][]): T => {
    let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[0]![0];
  };
  return { next, between, int, pick, some, weighted };
}
