import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { levelFor } from '../../shared/points.js';
import { periodKeys } from '../../shared/time.js';
import type { Db } from '../db/client.js';
import {
  pointsHistogram,
  pointsLedger,
  pointsTotals,
  users,
  type LedgerReason,
} from '../db/schema.js';

export interface Award {
  userId: string;
  points: number;
  reason: LedgerReason;
  detail?: string;
  checkinId?: string;
  catId?: string;
  /** Community-time-zone day of the award ('YYYY-MM-DD'). */
  day: string;
  at: Date;
}

interface Bucket {
  period: string;
  points: number;
}

const inBuckets = (buckets: readonly Bucket[]) =>
  or(
    ...buckets.map(({ period, points }) =>
      and(eq(pointsHistogram.period, period), eq(pointsHistogram.points, points)),
    ),
  );

/** One more user in each of these histogram buckets. */
function enterBuckets(db: Db, buckets: readonly Bucket[]) {
  if (buckets.length === 0) return;
  db.insert(pointsHistogram)
    .values(buckets.map((bucket) => ({ ...bucket, users: 1 })))
    .onConflictDoUpdate({
      target: [pointsHistogram.period, pointsHistogram.points],
      set: { users: sql`${pointsHistogram.users} + 1` },
    })
    .run();
}

/** One user less in each of these histogram buckets; a bucket left empty goes. */
function leaveBuckets(db: Db, buckets: readonly Bucket[]) {
  if (buckets.length === 0) return;
  db.update(pointsHistogram)
    .set({ users: sql`${pointsHistogram.users} - 1` })
    .where(inBuckets(buckets))
    .run();
  db.delete(pointsHistogram)
    .where(and(eq(pointsHistogram.users, 0), inBuckets(buckets)))
    .run();
}

/**
 * Moves a user's totals of these periods by `points`, and the user from each period's histogram
 * bucket to the next; a suspended user's totals move but stay out of the histogram (setRanked).
 */
function addToPeriods(
  db: Db,
  periods: readonly string[],
  userId: string,
  points: number,
  ranked: boolean,
) {
  const mine = and(eq(pointsTotals.userId, userId), inArray(pointsTotals.period, [...periods]));
  const before = db
    .select({ period: pointsTotals.period, points: pointsTotals.points })
    .from(pointsTotals)
    .where(mine)
    .all();
  db.insert(pointsTotals)
    .values(periods.map((period) => ({ period, userId, points })))
    .onConflictDoUpdate({
      target: [pointsTotals.period, pointsTotals.userId],
      set: { points: sql`${pointsTotals.points} + ${points}` },
    })
    .run();
  if (!ranked) return;
  const was = new Map(before.map((total) => [total.period, total.points]));
  leaveBuckets(db, before);
  enterBuckets(
    db,
    periods.map((period) => ({ period, points: (was.get(period) ?? 0) + points })),
  );
}

/**
 * Takes a user out of the ranking (suspended by moderation) or puts them back: their period
 * totals leave or re-enter the histogram the ranks are counted from. Call it in the transaction
 * that changes the account's status.
 */
export function setRanked(tx: Db, userId: string, ranked: boolean) {
  const totals = tx
    .select({ period: pointsTotals.period, points: pointsTotals.points })
    .from(pointsTotals)
    .where(eq(pointsTotals.userId, userId))
    .all();
  if (ranked) enterBuckets(tx, totals);
  else leaveBuckets(tx, totals);
}

/**
 * Writes ledger rows of one user on one day (an action's lines) and keeps the derived totals in
 * step: the user's points and level, the per-period ranking totals and their histogram, moved once
 * by the rows' sum. Call it inside the transaction of the write that earns the points (grantAward
 * in awards.ts does). `pending` rows (an address not yet verified) are kept and count for the
 * daily caps, but move no total until releasePendingPoints. Returns the user's new total.
 */
export function awardPoints(
  tx: Db,
  awards: readonly Award[],
  pending = false,
): { points: number; level: number } {
  const [first] = awards;
  if (!first) throw new Error('awardPoints: no award');
  if (awards.some((award) => award.userId !== first.userId || award.day !== first.day)) {
    throw new Error('awardPoints: one user and one day at a time');
  }
  const rows = awards.filter((award) => award.points !== 0);
  if (rows.length > 0) {
    tx.insert(pointsLedger)
      .values(rows.map(({ at, ...award }) => ({ ...award, pending, createdAt: at })))
      .run();
  }
  const sum = rows.reduce((total, award) => total + award.points, 0);
  return addToTotals(tx, first.userId, first.day, pending ? 0 : sum);
}

/** Moves the user's points, level and the ranking totals of `day`'s periods by `sum`. */
function addToTotals(tx: Db, userId: string, day: string, sum: number) {
  const user = tx
    .update(users)
    .set({ points: sql`${users.points} + ${sum}` })
    .where(eq(users.id, userId))
    .returning({ points: users.points, level: users.level, status: users.status })
    .get();
  if (!user) throw new Error(`awardPoints: no user ${userId}`);
  if (sum !== 0) {
    const ranked = user.status !== 'suspended';
    addToPeriods(tx, Object.values(periodKeys(day)), userId, sum, ranked);
  }
  const level = levelFor(user.points);
  if (level !== user.level) tx.update(users).set({ level }).where(eq(users.id, userId)).run();
  return { points: user.points, level };
}

/**
 * Counts a user's pending rows, day by day as if earned then, and marks them released: in the
 * caller's transaction, so a second call finds nothing left to release. Returns the points.
 */
export function releasePendingPoints(tx: Db, userId: string): number {
  const mine = and(eq(pointsLedger.userId, userId), eq(pointsLedger.pending, true));
  const days = tx
    .select({ day: pointsLedger.day, sum: sql<number>`sum(${pointsLedger.points})` })
    .from(pointsLedger)
    .where(mine)
    .groupBy(pointsLedger.day)
    .all();
  let released = 0;
  for (const { day, sum } of days) {
    addToTotals(tx, userId, day, sum);
    released += sum;
  }
  tx.update(pointsLedger).set({ pending: false }).where(mine).run();
  return released;
}

/** The points a user earned that wait for the address to be verified. */
export function pendingPoints(db: Db, userId: string): number {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.pending, true)))
    .get();
  return row?.sum ?? 0;
}

/** Points a user earned on `day` for any of `reasons` (daily caps). */
export function pointsOnDay(
  tx: Db,
  userId: string,
  day: string,
  reasons: readonly LedgerReason[],
): number {
  const row = tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.day, day),
        inArray(pointsLedger.reason, [...reasons]),
      ),
    )
    .get();
  return row?.total ?? 0;
}

/** Ledger rows a user earned on `day` for `reason` (daily limits counted in awards). */
export function awardsOnDay(tx: Db, userId: string, day: string, reason: LedgerReason): number {
  const row = tx
    .select({ n: count() })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.day, day),
        eq(pointsLedger.reason, reason),
      ),
    )
    .get();
  return row?.n ?? 0;
}
