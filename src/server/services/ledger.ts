import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { levelFor } from '../../shared/points.js';
import { periodKeys } from '../../shared/time.js';
import { inJson, perDatabase, type Db } from '../db/client.js';
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

const p = sql.placeholder;

function prepareQueries(db: Db) {
  const total = and(eq(pointsTotals.period, p('period')), eq(pointsTotals.userId, p('userId')));
  const bucket = and(
    eq(pointsHistogram.period, p('period')),
    eq(pointsHistogram.points, p('points')),
  );
  return {
    insertLedger: db
      .insert(pointsLedger)
      .values({
        userId: p('userId'),
        points: p('points'),
        reason: p('reason'),
        detail: p('detail'),
        checkinId: p('checkinId'),
        catId: p('catId'),
        day: p('day'),
        pending: p('pending'),
        createdAt: p('at'),
      })
      .prepare(),
    addToTotal: db
      .update(pointsTotals)
      .set({ points: sql`${pointsTotals.points} + ${p('points')}` })
      .where(total)
      .returning({ points: pointsTotals.points })
      .prepare(),
    insertTotal: db
      .insert(pointsTotals)
      .values({ period: p('period'), userId: p('userId'), points: p('points') })
      .prepare(),
    leaveBucket: db
      .update(pointsHistogram)
      .set({ users: sql`${pointsHistogram.users} - 1` })
      .where(bucket)
      .returning({ users: pointsHistogram.users })
      .prepare(),
    dropBucket: db.delete(pointsHistogram).where(bucket).prepare(),
    enterBucket: db
      .insert(pointsHistogram)
      .values({ period: p('period'), points: p('points'), users: 1 })
      .onConflictDoUpdate({
        target: [pointsHistogram.period, pointsHistogram.points],
        set: { users: sql`${pointsHistogram.users} + 1` },
      })
      .prepare(),
    addToUser: db
      .update(users)
      .set({ points: sql`${users.points} + ${p('points')}` })
      .where(eq(users.id, p('userId')))
      .returning({ points: users.points, level: users.level, status: users.status })
      .prepare(),
    setLevel: db
      .update(users)
      .set({ level: sql`${p('level')}` })
      .where(eq(users.id, p('userId')))
      .prepare(),
    awardsOnDay: db
      .select({ n: count() })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, p('userId')),
          eq(pointsLedger.day, p('day')),
          eq(pointsLedger.reason, p('reason')),
        ),
      )
      .prepare(),
    pointsOnDay: db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, p('userId')),
          eq(pointsLedger.day, p('day')),
          inArray(pointsLedger.reason, inJson('reasons')),
        ),
      )
      .prepare(),
  };
}

// Built once per database: a check-in awards points several times, and building and preparing
// the SQL on every call cost more than running it.
const queriesFor = perDatabase(prepareQueries);

function leaveBucket(db: Db, period: string, points: number) {
  const q = queriesFor(db);
  const left = q.leaveBucket.get({ period, points });
  if (left?.users === 0) q.dropBucket.run({ period, points });
}

/**
 * Moves a user's period total by `points`, and the user from one histogram bucket to the next;
 * a suspended user's totals move but stay out of the histogram (setRanked).
 */
function addToPeriod(db: Db, period: string, userId: string, points: number, ranked: boolean) {
  const q = queriesFor(db);
  const after = q.addToTotal.get({ period, userId, points });
  if (!after) q.insertTotal.run({ period, userId, points });
  if (!ranked) return;
  if (after) leaveBucket(db, period, after.points - points);
  q.enterBucket.run({ period, points: after?.points ?? points });
}

/**
 * Takes a user out of the ranking (suspended by moderation) or puts them back: their period
 * totals leave or re-enter the histogram the ranks are counted from. Call it in the transaction
 * that changes the account's status.
 */
export function setRanked(tx: Db, userId: string, ranked: boolean) {
  const q = queriesFor(tx);
  const totals = tx
    .select({ period: pointsTotals.period, points: pointsTotals.points })
    .from(pointsTotals)
    .where(eq(pointsTotals.userId, userId))
    .all();
  for (const { period, points } of totals) {
    if (ranked) q.enterBucket.run({ period, points });
    else leaveBucket(tx, period, points);
  }
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
  const q = queriesFor(tx);
  let sum = 0;
  for (const award of awards) {
    if (award.userId !== first.userId || award.day !== first.day) {
      throw new Error('awardPoints: one user and one day at a time');
    }
    if (award.points === 0) continue;
    q.insertLedger.run({
      userId: award.userId,
      points: award.points,
      reason: award.reason,
      detail: award.detail ?? '',
      checkinId: award.checkinId ?? null,
      catId: award.catId ?? null,
      day: award.day,
      pending: pending ? 1 : 0,
      at: award.at,
    });
    sum += award.points;
  }
  return addToTotals(tx, first.userId, first.day, pending ? 0 : sum);
}

/** Moves the user's points, level and the ranking totals of `day`'s periods by `sum`. */
function addToTotals(tx: Db, userId: string, day: string, sum: number) {
  const q = queriesFor(tx);
  const user = q.addToUser.get({ userId, points: sum });
  if (!user) throw new Error(`awardPoints: no user ${userId}`);
  if (sum !== 0) {
    const ranked = user.status !== 'suspended';
    for (const period of Object.values(periodKeys(day))) {
      addToPeriod(tx, period, userId, sum, ranked);
    }
  }
  const level = levelFor(user.points);
  if (level !== user.level) q.setLevel.run({ userId, level });
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
  const row = queriesFor(tx).pointsOnDay.get({ userId, day, reasons: JSON.stringify(reasons) });
  return row?.total ?? 0;
}

/** Ledger rows a user earned on `day` for `reason` (daily limits counted in awards). */
export function awardsOnDay(tx: Db, userId: string, day: string, reason: LedgerReason): number {
  return queriesFor(tx).awardsOnDay.get({ userId, day, reason })?.n ?? 0;
}
