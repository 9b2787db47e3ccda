/** Fixed-window counters in memory: enough for one process serving one community. */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit in this window. */
  hit(key: string, now: number): boolean {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
