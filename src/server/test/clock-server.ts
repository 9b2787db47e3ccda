/**
 * The server for browser tests that wait on the schedule (e2e/feeding-rota.spec.ts): main.ts's
 * server on a clock the spec moves forward. `POST /test/clock {minutes}` moves it and runs every
 * task due by then before it answers, so no spec waits on the wall clock for the scheduler. Only
 * e2e/support/mode-server.ts builds this entry, into .builds/ (scripts/build-server.mjs --test):
 * it is never part of dist/server, and main.ts has no such route.
 */
import { z } from 'zod';
import type { Clock } from '../lib/clock.js';
import { restrictNewFiles } from '../lib/private-files.js';
import { serve } from '../serve.js';
import { loadSettings } from '../settings.js';

/** The system time moved forward by what the test asked. */
class MovedClock implements Clock {
  #offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

const clockInput = z.object({
  minutes: z
    .number()
    .int()
    .min(0)
    .max(14 * 24 * 60),
});

restrictNewFiles();
const clock = new MovedClock();
await serve(loadSettings(), {
  clock,
  extend: (app) => {
    app.post('/test/clock', async (request) => {
      const { minutes } = clockInput.parse(request.body);
      clock.advance(minutes * 60_000);
      const ran = await app.scheduler.tick();
      await app.scheduler.settle();
      return { now: clock.now().toISOString(), ran };
    });
  },
});
