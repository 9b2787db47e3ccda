/** Achievement catalogue. Titles and descriptions come from i18n. */
export const ACHIEVEMENTS = [
  { id: 'checkins1', metric: 'checkIns', threshold: 1, icon: '👋' },
  { id: 'checkins10', metric: 'checkIns', threshold: 10, icon: '😺' },
  { id: 'checkins50', metric: 'checkIns', threshold: 50, icon: '🛡️' },
  { id: 'checkins100', metric: 'checkIns', threshold: 100, icon: '🏰' },
  { id: 'checkins500', metric: 'checkIns', threshold: 500, icon: '👑' },
  { id: 'cats5', metric: 'catsHelped', threshold: 5, icon: '🐾' },
  { id: 'cats20', metric: 'catsHelped', threshold: 20, icon: '🎗️' },
  { id: 'cats50', metric: 'catsHelped', threshold: 50, icon: '🕸️' },
  { id: 'cats100', metric: 'catsHelped', threshold: 100, icon: '🏙️' },
  { id: 'level10', metric: 'level', threshold: 10, icon: '🎓' },
  { id: 'discoverer', metric: 'catsRegistered', threshold: 1, icon: '🔭' },
  { id: 'vet', metric: 'vetVisits', threshold: 1, icon: '🩺' },
  { id: 'neutering', metric: 'neuterings', threshold: 1, icon: '✂️' },
  { id: 'rescuer', metric: 'emergencyCheckIns', threshold: 5, icon: '🚑' },
  { id: 'streak7', metric: 'bestStreak', threshold: 7, icon: '🔥' },
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];
type AchievementMetric = (typeof ACHIEVEMENTS)[number]['metric'];
export type AchievementMetrics = Record<AchievementMetric, number>;

/** Achievements whose threshold is reached or passed by `metrics` and that are not yet unlocked. */
export function newlyUnlocked(
  metrics: AchievementMetrics,
  unlocked: ReadonlySet<string>,
): AchievementId[] {
  return ACHIEVEMENTS.filter((a) => !unlocked.has(a.id) && metrics[a.metric] >= a.threshold).map(
    (a) => a.id,
  );
}
