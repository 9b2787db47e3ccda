import { colonies, colonyMembers } from '../db/colonies-schema.js';
import { asc, eq, sql } from 'drizzle-orm';
import { APP_VERSION } from '../../shared/constants.js';
import type { DataExport } from '../../shared/schemas/account-output.js';
import type { AuthedContext } from '../context.js';
import { transaction } from '../db/client.js';
import {
  carerRequests,
  catPhotos,
  cats,
  checkinPhotos,
  checkins,
  favorites,
  pointsLedger,
  users,
} from '../db/schema.js';
import { photoUrl } from '../lib/photos.js';
import { exportedNotifications, forgetNotifications } from '../notifications/personal-data.js';
import { exportedTnr } from './tnr.js';
import { exportedHealth } from './health-record.js';
import { endMembership } from './colony-membership.js';
import { renderBonusLines } from './bonus-details.js';
import { geoPoint } from './privacy.js';
import { currentUser, DELETED_USER_NAME, discardPicture, unlockedAchievements } from './users.js';

/**
 * Account deletion (LGPD). One transaction removes what identifies the
 * person: e-mail, password, Google link, name (DELETED_USER_NAME is stored, so ranking, check-in
 * and cat DTOs show it without a special case), bio, WhatsApp number, picture, favourites and carer requests (an approved one would keep
 * showing the person's name among a cat's carers); tokenVersion moves on
 * so every token issued before stops working. Cats, check-ins, points, ledger and achievements stay
 * with the anonymous account: they are the community's history, not personal data. The uploaded
 * picture file goes after the commit. The e-mail can register again (NULLs never collide).
 */
