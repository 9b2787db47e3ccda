import { eq, sql } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  newlyUnlocked,
  type AchievementId,
  type AchievementMetrics,
} from '../../shared/achievements.js';
import { perDatabase, type Db } from '../db/client.js';
import { userAchievements, users, type User } from '../db/schema.js';

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

function prepareQueries(db: Db) {
  return {
    user: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
    unlocked: db
      .select({ id: userAchievements.achievementId })
      .from(userAchievements)
      .where(eq(userAchievements.userId, sql.placeholder('userId')))
      .prepare(),
    unlock: db
      .insert(userAchievements)
      .values({
        userId: sql.placeholder('userId'),
        achievementId: sql.placeholder('achievementId'),
        unlockedAt: sql.placeholder('at'),
      })
      .onConflictDoNothing()
      .prepare(),
  };
}

// Built once per database: every check-in and cat registration runs them.
const queriesFor = perDatabase(prepareQueries);

/**
 * Unlocks every achievement whose threshold the user has now reached or passed, once each.
 * Call inside the transaction that changed the user's counters; returns what was unlocked.
 */
export function unlockAchievements(tx: Db, userId: string, at: Date): AchievementId[] {
  const q = queriesFor(tx);
  const user = q.user.get({ userId });
  if (!user) return [];
  const unlocked = new Set(q.unlocked.all({ userId }).map((r) => r.id));
  const fresh = newlyUnlocked(metricsOf(user), unlocked);
  for (const achievementId of fresh) q.unlock.run({ userId, achievementId, at });
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
