export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set by hand, so periods, streaks and cooldowns are exact. */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date | string = '2026-11-18T15:00:00Z') {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(date: Date | string): void {
    this.#ms = new Date(date).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
