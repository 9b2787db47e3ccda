import { and, eq, sql } from 'drizzle-orm';
import { levelFor } from '../../shared/points.js';
import { periodKeys } from '../../shared/time.js';
import type { Db } from '../db/client.js';
import { pointsLedger, pointsTotals, users, type LedgerReason } from '../db/schema.js';

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

/**
 * Writes one ledger row and keeps the derived totals in step: the user's points and level and the
 * per-period ranking totals. Call it inside the transaction of the write that earns the points.
 * Returns the user's new total.
 */
export function awardPoints(tx: Db, award: Award): { points: number; level: number } {
  if (award.points !== 0) {
    tx.insert(pointsLedger)
      .values({
        userId: award.userId,
        points: award.points,
        reason: award.reason,
        detail: award.detail ?? '',
        checkinId: award.checkinId,
        catId: award.catId,
        day: award.day,
        createdAt: award.at,
      })
      .run();
    for (const period of Object.values(periodKeys(award.day))) {
      tx.insert(pointsTotals)
        .values({ period, userId: award.userId, points: award.points })
        .onConflictDoUpdate({
          target: [pointsTotals.period, pointsTotals.userId],
          set: { points: sql`${pointsTotals.points} + ${award.points}` },
        })
        .run();
    }
  }
  const { points } = tx
    .update(users)
    .set({ points: sql`${users.points} + ${award.points}` })
    .where(eq(users.id, award.userId))
    .returning({ points: users.points })
    .get();
  const level = levelFor(points);
  tx.update(users).set({ level }).where(eq(users.id, award.userId)).run();
  return { points, level };
}

/** Points a user earned on `day` with `reason` (daily caps). */
export function pointsOnDay(tx: Db, userId: string, day: string, reason?: LedgerReason): number {
  const row = tx
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.day, day),
        reason ? eq(pointsLedger.reason, reason) : undefined,
      ),
    )
    .get();
  return row?.total ?? 0;
}
