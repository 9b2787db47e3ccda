import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { ACHIEVEMENTS } from '../../shared/achievements.js';
import { AVATARS } from '../../shared/avatars.js';
import type { Locale } from '../../shared/constants.js';
import { nextLevelProgress } from '../../shared/points.js';
import type { NotificationSettingsInput, SetAvatarInput } from '../../shared/schemas/users.js';
import type {
  AchievementDto,
  OwnUser,
  PublicProfile,
  UserStats,
} from '../../shared/schemas/users-output.js';
import type { AuthedContext, Context } from '../context.js';
import { transaction, type Db } from '../db/client.js';
import { checkins, favorites, userAchievements, users, type User } from '../db/schema.js';
import { translatorFor } from '../lib/i18n.js';
import { photoUrl, storedPhotoOfUrl } from '../lib/photos.js';
import type { UpdateProfileForm } from '../lib/upload-inputs.js';
import { discardPhotos, storeUploads, withStoredPhotos } from '../lib/uploads.js';
import { achievementProgress } from './achievements.js';
import { toCheckinDtos, viewerOf } from './checkin-dtos.js';
import { listFavorites } from './favorites.js';
import { visibleCheckins } from '../moderation/visibility.js';
import { pendingPoints } from './ledger.js';
import { fail } from '../lib/app-error.js';
import type { PlainErrorKey } from '../../shared/messages.js';

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

/** The signed-in user's own view of their account. */
export function toOwnUser(db: Db, user: User, opts: { isAdmin: boolean; locale: Locale }): OwnUser {
  const favoriteIds = db
    .select({ catId: favorites.catId })
    .from(favorites)
    .where(eq(favorites.userId, user.id))
    .orderBy(desc(favorites.createdAt), desc(sql`${favorites}.rowid`))
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
    isModerator: user.status === 'active' && user.isModerator,
    status: user.status,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    pendingPoints: user.emailVerifiedAt ? 0 : pendingPoints(db, user.id),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * What a deleted account is called everywhere. Stored in users.name, so
 * every DTO that reads the name (ranking, check-ins, cats' discoveredBy) shows it unchanged.
 */
export const DELETED_USER_NAME = 'Usuário removido';

const unauthorized = () => fail('UNAUTHORIZED', 'unauthorized');

/** The caller's row as it is now (counters change under a long-lived context). */
export function currentUser(db: Db, userId: string): User {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || user.deletedAt) throw unauthorized();
  return user;
}

const ownUser = (ctx: AuthedContext, user: User) =>
  toOwnUser(ctx.db, user, { isAdmin: ctx.isAdmin, locale: ctx.locale });

// ---------------------------------------------------------------------------------------------
// Profile and stats

/** How far back `recentCheckIns` in the stats counts. */
const RECENT_CHECKINS_DAYS = 30;
const RECENT_CHECKINS_LIST = 10;

function statsOf(ctx: AuthedContext, user: User): UserStats {
  const since = new Date(ctx.clock.now().getTime() - RECENT_CHECKINS_DAYS * 24 * 60 * 60 * 1000);
  const favoriteCount =
    ctx.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, user.id)).get()?.n ??
    0;
  const recent =
    ctx.db
      .select({ n: count() })
      .from(checkins)
      .where(and(eq(checkins.userId, user.id), gte(checkins.createdAt, since)))
      .get()?.n ?? 0;
  return {
    totalCheckIns: user.checkInsCount,
    totalUniqueCats: user.totalCatsHelped,
    totalDiscovered: user.catsRegistered,
    favorites: favoriteCount,
    recentCheckIns: recent,
  };
}

/** The "fallback stats" call (GET /api/users/stats). */
export function userStats(ctx: AuthedContext): UserStats {
  return statsOf(ctx, currentUser(ctx.db, ctx.user.id));
}

/**
 * The own profile screen (GET /api/users/profile): the user, the stats (also repeated at the top
 * level, as the original server answered), every favourite cat most recently favourited first,
 * the latest check-ins and the progress towards the next level.
 */
export function userProfile(ctx: AuthedContext) {
  const user = currentUser(ctx.db, ctx.user.id);
  const stats = statsOf(ctx, user);
  const recent = ctx.db
    .select()
    .from(checkins)
    .where(and(eq(checkins.userId, user.id), visibleCheckins(ctx)))
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(RECENT_CHECKINS_LIST)
    .all();
  return {
    user: ownUser(ctx, user),
    stats,
    favorites: listFavorites({ ...ctx, user }),
    recentCheckIns: toCheckinDtos(ctx.db, recent, viewerOf(ctx)),
    totalCheckIns: stats.totalCheckIns,
    totalUniqueCats: stats.totalUniqueCats,
    totalDiscovered: stats.totalDiscovered,
    levelProgress: nextLevelProgress(user.points),
  };
}

