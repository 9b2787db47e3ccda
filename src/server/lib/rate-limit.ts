/** Fixed-window counters in memory: enough for one process serving one community. */
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

  /** Whether `key` has used up its window, without counting anything. */
  isOver(key: string, now: number): boolean {
    const entry = this.#hits.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.max;
  }

  /** Counts one hit for `key` and answers the count in this window. */
  add(key: string, now: number): number {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
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
