import { ACCOUNT_STATUSES } from '../accounts.js';
import { ACHIEVEMENTS, type AchievementId } from '../achievements.js';
import { AVATARS, type AvatarId } from '../avatars.js';
import { z } from '../validation.js';
import { catOutput } from './cats-output.js';
import { checkinOutput } from './checkins-output.js';
import { count, isoDate, urlPath } from './common-output.js';

const achievementId = z.enum(ACHIEVEMENTS.map((a) => a.id) as [AchievementId, ...AchievementId[]]);

export const achievementOutput = z
  .strictObject({
    id: achievementId,
    icon: z.string(),
    title: z.string(),
    description: z.string(),
    unlockedAt: isoDate,
  })
  .meta({ id: 'Achievement' });
export type AchievementDto = z.infer<typeof achievementOutput>;

/** Every achievement, locked ones too, with the caller's progress. */
export const achievementProgressOutput = z.array(
  z.strictObject({
    id: achievementId,
    icon: z.string(),
    threshold: count,
    progress: count,
    unlockedAt: isoDate.nullable(),
    title: z.string(),
    description: z.string(),
    unlocked: z.boolean(),
  }),
);

export const notificationSettingsOutput = z.strictObject({
  nearbyAlerts: z.boolean(),
  favoriteUpdates: z.boolean(),
  achievementAlerts: z.boolean(),
  radius: count,
});

/** The caller's own shared contact (null: not shared). */
export const contactOutput = z.strictObject({ whatsapp: z.string().nullable() });

export const ownUserOutput = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    bio: z.string(),
    profilePicture: urlPath,
    level: count,
    points: count,
    achievements: z.array(achievementOutput),
    favorites: z.array(z.string()).describe('Ids of the favourite cats, newest first.'),
    notificationSettings: notificationSettingsOutput,
    totalCatsHelped: count,
    checkInsCount: count,
    catsRegistered: count,
    isAdmin: z.boolean(),
    isModerator: z.boolean(),
    status: z
      .enum(ACCOUNT_STATUSES)
      .describe('`pending`: awaiting an admin’s approval (may sign in, may not act yet).'),
    hasPassword: z.boolean(),
    emailVerified: z
      .boolean()
      .describe('The address was proven by a mailed link (servers that send e-mail).'),
    pendingPoints: count.describe(
      'Points earned before the address was verified: they count once it is.',
    ),
    createdAt: isoDate,
  })
  .meta({ id: 'User', description: 'The signed-in user.' });
export type OwnUser = z.infer<typeof ownUserOutput>;

export const statsOutput = z
  .strictObject({
    totalCheckIns: count,
    totalUniqueCats: count.describe('Distinct cats the user has checked in on.'),
    totalDiscovered: count.describe('Cats the user registered.'),
    favorites: count,
    recentCheckIns: count.describe('Check-ins in the last 30 days.'),
  })
  .meta({ id: 'Stats' });
export type UserStats = z.infer<typeof statsOutput>;

export const profileOutput = z
  .strictObject({
    user: ownUserOutput,
    stats: statsOutput,
    favorites: z.array(catOutput),
    recentCheckIns: z.array(checkinOutput),
    totalCheckIns: count,
    totalUniqueCats: count,
    totalDiscovered: count,
    levelProgress: z.strictObject({
      level: count,
      current: count,
      next: count,
      progress: z.number(),
    }),
  })
  .meta({ id: 'Profile' });

/** Anyone's public page: nothing private, no e-mail. */
export const publicProfileOutput = ownUserOutput
  .pick({
    _id: true,
    name: true,
    bio: true,
    level: true,
    points: true,
    totalCatsHelped: true,
    checkInsCount: true,
    catsRegistered: true,
    achievements: true,
    createdAt: true,
  })
  .extend({
    profilePicture: z.string().describe('Empty for a deleted account.'),
    deleted: z.boolean(),
  });
export type PublicProfile = z.infer<typeof publicProfileOutput>;

const avatarOutput = z
  .strictObject({
    id: z.enum(AVATARS.map((a) => a.id) as [AvatarId, ...AvatarId[]]),
    url: urlPath,
    name: z.string(),
  })
  .meta({ id: 'Avatar' });
export const avatarsOutput = z.array(avatarOutput);
