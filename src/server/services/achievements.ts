import { eq } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  newlyUnlocked,
  type AchievementId,
  type AchievementMetrics,
} from '../../shared/achievements.js';
import type { Db } from '../db/client.js';
import { userAchievements, type User } from '../db/schema.js';

/** A flood of check-ins unlocks nothing: the check-in achievements count those that earned points. */
export const metricsOf = (user: User): AchievementMetrics => ({
  checkIns: user.earningCheckIns,
  catsHelped: user.totalCatsHelped,
  level: user.level,
  catsRegistered: user.catsRegistered,
  vetVisits: user.vetVisits,
  neuterings: user.neuterings,
  emergencyCheckIns: user.emergencyCheckIns,
  bestStreak: user.bestStreak,
});

/**
 * Unlocks every achievement whose threshold the user (their row as the caller's transaction left
 * it) has now reached or passed, once each. Returns what was unlocked.
 */
export function unlockAchievements(tx: Db, user: User, at: Date): AchievementId[] {
  const userId = user.id;
  const unlocked = tx
    .select({ id: userAchievements.achievementId })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .all();
  const fresh = newlyUnlocked(metricsOf(user), new Set(unlocked.map((r) => r.id)));
  if (fresh.length > 0) {
    tx.insert(userAchievements)
      .values(fresh.map((achievementId) => ({ userId, achievementId, unlockedAt: at })))
      .onConflictDoNothing()
      .run();
  }
  return fresh;
}

/** Every achievement with the user's progress (x of y) and unlock time, locked ones included. */
export function achievementProgress(tx: Db, user: User) {
  const metrics = metricsOf(user);
  const unlockedAt = new Map(
    tx
      .select()
      .from(userAchievements)
      .where(eq(userAchievements.userId, user.id))
      .all()
      .map((r) => [r.achievementId, r.unlockedAt] as const),
  );
  return ACHIEVEMENTS.map((a) => ({
    id: a.id,
    icon: a.icon,
    threshold: a.threshold,
    progress: Math.min(metrics[a.metric], a.threshold),
    unlockedAt: unlockedAt.get(a.id)?.toISOString() ?? null,
  }));
}
