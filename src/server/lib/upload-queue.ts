/**
 * Photo uploads take turns: a multipart body is read, decoded and stored only while it holds one
 * of `active` turns, so the memory of uploads stays that of a few of them however many phones
 * send at once (docs/operations.md, "Memory"). Up to `waiting` more wait for a turn with their
 * bodies unread (the kernel holds them, not the process); past that the server answers 503 with
 * Retry-After rather than risk being killed for its memory.
 */
export const UPLOAD_QUEUE = {
  active: 2,
  waiting: 32,
  retryAfterSeconds: 10,
  /**
   * Bodies up to this size skip the queue: a form without a photo (a check-in's fields) costs no
   * memory worth queueing.
   */
  smallBodyBytes: 64 * 1024,
} as const;

export class UploadQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: { active: number; waiting: number } = UPLOAD_QUEUE) {}

  /**
   * Resolves with the function that gives the turn back once this upload may run; null when
   * the queue is full.
   */
  turn(): Promise<() => void> | null {
    if (this.running < this.limits.active) {
      this.running += 1;
      return Promise.resolve(this.release());
    }
    if (this.queue.length >= this.limits.waiting) return null;
    return new Promise((resolve) => {
      this.queue.push(() => resolve(this.release()));
    });
  }

  private release() {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}
