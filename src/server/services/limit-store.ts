import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ScheduledTask } from '../jobs/scheduler.js';
import { limitEvents } from '../db/schema.js';

/**
 * The limits' counts that leave no row of their own, kept in SQLite (`limit_events`) so a restart
 * changes nothing. Each event is one row; keys are stored as a SHA-256, never as an e-mail or an
 * address. Windows are sliding: an event counts until `windowMs` after it happened.
 */

const HOUR = 60 * 60 * 1000;
/** Longer than every window and every growing wait's memory. */
const KEEP_MS = 2 * 24 * HOUR;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

const whereKey = (kind: string, key: string, since: number) =>
  and(eq(limitEvents.kind, kind), eq(limitEvents.key, hashOf(key)), gt(limitEvents.at, since));

/** Events of `kind` for `key` after `since`. */
export function eventCount(db: Db, kind: string, key: string, since: number): number {
  const row = db
    .select({ n: count() })
    .from(limitEvents)
    .where(whereKey(kind, key, since))
    .get();
  return row?.n ?? 0;
}

/** The times of those events, oldest first. */
export function eventTimes(db: Db, kind: string, key: string, since: number): number[] {
  return db
    .select({ at: limitEvents.at })
    .from(limitEvents)
    .where(whereKey(kind, key, since))
    .orderBy(asc(limitEvents.at))
    .all()
    .map((row) => row.at);
}

/** How many events after `since`, and the newest one's time. */
export function eventSummary(db: Db, kind: string, key: string, since: number) {
  const row = db
    .select({ n: count(), last: max(limitEvents.at) })
    .from(limitEvents)
    .where(whereKey(kind, key, since))
    .get();
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

/** Records `n` events at `at`; answers the id of the last one (for `removeEvent`). */
export function addEvent(db: Db, kind: string, key: string, at: number, n = 1): number {
  const rows = Array.from({ length: n }, () => ({ kind, key: hashOf(key), at }));
  const inserted = db.insert(limitEvents).values(rows).returning({ id: limitEvents.id }).all();
  return inserted.at(-1)?.id ?? 0;
}

/** Takes back one event (an attempt that turned out to be no failure). */
export function removeEvent(db: Db, id: number): void {
  db.delete(limitEvents).where(eq(limitEvents.id, id)).run();
}

/** Forgets every event of `kind` for `key` (a success clears its failures). */
export function clearEvents(db: Db, kind: string, key: string): void {
  db.delete(limitEvents)
    .where(and(eq(limitEvents.kind, kind), eq(limitEvents.key, hashOf(key))))
    .run();
}

/** Events past every window go: the scheduler's hourly sweep (jobs/tasks.ts). */
export const limitEventsTask: ScheduledTask = {
  name: 'limitEvents',
  schedule: { everyMinutes: 60 },
  run: (tx, { now }) => {
    tx.delete(limitEvents)
      .where(lt(limitEvents.at, now.getTime() - KEEP_MS))
      .run();
  },
};

/**
 * Milliseconds until `n` more fit in a sliding window holding events at `times` (oldest first):
 * 0 when they fit now; the whole window when `n` alone is more than `max`.
 */
export function waitToFit(
  times: readonly number[],
  limit: { max: number; windowMs: number },
  n: number,
  now: number,
): number {
  const excess = times.length + n - limit.max;
  if (excess <= 0) return 0;
  if (n > limit.max) return limit.windowMs;
  const freedAt = (times[excess - 1] ?? now) + limit.windowMs;
  return Math.max(1, freedAt - now);
}

/**
 * A sliding-window limit over `limit_events`: counts one event for `key` when it fits, and
 * answers 0; otherwise counts nothing and answers the milliseconds until it fits.
 */
export function takeEvent(
  db: Db,
  kind: string,
  key: string,
  limit: { max: number; windowMs: number },
  now: number,
): number {
  const since = now - limit.windowMs;
  if (eventCount(db, kind, key, since) + 1 > limit.max) {
    return waitToFit(eventTimes(db, kind, key, since), limit, 1, now);
  }
  addEvent(db, kind, key, now);
  return 0;
}

/**
 * A growing wait (the login limits): the first `free` failures of the last day cost nothing; the
 * failure that reaches `free` starts a wait of `firstWaitMs`, and each further one doubles it, up
 * to `maxWaitMs`, counted from the newest failure. A day without failures starts afresh.
 */
export interface GrowingWait {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

const DAY = 24 * HOUR;

export function growingWait(
  db: Db,
  kind: string,
  key: string,
  rule: GrowingWait,
  now: number,
): number {
  const { n, last } = eventSummary(db, kind, key, now - DAY);
  if (n < rule.free) return 0;
  const wait = Math.min(rule.firstWaitMs * 2 ** Math.min(n - rule.free, 30), rule.maxWaitMs);
  return Math.max(0, last + wait - now);
}
