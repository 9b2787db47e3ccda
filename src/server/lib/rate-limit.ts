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

const DAY = 24 * 60 * 60 * 1000;

/**
 * Failures per key with a growing wait (the login limit of one account): the first `free`
 * failures cost nothing, then each failure locks the key for twice as long as the one before,
 * from `firstWaitMs` up to `maxWaitMs`. A key without failures for a day starts afresh.
 */
export class GrowingLock {
  readonly #entries = new Map<string, { failures: number; lockedUntil: number; lastAt: number }>();
  constructor(
    readonly free: number,
    readonly firstWaitMs: number,
    readonly maxWaitMs: number,
  ) {}

  /** Milliseconds until `key` may try again; 0 for now. */
  waitFor(key: string, now: number): number {
    const entry = this.#live(key, now);
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  /** Counts one failure of `key` (before it is known, like RateLimiter.add); reset on success. */
  fail(key: string, now: number): void {
    let entry = this.#live(key, now);
    if (!entry) {
      if (this.#entries.size > 50_000) this.#sweep(now);
      entry = { failures: 0, lockedUntil: 0, lastAt: now };
      this.#entries.set(key, entry);
    }
    entry.failures += 1;
    entry.lastAt = now;
    if (entry.failures >= this.free) {
      const wait = this.firstWaitMs * 2 ** Math.min(entry.failures - this.free, 30);
      entry.lockedUntil = now + Math.min(wait, this.maxWaitMs);
    }
  }

  reset(key: string): void {
    this.#entries.delete(key);
  }

  #live(key: string, now: number) {
    const entry = this.#entries.get(key);
    if (entry && now - entry.lastAt > DAY && entry.lockedUntil <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep(now: number) {
    for (const key of this.#entries.keys()) this.#live(key, now);
  }
}