export async function deleteAccount(ctx: AuthedContext) {
  const now = ctx.clock.now();
  const before = transaction(ctx.db, (tx) => {
    const user = currentUser(tx, ctx.user.id);
    tx.delete(favorites).where(eq(favorites.userId, user.id)).run();
    tx.delete(carerRequests).where(eq(carerRequests.userId, user.id)).run();
    // A colony would keep listing the person among its members.
    tx.delete(colonyMembers).where(eq(colonyMembers.userId, user.id)).run();
    endMembership(tx, user.id, now, { endedBy: 'left' });
    forgetNotifications(tx, user.id);
    tx.update(users)
      .set({
        email: null,
        passwordHash: null,
        googleId: null,
        name: DELETED_USER_NAME,
        bio: '',
        profilePicture: '',
        whatsapp: null,
        nearbyAlerts: false,
        favoriteUpdates: false,
        achievementAlerts: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .run();
    return user;
  });
  await discardPicture(ctx, before.profilePicture);
  return { deleted: true as const, deletedAt: now.toISOString() };
}

/** Bumped when the export's shape changes incompatibly. */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything Gateiros holds about the caller, as one JSON document (Settings → export). Exact
 * positions included: the check-ins and the cats registered are the user's own.
 */
export function exportData(ctx: AuthedContext): DataExport {
  const { db } = ctx;
  const user = currentUser(db, ctx.user.id);

  const favoriteRows = db
    .select({ catId: favorites.catId, name: cats.name, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(cats, eq(cats.id, favorites.catId))
    .where(eq(favorites.userId, user.id))
    .orderBy(asc(favorites.createdAt))
    .all();

  const checkinPhotoRows = db
    .select({ checkinId: checkinPhotos.checkinId, file: checkinPhotos.file })
    .from(checkinPhotos)
    .innerJoin(checkins, eq(checkins.id, checkinPhotos.checkinId))
    .where(eq(checkins.userId, user.id))
    .orderBy(checkinPhotos.checkinId, checkinPhotos.position)
    .all();
  const checkinPhotoUrls = groupUrls(checkinPhotoRows.map((p) => [p.checkinId, p.file]));
  const checkinRows = db
    .select()
    .from(checkins)
    .where(eq(checkins.userId, user.id))
    .orderBy(asc(checkins.createdAt), asc(checkins.id))
    .all();

  const catPhotoRows = db
    .select({ catId: catPhotos.catId, file: catPhotos.file })
    .from(catPhotos)
    .innerJoin(cats, eq(cats.id, catPhotos.catId))
    .where(eq(cats.discoveredById, user.id))
    .orderBy(catPhotos.catId, catPhotos.position)
    .all();
  const catPhotoUrls = groupUrls(catPhotoRows.map((p) => [p.catId, p.file]));
  const catRows = db
    .select()
    .from(cats)
    .where(eq(cats.discoveredById, user.id))
    .orderBy(asc(cats.createdAt), asc(cats.id))
    .all();

  const carerRows = db
    .select({ request: carerRequests, catName: cats.name })
    .from(carerRequests)
    .innerJoin(cats, eq(cats.id, carerRequests.catId))
    .where(eq(carerRequests.userId, user.id))
    .orderBy(asc(carerRequests.requestedAt), asc(carerRequests.catId))
    .all();

  const colonyRows = db
    .select({ member: colonyMembers, name: colonies.name })
    .from(colonyMembers)
    .innerJoin(colonies, eq(colonies.id, colonyMembers.colonyId))
    .where(eq(colonyMembers.userId, user.id))
    .orderBy(asc(colonyMembers.requestedAt), asc(colonyMembers.colonyId))
    .all();

  const ledgerRows = db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, user.id))
    .orderBy(asc(pointsLedger.id))
    .all();

  return {
    format: 'gateiros-export',
    formatVersion: EXPORT_FORMAT_VERSION,
    appVersion: APP_VERSION,
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      _id: user.id,
      name: user.name,
      email: user.email,
      bio: user.bio,
      whatsapp: user.whatsapp,
      profilePicture: user.profilePicture,
      googleId: user.googleId,
      hasPassword: user.passwordHash !== null,
      points: user.points,
      level: user.level,
      checkInsCount: user.checkInsCount,
      totalCatsHelped: user.totalCatsHelped,
      catsRegistered: user.catsRegistered,
      vetVisits: user.vetVisits,
      neuterings: user.neuterings,
      emergencyCheckIns: user.emergencyCheckIns,
      currentStreak: user.currentStreak,
      bestStreak: user.bestStreak,
      lastCheckInDay: user.lastCheckInDay,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    notificationSettings: {
      nearbyAlerts: user.nearbyAlerts,
      favoriteUpdates: user.favoriteUpdates,
      achievementAlerts: user.achievementAlerts,
      radius: user.notificationRadius,
    },
    favorites: favoriteRows.map((f) => ({
      catId: f.catId,
      name: f.name,
      createdAt: f.createdAt.toISOString(),
    })),
    carerRequests: carerRows.map(({ request, catName }) => ({
      catId: request.catId,
      catName,
      status: request.status,
      message: request.message,
      requestedAt: request.requestedAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    })),
    colonies: colonyRows.map(({ member, name }) => ({
      colonyId: member.colonyId,
      name,
      role: member.role,
      status: member.status,
      requestedAt: member.requestedAt.toISOString(),
    })),
    ...exportedNotifications(ctx),
    ...exportedTnr(db, user.id),
    ...exportedHealth(db, user.id),
    checkIns: checkinRows.map((c) => ({
      _id: c.id,
      cat: { _id: c.catId, name: c.catName },
      actions: c.actions,
      actionsDescription: c.actionsDescription,
      healthStatus: c.healthStatus,
      previousHealth: c.previousHealth,
      needs: c.needs,
      needsDescription: c.needsDescription,
      location: geoPoint(c.lat, c.lng, c.address),
      // To the point the author could see when checking in (public unless a carer): never a
      // distance to an exact spot they may not see (see checkin-distance.ts).
      distance: Math.round(c.distance),
      pointsEarned: c.pointsEarned,
      bonusDetails: renderBonusLines(ctx.locale, c.bonusDetails),
      photos: checkinPhotoUrls.get(c.id) ?? [],
      createdAt: c.createdAt.toISOString(),
    })),
    catsRegistered: catRows.map((c) => ({
      _id: c.id,
      name: c.name,
      description: c.description,
      health: c.health,
      color: c.color,
      estimatedAge: c.estimatedAge,
      gender: c.gender,
      isSterilized: c.isSterilized,
      isVaccinated: c.isVaccinated,
      personalityTraits: c.personalityTraits,
      needs: c.needs,
      needsDescription: c.needsDescription,
      location: geoPoint(c.lat, c.lng, c.address),
      status: c.status,
      photos: catPhotoUrls.get(c.id) ?? [],
      totalCheckIns: c.totalCheckIns,
      lastCheckIn: c.lastCheckIn?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    })),
    points: ledgerRows.map((row) => ({
      points: row.points,
      reason: row.reason,
      detail: row.detail,
      checkinId: row.checkinId,
      catId: row.catId,
      day: row.day,
      createdAt: row.createdAt.toISOString(),
    })),
    achievements: unlockedAchievements(db, user.id, ctx.locale),
  };
}

function groupUrls(rows: [string, string][]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, file] of rows) {
    const list = grouped.get(key) ?? [];
    list.push(photoUrl(file));
    grouped.set(key, list);
  }
  return grouped;
}
