/**
 * Fixed-window counters in memory. The limits' counts live in SQLite (services/limit-store.ts);
 * this one counts per-account writes still on their way (services/write-limits.ts).
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit in this window. */
  hit(key: string, now: number): boolean {
    return this.add(key, now) <= this.max;
  }

  /** The count of `key` in its window. */
  used(key: string, now: number): number {
    const entry = this.#hits.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  /** Whether `key` has used up its window, without counting anything. */
  isOver(key: string, now: number): boolean {
    const entry = this.#hits.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.max;
  }

  /** Counts `n` hits for `key` and answers the count in this window. */
  add(key: string, now: number, n = 1): number {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(key, { count: n, resetAt: now + this.windowMs });
      return n;
    }
    entry.count += n;
    return entry.count;
  }

  /**
   * Counts `n` hits for `key` when they all fit in this window, and answers 0; otherwise counts
   * nothing and answers the milliseconds until the window ends.
   */
  take(key: string, now: number, n = 1): number {
    const entry = this.#hits.get(key);
    const used = entry && entry.resetAt > now ? entry.count : 0;
    if (used + n > this.max)
      return entry && entry.resetAt > now ? entry.resetAt - now : this.windowMs;
    this.add(key, now, n);
    return 0;
  }

  /** Milliseconds until `key`'s window ends (0 when it has none running). */
  waitFor(key: string, now: number): number {
    const entry = this.#hits.get(key);
    return entry && entry.resetAt > now ? entry.resetAt - now : 0;
  }

  /** Takes back one hit counted by `add` (an attempt that turned out to be no failure). */
  undo(key: string): void {
    const entry = this.#hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