/** Anyone's public page (/profile/{userId}): nothing private, no e-mail. */
export function publicProfile(ctx: Context, userId: string): PublicProfile {
  const user = ctx.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw fail('NOT_FOUND', 'userNotFound');
  const deleted = user.deletedAt !== null;
  return {
    _id: user.id,
    name: deleted ? DELETED_USER_NAME : user.name,
    profilePicture: deleted ? '' : user.profilePicture,
    bio: deleted ? '' : user.bio,
    level: user.level,
    points: user.points,
    totalCatsHelped: user.totalCatsHelped,
    checkInsCount: user.checkInsCount,
    catsRegistered: user.catsRegistered,
    achievements: unlockedAchievements(ctx.db, user.id, ctx.locale),
    createdAt: user.createdAt.toISOString(),
    deleted,
  };
}

/** Every achievement, locked ones too, with progress (x of y) in the caller's language. */
export function userAchievementList(ctx: AuthedContext) {
  const LL = translatorFor(ctx.locale);
  return achievementProgress(ctx.db, currentUser(ctx.db, ctx.user.id)).map((a) => ({
    ...a,
    title: LL.achievements[a.id].title(),
    description: LL.achievements[a.id].description(),
    unlocked: a.unlockedAt !== null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Editing

const badRequest = (key: PlainErrorKey) => fail('BAD_REQUEST', key);

/** After a commit: the files of a picture nobody shows any more (uploads only). */
export async function discardPicture(ctx: Pick<Context, 'settings'>, url: string) {
  const files = storedPhotoOfUrl(url);
  await discardPhotos(ctx, files ? [files] : []);
}

/**
 * Changes the caller's row in one transaction and returns it; the picture it replaced is
 * removed after the commit when it was an upload.
 */
async function updateOwnRow(
  ctx: AuthedContext,
  changes: Partial<Pick<User, 'name' | 'bio' | 'profilePicture'>> &
    Partial<
      Pick<User, 'nearbyAlerts' | 'favoriteUpdates' | 'achievementAlerts' | 'notificationRadius'>
    >,
): Promise<User> {
  const { before, after } = transaction(ctx.db, (tx) => {
    const before = currentUser(tx, ctx.user.id);
    const after = tx
      .update(users)
      .set({ ...changes, updatedAt: ctx.clock.now() })
      .where(eq(users.id, before.id))
      .returning()
      .get();
    return { before, after };
  });
  if (before.profilePicture !== after.profilePicture)
    await discardPicture(ctx, before.profilePicture);
  return after;
}

/**
 * PUT /api/users/profile: name and bio, and optionally a `profilePicture`, stored re-encoded
 * under a generated name (its 400 px version is shown).
 */
export async function updateProfile(
  ctx: AuthedContext,
  { data: input, profilePicture }: UpdateProfileForm,
) {
  const [stored] = await storeUploads(ctx, profilePicture ? [profilePicture] : []);
  const user = await withStoredPhotos(ctx, stored ? [stored] : [], () =>
    updateOwnRow(ctx, {
      ...input,
      ...(stored ? { profilePicture: photoUrl(stored.thumb) } : {}),
    }),
  );
  return ownUser(ctx, user);
}

export async function updateNotificationSettings(
  ctx: AuthedContext,
  input: NotificationSettingsInput,
) {
  const user = await updateOwnRow(ctx, {
    nearbyAlerts: input.nearbyAlerts,
    favoriteUpdates: input.favoriteUpdates,
    achievementAlerts: input.achievementAlerts,
    notificationRadius: input.radius,
  });
  return ownUser(ctx, user);
}

/** The default avatars (GET /api/avatars). */
export const avatarList = () => AVATARS.map(({ id, url, name }) => ({ id, url, name }));

export async function setAvatar(ctx: AuthedContext, input: SetAvatarInput) {
  const avatar = AVATARS.find((a) => a.id === input.avatarId);
  if (!avatar) throw badRequest('avatarUnknown');
  const user = await updateOwnRow(ctx, { profilePicture: avatar.url });
  return ownUser(ctx, user);
}
