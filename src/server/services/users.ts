import { eq } from 'drizzle-orm';
import { ACHIEVEMENTS } from '../../shared/achievements.js';
import type { Locale } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { favorites, userAchievements, type User } from '../db/schema.js';
import { translatorFor } from '../lib/i18n.js';

export interface AchievementDto {
  id: string;
  icon: string;
  title: string;
  description: string;
  unlockedAt: string;
}

export function unlockedAchievements(db: Db, userId: string, locale: Locale): AchievementDto[] {
  const LL = translatorFor(locale);
  const rows = db
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(userAchievements.unlockedAt)
    .all();
  return rows.flatMap((row) => {
    const def = ACHIEVEMENTS.find((a) => a.id === row.achievementId);
    if (!def) return [];
    const text = LL.achievements[def.id];
    return [
      {
        id: def.id,
        icon: def.icon,
        title: text.title(),
        description: text.description(),
        unlockedAt: row.unlockedAt.toISOString(),
      },
    ];
  });
}

/** The signed-in user's own view of their account (SPEC.md §3 User). */
export function toOwnUser(db: Db, user: User, opts: { isAdmin: boolean; locale: Locale }) {
  const favoriteIds = db
    .select({ catId: favorites.catId })
    .from(favorites)
    .where(eq(favorites.userId, user.id))
    .all()
    .map((f) => f.catId);
  return {
    _id: user.id,
    name: user.name,
    email: user.email ?? '',
    bio: user.bio,
    profilePicture: user.profilePicture,
    level: user.level,
    points: user.points,
    achievements: unlockedAchievements(db, user.id, opts.locale),
    favorites: favoriteIds,
    notificationSettings: {
      nearbyAlerts: user.nearbyAlerts,
      favoriteUpdates: user.favoriteUpdates,
      achievementAlerts: user.achievementAlerts,
      radius: user.notificationRadius,
    },
    totalCatsHelped: user.totalCatsHelped,
    checkInsCount: user.checkInsCount,
    catsRegistered: user.catsRegistered,
    isAdmin: opts.isAdmin,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
export type OwnUser = ReturnType<typeof toOwnUser>;
